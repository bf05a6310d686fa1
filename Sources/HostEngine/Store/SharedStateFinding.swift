/// Something an extension did with shared state that breaks on a device: using an App Group it
/// is not entitled to, putting more than 50 tokens in a store's set, or naming a store with text
/// no report can show as it is.
struct SharedStateFinding: Hashable, Sendable {
  /// The kind; the raw value is its stable name in reports.
  enum Kind: String, Sendable {
    case appGroupNotEntitled = "app-group-not-entitled"
    case storeLimitExceeded = "store-limit-exceeded"
    /// A store name outside the grammar (`ManifestName.Kind.storeName`): control or bidi characters.
    case storeNameRefused = "store-name-refused"
  }

  /// The extension's target name.
  var extensionName: String
  /// What kind of breach.
  var kind: Kind
  /// What happened.
  var detail: String
  /// How to fix it, when the finding has one fix of its own (an App Group's: add it).
  var fix: String? = nil

  /// What happened and how to fix it, as one sentence: what a visit's fault says.
  var sentence: String { detail + (fix.map { ". " + $0 } ?? "") }
}

/// What the extensions did with shared state during one visit, in order, bounded: past
/// `maxFindings` findings and `maxStoreChanges` changes, the rest are only counted.
struct SharedStateLog: Sendable {
  /// The most findings kept per visit.
  static let maxFindings = 64
  /// The most store-change sentences kept per visit.
  static let maxStoreChanges = 256

  /// Breaches, each once.
  private(set) var findings: [SharedStateFinding] = []
  private var seen: Set<SharedStateFinding> = []
  /// Findings past `maxFindings`, counted and not kept.
  private(set) var droppedFindings = 0
  /// Store changes, one sentence each: `ShieldActionExt changed shield.webDomains of store "default": …`.
  private(set) var storeChanges: [String] = []
  /// Store changes past `maxStoreChanges`, counted and not kept.
  private(set) var droppedStoreChanges = 0
  /// User and Darwin notifications past the limit, counted.
  private(set) var droppedNotifications = 0
  /// Local notifications the extensions scheduled, in order; a request with an identifier
  /// already scheduled replaces it, as on iOS. At most `maxStoreChanges`.
  private(set) var notifications: [VisitReport.UserNotification] = []
  /// Darwin notifications posted, one sentence each. At most `maxStoreChanges`.
  private(set) var darwinNotifications: [String] = []
  /// URLs the extensions asked to open (`NSExtensionContext.open`), one sentence each. At most
  /// `maxStoreChanges`, counted with the notifications past it.
  private(set) var openRequests: [String] = []

  /// Adds a scheduled notification (replacing one with its identifier); returns whether it was kept.
  @discardableResult
  mutating func addNotification(_ notification: VisitReport.UserNotification) -> Bool {
    if let index = notifications.firstIndex(where: { $0.identifier == notification.identifier }) {
      notifications[index] = notification
      return true
    }
    guard notifications.count < Self.maxStoreChanges else {
      droppedNotifications += 1
      return false
    }
    notifications.append(notification)
    return true
  }

  /// Adds a Darwin notification sentence; returns whether it was kept.
  @discardableResult
  mutating func addDarwinNotification(_ sentence: String) -> Bool { append(sentence, to: \.darwinNotifications) }

  /// Adds an open-URL sentence; returns whether it was kept.
  @discardableResult
  mutating func addOpenRequest(_ sentence: String) -> Bool { append(sentence, to: \.openRequests) }

  /// Appends `sentence` to `list` below the limit, or counts it with the dropped notifications.
  private mutating func append(_ sentence: String, to list: WritableKeyPath<SharedStateLog, [String]>) -> Bool {
    guard self[keyPath: list].count < Self.maxStoreChanges else {
      droppedNotifications += 1
      return false
    }
    self[keyPath: list].append(sentence)
    return true
  }

  /// Adds `finding` unless it is already there; returns whether it was kept (false for a repeat
  /// or one past the limit).
  @discardableResult
  mutating func add(_ finding: SharedStateFinding) -> Bool {
    guard !seen.contains(finding) else { return false }
    guard findings.count < Self.maxFindings else {
      droppedFindings += 1
      return false
    }
    seen.insert(finding)
    findings.append(finding)
    return true
  }

  /// Adds a store change; returns whether it was kept.
  @discardableResult
  mutating func addStoreChange(_ sentence: String) -> Bool {
    guard storeChanges.count < Self.maxStoreChanges else {
      droppedStoreChanges += 1
      return false
    }
    storeChanges.append(sentence)
    return true
  }

  /// One sentence for what was dropped, if anything was.
  var droppedSummary: String? {
    var parts: [String] = []
    if droppedFindings > 0 { parts.append("\(droppedFindings) more shared-state findings") }
    if droppedStoreChanges > 0 { parts.append("\(droppedStoreChanges) more store changes") }
    if droppedNotifications > 0 { parts.append("\(droppedNotifications) more notifications") }
    guard !parts.isEmpty else { return nil }
    return parts.joined(separator: " and ") + " were counted but not kept (the per-visit limits are "
      + "\(Self.maxFindings) findings, and \(Self.maxStoreChanges) store changes and as many notifications of each kind)"
  }
}
