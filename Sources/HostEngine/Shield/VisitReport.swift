public import HostProtocol

/// Everything a visit did and found; printed as text or as JSON (`--format json`).
public struct VisitReport: Codable, Sendable {
  /// One drawing of the shield.
  public struct Frame: Codable, Sendable {
    /// Why it was drawn: "first visit", "redraw after .defer".
    var reason: String
    /// The overload the configuration extension ran, if it was asked.
    var overload: String?
    /// What the extension returned; nil when the system default was shown instead.
    public var configuration: ShieldConfiguration?
    /// Whether the system's default shield (or default fields) was shown.
    public var isSystemDefault: Bool
    /// Why the system default was shown, when the extension failed.
    var fallbackReason: String?
  }

  /// A fault, attributed to an extension.
  struct Fault: Codable, Sendable {
    var `extension`: String
    var kind: String
    var detail: String
    var isViolation: Bool
  }

  /// Where the visit kept state that outlives it, and what changed there.
  struct SharedState: Codable, Sendable {
    /// The state directory; nil for a throwaway one.
    var directory: String?
    /// What the app's seeds wrote before the visit, one sentence each.
    var seeded: [String] = []
    /// What the extensions changed in the app's ManagedSettings stores, one sentence each.
    var storeChanges: [String] = []
    /// The local notifications the extensions scheduled (`UNUserNotificationCenter.add`).
    var notifications: [UserNotification] = []
    /// The Darwin notifications the extensions posted, and who was told, one sentence each.
    var darwinNotifications: [String] = []
  }

  /// A local notification an extension scheduled, as the user would see it.
  struct UserNotification: Codable, Sendable, Equatable {
    var `extension`: String
    var identifier: String
    var title: String
    var subtitle: String
    var body: String
    /// The trigger in words: "immediately", "after 300 s", "at hour 21 minute 0".
    var trigger: String
    /// When it is delivered, ISO 8601; nil when its trigger matches no date.
    var deliveryDate: String?
    /// Seconds from the visit to the delivery.
    var secondsAfterVisit: Double?
    /// Whether the user would see it: false when notifications are not authorized.
    var delivered: Bool

    /// "Take a break: You unlocked 5 minutes".
    var summary: String {
      [title, subtitle, body].filter { !$0.isEmpty }.joined(separator: ": ")
    }

    /// When it arrives, in words: "now", "in 5 min", "in 2 h 5 min", "never".
    var when: String {
      guard let seconds = secondsAfterVisit else { return "never" }
      if seconds < 1 { return "now" }
      if seconds < 60 { return "in \(Int(seconds)) s" }
      let minutes = Int((seconds / 60).rounded())
      return minutes < 60 ? "in \(minutes) min" : "in \(minutes / 60) h" + (minutes % 60 == 0 ? "" : " \(minutes % 60) min")
    }
  }

  /// The target.
  public var target: String
  var decision: String
  /// The decision again after the action extension answered; it may have changed the store.
  var decisionAfterAnswer: String?
  var category: String?
  /// The frames.
  public var frames: [Frame] = []
  /// The pressed.
  public var pressed: String?
  var actionOverload: String?
  var response: String?
  /// What happens to the user, in one sentence.
  var outcome: String = ""
  var faults: [Fault] = []
  /// Faults committed but not kept, per extension: the fault list is bounded, and says so.
  var droppedFaults: [String: Int] = [:]
  /// Warnings found before anything ran, such as an App Group an extension's entitlements lack.
  var notes: [String] = []
  /// Where shared state was kept and what changed; nil before the state was opened.
  var sharedState: SharedState?
  var logs: [String: [String]] = [:]
  var extensionExits: [String: String] = [:]
  var totalMilliseconds: Double = 0
  var transcript: [TranscriptEntry] = []

  /// Whether the visit broke the contract anywhere.
  public var hasViolations: Bool { faults.contains { $0.isViolation } }
}
