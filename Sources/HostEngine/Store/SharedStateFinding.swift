/// Something an extension did with shared state that breaks on a device: using an App Group it
/// is not entitled to, or putting more than 50 tokens in a store's set.
struct SharedStateFinding: Hashable, Sendable {
  /// The kind; the raw value is its stable name in reports.
  enum Kind: String, Sendable {
    case appGroupNotEntitled = "app-group-not-entitled"
    case storeLimitExceeded = "store-limit-exceeded"
  }

  /// The extension's target name.
  var extensionName: String
  /// What kind of breach.
  var kind: Kind
  /// What happened and how to fix it.
  var detail: String
}

/// What the extensions did with shared state during one visit, in order.
struct SharedStateLog: Sendable {
  /// Breaches, each once.
  var findings: [SharedStateFinding] = []
  /// Store changes, one sentence each: `ShieldActionExt changed shield.webDomains of store "default": …`.
  var storeChanges: [String] = []

  /// Adds `finding` unless it is already there.
  mutating func add(_ finding: SharedStateFinding) {
    if !findings.contains(finding) { findings.append(finding) }
  }
}
