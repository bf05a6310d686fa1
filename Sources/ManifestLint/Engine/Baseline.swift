import ExtensionManifest
import Foundation
import HostProtocol

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
  /// - Throws: `ConfigurationError` when it is not a baseline, naming the member that is wrong.
  package init(path: String) throws(ConfigurationError) {
    let shape = "expected {\"version\": 1, \"findings\": [{\"path\": …, \"rule\": …, \"keyPath\": …, \"count\": …}]}"
    let bytes = try JSONFileSyntax.read(path, kind: "baseline", limit: 64 << 20, limitText: "64 MiB") {
      "not a baseline file (not valid JSON at \($0)); \(shape)"
    }
    let file: BaselineFile
    do {
      file = try JSONDecoder().decode(BaselineFile.self, from: Data(bytes))
    } catch let error as DecodingError {
      throw ConfigurationError(path: path, reason: "not a baseline file (\(Self.describe(error))); \(shape)")
    } catch {
      throw ConfigurationError(path: path, reason: "not a baseline file; \(shape)")
    }
    for entry in file.findings {
      counts[Entry(path: entry.path, rule: entry.rule, keyPath: entry.keyPath ?? ""), default: 0] += entry.count ?? 1
    }
  }

  /// Where the file departs from the baseline's shape, as `findings[2].rule is missing`.
  private static func describe(_ error: DecodingError) -> String {
    func place(_ path: [any CodingKey]) -> String {
      path.reduce("") { text, key in
        key.intValue.map { "\(text)[\($0)]" } ?? (text.isEmpty ? key.stringValue : "\(text).\(key.stringValue)")
      }
    }
    switch error {
    case .keyNotFound(let key, let context): return "\(place(context.codingPath + [key])) is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(place(context.codingPath)) has the wrong type"
    case .dataCorrupted(let context): return context.codingPath.isEmpty ? "not valid JSON" : "\(place(context.codingPath)) is not valid"
    @unknown default: return "unreadable"
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

  /// The file's text: entries sorted by path, rule and key path, as pretty JSON.
  ///
  /// - Throws: `EncodingError` from `JSONEncoder` (it encodes strings and integers, so in practice
  ///   never).
  package func json() throws -> String {
    let items = counts.sorted {
      ($0.key.path, $0.key.rule, $0.key.keyPath) < ($1.key.path, $1.key.rule, $1.key.keyPath)
    }.map { key, count in
      BaselineFile.Item(path: key.path, rule: key.rule, keyPath: key.keyPath, count: count)
    }
    return try ReportJSON.text(BaselineFile(version: 1, findings: items))
  }
}

/// A baseline file as `--write-baseline` writes it; `version`, `keyPath` and `count` may be left
/// out when reading.
private struct BaselineFile: Codable {
  /// One key and how many findings it absorbs.
  struct Item: Codable {
    var path: String
    var rule: String
    var keyPath: String?
    var count: Int?
  }

  var version: Int?
  var findings: [Item]
}
