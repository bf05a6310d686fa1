public import HostProtocol

/// Everything a visit did and found; printed as text or as JSON (`--format json`).
public struct VisitReport: Codable, Sendable {
  /// One drawing of the shield.
  public struct Frame: Codable, Sendable {
    /// Why it was drawn: "first visit", "redraw after .defer".
    public var reason: String
    /// The overload the configuration extension ran, if it was asked.
    public var overload: String?
    /// What the extension returned; nil when the system default was shown instead.
    public var configuration: ShieldConfiguration?
    /// Whether the system's default shield (or default fields) was shown.
    public var isSystemDefault: Bool
    /// Why the system default was shown, when the extension failed.
    public var fallbackReason: String?
  }

  /// A fault, attributed to an extension.
  public struct Fault: Codable, Sendable {
    /// The extension that committed it (its target name).
    public var `extension`: String
    /// The fault's stable name (`ExtensionFault.Kind`'s raw value, or a shared-state finding's).
    public var kind: String
    /// What happened, in one or two sentences.
    public var detail: String
    /// Whether it breaks the contract (as opposed to a warning).
    public var isViolation: Bool
  }

  /// Where the visit kept state that outlives it, and what changed there.
  public struct SharedState: Codable, Sendable {
    /// The state directory; nil for a throwaway one.
    public var directory: String?
    /// What the app's seeds wrote before the visit, one sentence each.
    public var seeded: [String] = []
    /// What the extensions changed in the app's ManagedSettings stores, one sentence each.
    public var storeChanges: [String] = []
    /// The local notifications the extensions scheduled (`UNUserNotificationCenter.add`).
    public var notifications: [UserNotification] = []
    /// The Darwin notifications the extensions posted, and who was told, one sentence each.
    public var darwinNotifications: [String] = []
  }

  /// A local notification an extension scheduled, as the user would see it.
  public struct UserNotification: Codable, Sendable, Equatable {
    public var `extension`: String
    public var identifier: String
    public var title: String
    public var subtitle: String
    public var body: String
    /// The trigger in words: "immediately", "after 300 s", "at hour 21 minute 0".
    public var trigger: String
    /// When it is delivered, ISO 8601; nil when its trigger matches no date.
    public var deliveryDate: String?
    /// Seconds from the visit to the delivery.
    public var secondsAfterVisit: Double?
    /// Whether the user would see it: false when notifications are not authorized.
    public var delivered: Bool

    /// A hundred years, in seconds: past it, a delivery is not worth counting in minutes.
    static let century = 100 * 365.25 * 86_400.0

    /// "Take a break: You unlocked 5 minutes".
    public var summary: String {
      [title, subtitle, body].filter { !$0.isEmpty }.joined(separator: ": ")
    }

    /// When it arrives, in words: "now", "in 5 min", "in 2 h 5 min", "in over 100 years", "never".
    public var when: String {
      // The date is the extension's: any `Double`, however far away.
      guard let seconds = secondsAfterVisit, seconds.isFinite else { return "never" }
      if seconds >= Self.century { return "in over 100 years" }
      if seconds < 1 { return "now" }
      if seconds < 60 { return "in \(Int(seconds)) s" }
      let minutes = Int((seconds / 60).rounded())
      return minutes < 60 ? "in \(minutes) min" : "in \(minutes / 60) h" + (minutes % 60 == 0 ? "" : " \(minutes % 60) min")
    }
  }

  /// The target.
  public var target: String
  /// Whether the target was shielded: "shielded by token", "shielded by category", "not shielded".
  public var decision: String
  /// The decision again after the action extension answered; it may have changed the store.
  public var decisionAfterAnswer: String?
  /// The category that shielded the target, when one did.
  public var category: String?
  /// The frames.
  public var frames: [Frame] = []
  /// The press made: sent to the action extension, or answered by the system when the project
  /// ships none (`answeredBySystem`); nil when none was made.
  public var pressed: String?
  /// The press asked for that the shield does not offer, and so was never sent.
  public var pressNotOffered: PressNotOffered?
  /// The action overload the press ran (`handle(action:for: WebDomainToken)`).
  public var actionOverload: String?
  /// The action extension's answer (`.close`, `.defer`), or the system's; nil when none valid
  /// came back.
  public var response: String?
  /// Whether the system gave `response` itself: the project ships no shield action extension,
  /// and a press on the shield closes it (`SystemStandIn`, this host's reading).
  public var answeredBySystem = false
  /// What happens to the user, in one sentence.
  public var outcome: String = ""
  /// The faults, each against the extension that committed it.
  public var faults: [Fault] = []
  /// Faults committed but not kept, per extension: the fault list is bounded, and says so.
  public var droppedFaults: [String: Int] = [:]
  /// Requests whose answer the visit stopped waiting for at the deadline its client asked for,
  /// shorter than the contract's: one sentence each. Timed out, not a fault of the extension
  /// (`RequestDeadline`); a visit with any did not finish.
  public var timedOut: [String] = []
  /// Warnings found before anything ran, such as an App Group an extension's entitlements lack.
  public var notes: [String] = []
  /// Where shared state was kept and what changed; nil before the state was opened.
  public var sharedState: SharedState?
  /// What each extension printed or logged, per extension.
  public var logs: [String: [String]] = [:]
  /// How each extension ended, per extension (`exited 0`, `still running (warm)`).
  public var extensionExits: [String: String] = [:]
  /// The visit's wall time.
  public var totalMilliseconds: Double = 0
  /// Everything that passed between the host and the extensions, in time order.
  public var transcript: [TranscriptEntry] = []

  /// Whether the visit broke the contract anywhere.
  public var hasViolations: Bool { faults.contains { $0.isViolation } }

  /// Whether the visit finished within its deadlines and kept the contract: exit 0.
  public var succeeded: Bool { !hasViolations && timedOut.isEmpty }

  /// The usage error of a press the configuration did not offer (exit 2), when nothing broke
  /// the contract; a failed configuration's fault is the finding otherwise.
  public var unofferedPressUsage: String? {
    guard let pressNotOffered, pressNotOffered.isUsageError, !hasViolations else { return nil }
    return pressNotOffered.usageMessage
  }
}
