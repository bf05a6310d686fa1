package import ExtensionManifest

/// An inline suppression: an XML comment in a plist naming rules and a reason.
///
/// `<!-- extension-host:ignore AX206 the class is registered at runtime -->` silences those
/// rules for the next key (and everything inside its value); `extension-host:ignore-file`
/// silences them for the whole file. Rules are IDs or names, separated by commas or spaces; the
/// reason is required.
package struct Suppression: Sendable {
  /// Where the comment is.
  package let location: SourceLocation
  /// The rule IDs it names (unknown names are reported, not kept).
  package let ruleIDs: [String]
  /// Names that are not rules.
  package let unknownNames: [String]
  /// Why.
  package let reason: String
  /// The key path it covers; `nil` for the whole file.
  package let keyPath: String?

  /// The directive prefix.
  package static let prefix = "extension-host:"

  /// The suppressions in `document`.
  package static func all(in document: PlistDocument) -> [Suppression] {
    var result: [Suppression] = []
    for comment in document.comments where comment.text.hasPrefix(prefix) {
      let body = comment.text.dropFirst(prefix.count)
      let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
      guard let directive = words.first, directive == "ignore" || directive == "ignore-file" else { continue }
      var ids: [String] = []
      var unknown: [String] = []
      var index = 1
      while index < words.count {
        let names = words[index].split(separator: ",").map(String.init)
        let known = names.map { LintRules.description(named: $0) }
        if index > 1 && (names.isEmpty || known.contains { $0 == nil }) { break }
        for (name, rule) in zip(names, known) {
          if let rule { ids.append(rule.id) } else { unknown.append(name) }
        }
        index += 1
      }
      var reason = words.dropFirst(index).joined(separator: " ")
      if reason.hasPrefix("--") || reason.hasPrefix(":") { reason = String(reason.drop(while: { $0 == "-" || $0 == ":" || $0 == " " })) }
      let keyPath = directive == "ignore-file" ? nil : nextKeyPath(after: comment.location, in: document.root) ?? ""
      result.append(Suppression(location: comment.location, ruleIDs: ids, unknownNames: unknown, reason: reason, keyPath: keyPath))
    }
    return result
  }

  /// Whether the suppression covers `finding`.
  package func covers(_ finding: Finding) -> Bool {
    guard ruleIDs.contains(finding.ruleID), finding.location.path == location.path else { return false }
    guard let keyPath else { return true }
    return finding.keyPath == keyPath || finding.keyPath.hasPrefix(keyPath + "/")
  }

  /// The key path of the first entry or item that starts after `location`.
  private static func nextKeyPath(after location: SourceLocation, in node: PlistNode) -> String? {
    switch node.value {
    case .dictionary(let entries):
      for entry in entries {
        if entry.keyLocation > location { return entry.value.keyPath }
        if let inner = nextKeyPath(after: location, in: entry.value) { return inner }
      }
    case .array(let items):
      for item in items {
        if item.location > location { return item.keyPath }
        if let inner = nextKeyPath(after: location, in: item) { return inner }
      }
    default:
      break
    }
    return nil
  }
}
