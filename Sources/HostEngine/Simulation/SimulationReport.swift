/// What a simulation did and found, in time order; printed as a timeline or as JSON.
public struct SimulationReport: Codable, Sendable {
  /// One line of the timeline.
  public struct Entry: Codable, Sendable {
    /// Simulated time, in the scenario's words: `day 1 22:00:00`.
    public var time: String
    /// `callback`, `store`, `center`, `use`, `visit`, `expect`, `fault`, `warning` (what
    /// iOS lets pass, such as a `print`), `log` (what the monitor
    /// printed or logged), `widget` (a timeline asked for, an entry shown), `finding`, `timezone`, `note`.
    public var kind: String
    /// What happened, for a person.
    public var text: String
    /// The scenario line that caused it, if one did.
    public var line: Int?
    /// For `expect` entries: whether it held.
    public var passed: Bool?
    /// For `callback` entries: how many kB the monitor's memory had grown in its batch when the
    /// callback returned (`BatchMemory`); nil when it could not be read.
    public var memoryKilobytes: Int?
    /// For `widget` entries that show a widget: what a person sees on it now.
    public var widget: WidgetSight?
  }

  /// A placed widget as a person sees it at one moment of the simulation.
  public struct WidgetSight: Codable, Sendable, Equatable {
    public var kind: String
    public var family: String
    /// The timeline entry's index (`0`, `1`, …), or `placeholder`.
    public var entry: String
    /// `content` or `placeholder`.
    public var shows: String
    /// The device's state (`unlocked`, `locked`, `before-first-unlock`) and the user's Lock Screen widget access.
    public var device: String
    public var lockScreenAccess: Bool
    public var visibleText: [String]
    public var redactedText: [String]
  }

  /// A fault or finding, with its fix when it has one.
  public struct Problem: Codable, Sendable {
    public var time: String
    /// `crashed`, `unresponsive`, `work-after-return`, `cleared-shields-of-another-activity`, …
    public var kind: String
    public var `extension`: String
    public var detail: String
    public var fix: String?
    /// False for what iOS lets pass (`wrote-to-stdout`: a `print` is log output): reported as a
    /// warning, it does not fail the run.
    public var isViolation = true
  }

  public var scenario: String
  public var title: String
  public var timeline: [Entry] = []
  public var problems: [Problem] = []
  /// Counts.
  public var expectationsPassed = 0
  public var expectationsFailed = 0
  public var callbacksDelivered = 0
  public var monitorLaunches = 0
  /// The monitor's memory budget per batch, and the most any batch grew, in kB.
  public var memoryBudgetKilobytes = 0
  public var peakMonitorMemoryKilobytes = 0
  /// How long was simulated, and how long it took.
  public var simulatedHours: Double = 0
  public var wallMilliseconds: Double = 0

  /// Whether a check failed or an extension broke the contract: the command exits 1. A warning
  /// (a problem that is no violation) alone does not fail the run.
  public var failed: Bool { expectationsFailed > 0 || problems.contains(where: \.isViolation) }
}
