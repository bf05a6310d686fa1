import HostProtocol

/// One store setting that changed, as a report shows it: its name and its value before and after
/// (`application.denyAppRemoval`: `unset` → `true`).
struct StoreSettingChange: Equatable, Sendable {
  var name: String
  var before: String
  var after: String

  /// The settings outside `shield` that differ between `before` and `after`, by name.
  static func between(_ before: [String: StoreSettingValue], _ after: [String: StoreSettingValue]) -> [StoreSettingChange] {
    Set(before.keys).union(after.keys).sorted().compactMap { name in
      guard before[name] != after[name] else { return nil }
      return StoreSettingChange(name: name, before: summary(before[name]), after: summary(after[name]))
    }
  }

  /// How a value reads in a report: `unset`, `true`, `300`, `"blockAll"`, `2 apps`,
  /// `.specific(3 domains)`, `.all(except 1)`.
  static func summary(_ value: StoreSettingValue?) -> String {
    guard let value else { return "unset" }
    switch value {
    case .bool(let flag): return "\(flag)"
    case .integer(let number): return "\(number)"
    case .text(let text): return ".\(text)"
    case .applications(let apps): return apps.count == 1 ? "1 app" : "\(apps.count) apps"
    case .webFilter(let filter):
      let domains = filter.domains.count == 1 ? "1 domain" : "\(filter.domains.count) domains"
      let except = filter.exceptions.isEmpty ? "" : "except \(filter.exceptions.count)"
      switch filter.filter {
      case .none: return ".none"
      case .specific: return ".specific(\(domains))"
      case .all: return ".all(\(except))"
      case .auto: return ".auto(\([filter.domains.isEmpty ? "" : domains, except].filter { !$0.isEmpty }.joined(separator: ", ")))"
      }
    }
  }
}
