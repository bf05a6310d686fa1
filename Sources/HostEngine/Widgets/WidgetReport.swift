import Foundation
public import HostProtocol

/// What `extension-host widgets` found: one row per extension, kind, family, device state, Lock
/// Screen access setting and entry shown; the faults of the extensions' processes; the findings.
public struct WidgetReport: Sendable {
  /// One widget as a person sees it in one state.
  public struct Row: Sendable {
    public var extensionName: String
    public var kind: String
    public var family: String
    public var device: WidgetDeviceState
    public var lockScreenAccess: Bool
    /// `placeholder`, or the timeline entry's index (0, 1, ...).
    public var entry: String
    /// The entry's date, seconds since 1970.
    public var entryDate: Double
    public var shows: WidgetPresentation.Shows
    /// Why it shows what it shows (`WidgetPresentation.reason`), and where a system family is seen locked.
    public var reason: String
    public var visibleText: [String]
    public var redactedText: [String]
    /// The findings this row shows first (each finding is named once, on its first row).
    public var findings: [WidgetFinding] = []
    /// The laid-out view, for `--render`.
    public var view: ViewNode
  }

  public var rows: [Row]
  public var faults: [WidgetFault]
  /// What was not shown, and why: a kind that offers no family, an iPad-only family, a family
  /// the kind does not offer.
  public var notes: [String] = []
  /// What each extension process wrote to stdout and stderr and logged with `$/log`, by the
  /// process (the extension's name, and the lock it was launched under), each line after its
  /// channel: a crash's own message (`stderr: Fatal error: …`) stands beside its fault.
  public var logs: [String: [String]] = [:]
  /// The `--kind` asked for, when no extension serves it (each extension's kinds are in `notes`).
  public var unknownKind: String?
  /// How many extensions served no kind of that name.
  var extensionsWithoutKind = 0
  /// How many `widget/render` requests the extensions answered (a render is asked once per
  /// entry and environment, and shared by the rows that show it).
  public var renderRequests = 0
  /// The timelines the providers gave, by extension, kind and family (for the judge).
  var timelines: [String: WidgetTimelineResult] = [:]
  /// Whether each kind's view read `redactionReasons`, by extension, kind and family.
  var readsRedactionReasons: [String: Bool] = [:]
  /// What `placeholder(in:)` answered, by extension, kind and family (for the judge).
  var placeholders: [String: WidgetTimelineResult] = [:]
  /// The extensions' data-protection entitlements, by extension name (for the judge).
  var dataProtection: [String: String] = [:]
  /// The kinds whose configuration marks their background nonremovable, as "extension kind".
  var nonremovableBackgrounds: Set<String> = []

  init(rows: [Row], faults: [WidgetFault]) {
    self.rows = rows
    self.faults = faults
  }

  /// Adds what another pass of the run found: its rows, faults and notes; what the judge reads of
  /// a kind (its timeline, its placeholder) stays this report's where it has one.
  mutating func merge(_ other: WidgetReport) {
    rows += other.rows
    faults += other.faults
    notes += other.notes
    logs.merge(other.logs) { mine, theirs in mine + theirs }
    renderRequests += other.renderRequests
    extensionsWithoutKind += other.extensionsWithoutKind
    timelines.merge(other.timelines) { mine, _ in mine }
    placeholders.merge(other.placeholders) { mine, _ in mine }
    readsRedactionReasons.merge(other.readsRedactionReasons) { $0 || $1 }
    dataProtection.merge(other.dataProtection) { mine, _ in mine }
    nonremovableBackgrounds.formUnion(other.nonremovableBackgrounds)
  }

  /// Every finding, in row order.
  public var findings: [WidgetFinding] { rows.flatMap(\.findings) }

  /// Whether the job found a problem: a fault, or a finding that is an error.
  public var foundProblem: Bool { !faults.isEmpty || findings.contains { $0.severity == .error } }
}

/// Something a widget's extension process did wrong, named once, with what to do.
public struct WidgetFault: Sendable, Hashable {
  public enum Kind: String, Sendable, CaseIterable {
    /// The extension could not be started, or refused the handshake (not a widget extension).
    case launchFailed = "launch-failed"
    /// A provider method did not call its completion (or return) before the deadline.
    case providerNeverCompleted = "provider-never-completed"
    /// The process died while the host waited for it.
    case crashed = "crashed"
    /// The process exited on its own (no signal) while the host waited for it: before it was
    /// asked to stop, or after `shutdown` with a request sent before it unanswered.
    case exitedEarly = "exited-early"
    /// An entry's view could not be evaluated (a view that contains itself, far too many views).
    case viewNotEvaluable = "view-not-evaluable"
    /// An entry's view did not finish evaluating before the deadline (its body waits or loops).
    case viewTooSlow = "view-too-slow"
    /// An answer that is not what the protocol says.
    case malformedAnswer = "malformed-answer"
    /// The extension asked for an App Group its entitlements do not list (a container, a
    /// `UserDefaults` suite): on a device it gets none.
    case appGroupNotEntitled = "app-group-not-entitled"
    /// A provider called the completion handler of `getTimeline` or `getSnapshot` more than once.
    case completionCalledTwice = "completion-called-twice"
  }

  public var kind: Kind
  public var extensionName: String
  public var detail: String
  public var fix: String
}

/// A problem with what a widget shows on a locked phone, with the fix.
public struct WidgetFinding: Sendable, Hashable {
  public enum Kind: String, Sendable, CaseIterable {
    /// Text a person can read on the locked Lock Screen with widget access off.
    case readableWhileLocked = "readable-while-locked"
    /// Readable while locked and matching `--sensitive`.
    case sensitiveWhileLocked = "sensitive-while-locked"
    /// The view reads `redactionReasons` but draws the same under `.privacy` as unredacted.
    case privacyNotHandled = "privacy-not-handled"
    /// The timeline asks to reload more often than WidgetKit's daily budget.
    case reloadsOverBudget = "reloads-over-budget"
    /// `placeholder(in:)` asked for an App Group's container or read its defaults: refused while locked under data protection.
    case placeholderReadsAppGroup = "placeholder-reads-app-group"
    /// `placeholder(in:)` took longer than `WidgetJudge.placeholderLimit`.
    case placeholderSlow = "placeholder-slow"
    /// The view has no `containerBackground(for: .widget)`: iOS 17 shows a notice in its place.
    case containerBackgroundMissing = "container-background-missing"
  }

  public enum Severity: String, Sendable { case note, warning, error }

  public var kind: Kind
  public var severity: Severity
  public var message: String
  public var fix: String
}
