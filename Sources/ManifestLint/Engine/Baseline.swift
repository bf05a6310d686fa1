import ExtensionManifest
import Foundation

/// Known findings to tolerate while adopting lint: keyed on repo-relative path + rule ID + key
/// path (so moving lines does not matter), count-aware (N entries absorb at most N findings).
package struct Baseline: Sendable, Equatable {
  /// One key and how many findings it absorbs.
  package struct Entry: Sendable, Hashable {
    /// Repo-relative path.
    package let path: String
    /// Rule ID.
    package let rule: String
    /// Plist key path.
    package let keyPath: String
  }

  /// Counts by key.
  package private(set) var counts: [Entry: Int] = [:]

  /// The baseline of `findings`, with paths made relative by `relativize`.
  package init(findings: [Finding], relativize: (String) -> String) {
    for finding in findings {
      counts[Entry(path: relativize(finding.location.path), rule: finding.ruleID, keyPath: finding.keyPath), default: 0] += 1
    }
  }

  /// Reads a baseline file.
  ///
  /// - Throws: `ConfigurationError` when it is not a baseline.
  package init(path: String) throws(ConfigurationError) {
    guard case .success(let bytes) = FileSystem.readFile(path, limit: 64 << 20),
      let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
      let entries = object["findings"] as? [[String: Any]]
    else { throw ConfigurationError(path: path, reason: "not a baseline file (expected {\"version\": 1, \"findings\": [...]})") }
    for entry in entries {
      guard let path = entry["path"] as? String, let rule = entry["rule"] as? String else { continue }
      let key = Entry(path: path, rule: rule, keyPath: entry["keyPath"] as? String ?? "")
      counts[key, default: 0] += (entry["count"] as? Int) ?? 1
    }
  }

  /// Splits `findings` into those the baseline does not absorb and those it does.
  package func filter(_ findings: [Finding], relativize: (String) -> String) -> (new: [Finding], known: [Finding]) {
    var remaining = counts
    var new: [Finding] = []
    var known: [Finding] = []
    for finding in findings {
      let key = Entry(path: relativize(finding.location.path), rule: finding.ruleID, keyPath: finding.keyPath)
      if let count = remaining[key], count > 0 {
        remaining[key] = count - 1
        var suppressed = finding
        suppressed.suppression = "baseline"
        known.append(suppressed)
      } else {
        new.append(finding)
      }
    }
    return (new, known)
  }

  /// The file's text: sorted, pretty JSON.
  package var json: String {
    let entries = counts.sorted {
      ($0.key.path, $0.key.rule, $0.key.keyPath) < ($1.key.path, $1.key.rule, $1.key.keyPath)
    }.map { key, count in
      JSONValue.object([
        ("path", .string(key.path)), ("rule", .string(key.rule)), ("keyPath", .string(key.keyPath)), ("count", .number(count)),
      ])
    }
    return JSONValue.object([("version", .number(1)), ("findings", .array(entries))]).rendered() + "\n"
  }
}
