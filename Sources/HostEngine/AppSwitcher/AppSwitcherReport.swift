public import HostProtocol
public import ShieldRendering

/// What `app-switcher` saw: each step's callbacks, screen and readable text, the snapshot, the findings.
public struct AppSwitcherReport: Sendable {
  /// The app's bundle identifier (its target name when it has none) and the name on its icon.
  public var app: String
  public var displayName: String
  public var lifecycle: AppLifecycle
  public var device: AppSwitcherOptions.Device
  public var steps: [AppSwitcherStep]
  /// Findings not tied to one step (the manifest, the sources, the snapshot's cause).
  public var findings: [AppSwitcherFinding]
  /// What the app wrote to stdout and stderr and logged with `$/log`, each line after its
  /// channel: a crash's own message (`stderr: Fatal error: …`) stands beside its finding.
  public var logs: [String] = []

  /// The last snapshot the App Switcher would show, and its step.
  public var snapshotStep: AppSwitcherStep? { steps.last { $0.snapshot != nil } }

  /// Every finding, each once: the steps' in order, then the tour's.
  public var allFindings: [AppSwitcherFinding] { steps.flatMap(\.findings) + findings }

  /// Whether the check failed (exit 1): an error finding the team did not allow.
  public var failed: Bool { allFindings.contains { $0.kind.isError } }
}

/// One event and what followed it.
public struct AppSwitcherStep: Sendable {
  /// `launch`, or the event's word.
  public var event: String
  /// `active`, `inactive`, `background`; nil when the app did not answer.
  public var state: String?
  /// The app's callbacks UIKit called, in order (the ones the app implements).
  public var callbacks: [String]
  /// The screen once the step settled, and what a person can read on it.
  public var screen: ScreenTree?
  public var reading: ScreenReading?
  /// For `background`: the snapshot, as the background callback returned.
  public var snapshot: ScreenTree?
  public var snapshotReading: ScreenReading?
  /// What UIKit noticed (a storyboard stood in, nothing to do).
  public var notes: [String]
  public var findings: [AppSwitcherFinding]
}
