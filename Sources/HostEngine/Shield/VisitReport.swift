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
  /// Requests whose answer the visit stopped waiting for at the deadline its client asked for,
  /// shorter than the contract's: one sentence each. Timed out, not a fault of the extension
  /// (`RequestDeadline`); a visit with any did not finish.
  var timedOut: [String] = []
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

  /// Whether the visit finished within its deadlines and kept the contract: exit 0.
  public var succeeded: Bool { !hasViolations && timedOut.isEmpty }
}
