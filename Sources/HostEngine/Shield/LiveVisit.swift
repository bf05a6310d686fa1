import Glibc
public import HostProtocol
public import ShieldRendering

/// A visit in progress: the target decided, the shield extensions the project ships running,
/// the shield drawn and waiting for a press. `VisitSession.start()` opens one; `press(_:)` presses a button and
/// enforces the answer; `finish()` gives the extensions back and returns the report.
///
/// `VisitSession.run()` is `start`, `press`, `finish` in a row; the testing library
/// (`ExtensionHostTesting`) calls them one at a time, so a test asserts on the shield before it
/// presses. A visit presses at most once: after the press the visit ends, as on iOS (`.close`
/// dismisses the shield; `.defer` redraws it, and that redraw is the visit's last frame).
public actor LiveVisit {
  /// An extension lent to the visit, and where its activity for this visit begins.
  typealias Acquired = (launch: ExtensionLauncher.Launch, mark: ActivityMark)

  /// What runs while the target is shielded.
  struct Running: Sendable {
    var service: SharedStateService
    /// The configuration extension; nil when the project ships none (the system default shield).
    var configuration: Acquired?
    /// The action extension; nil when the project ships none (the system answers a press).
    var action: Acquired?
    var category: ActivityCategoryInfo?
    /// The device's lock, when the visit runs with it locked.
    var protection: VisitProtection?

    /// The extensions running, the configuration extension's first.
    var launches: [Acquired] { [configuration, action].compactMap { $0 } }
  }

  private let options: VisitOptions
  private let provider: any ExtensionProvider
  private let origin: ContinuousClock.Instant
  /// The state folder, removed at the end when it was made for this visit alone.
  private let state: (directory: StateDirectory, throwaway: Bool)
  private let running: Running?
  private var report: VisitReport
  private var pressed = false
  private var finished: VisitReport?

  /// The shield on screen now: the first drawing, or the redraw after `.defer`; nil when the
  /// target is not shielded (it opened).
  public private(set) var shield: ResolvedShield?

  init(
    options: VisitOptions, provider: any ExtensionProvider, origin: ContinuousClock.Instant,
    state: (directory: StateDirectory, throwaway: Bool), running: Running?, report: VisitReport, shield: ResolvedShield?
  ) {
    self.options = options
    self.provider = provider
    self.origin = origin
    self.state = state
    self.running = running
    self.report = report
    self.shield = shield
  }

  /// The report as far as the visit has got: the decision and the frames drawn so far; faults,
  /// logs and the transcript are collected by `finish()`.
  public var reportSoFar: VisitReport { finished ?? report }

  /// Whether the target is shielded (a shield is up, waiting for a press).
  public nonisolated var isShielded: Bool { running != nil }

  /// Presses `action` on the shield and enforces the answer: `.close` or `.defer`, exactly once,
  /// in time. Decides again (the extension may have changed the store) and redraws after
  /// `.defer` while the target stays shielded.
  ///
  /// - Returns: false when nothing was pressed: the target is not shielded, or this visit was
  ///   already pressed or finished.
  @discardableResult
  public func press(_ action: ShieldAction) async -> Bool {
    guard let running, let shown = shield, !pressed, finished == nil else { return false }
    pressed = true
    let target = options.target
    let press = ActionStep(launch: running.action?.launch, deadline: options.actionDeadline)
    let answer = await press.press(
      action, on: shown, fallbackReason: report.frames.last?.fallbackReason,
      shipsConfiguration: running.configuration != nil, target: target, categoryToken: running.category?.token)
    if let timedOut = answer.timedOut { report.timedOut.append(timedOut) }
    report.pressed = answer.pressed
    report.pressNotOffered = answer.notOffered
    report.actionOverload = answer.overload
    report.response = answer.response?.description
    report.answeredBySystem = answer.answeredBySystem
    let after = running.service.decide(target, category: options.category)
    report.decisionAfterAnswer = after == .notShielded ? "not shielded" : report.decision
    report.outcome = answer.outcome(for: target.displayName, stillShielded: after != .notShielded)
    if answer.response == .defer && after != .notShielded {
      let configure = ConfigurationStep(launch: running.configuration?.launch, deadline: options.configurationDeadline)
      let redraw = await configure.frame(for: target, category: running.category, reason: "redraw after .defer")
      report.frames.append(redraw.frame)
      if let timedOut = redraw.timedOut { report.timedOut.append(timedOut) }
      shield = redraw.shield
    } else if answer.response != nil {
      shield = nil
    }
    return true
  }

  /// Gives the extensions back, collects their exits, faults, logs and transcript, and returns
  /// the visit's report. Idempotent: a second call returns the same report.
  public func finish() async -> VisitReport {
    if let finished { return finished }
    if let running {
      if !pressed { report.outcome = "No button was pressed: the shield stays up." }
      let launches = running.launches
      var report = self.report
      await VisitSession.release(launches, by: provider, into: &report)
      VisitSession.record(
        running.service.finish(), into: &report, connections: launches.map(\.launch.connection))
      running.protection?.finish(into: &report, connections: launches.map(\.launch.connection))
      report.transcript.sort { $0.milliseconds < $1.milliseconds }
      self.report = report
    }
    report.totalMilliseconds = milliseconds(ContinuousClock.now - origin)
    // Through the folder's descriptor: a link an extension left inside is removed, never followed.
    if state.throwaway { try? ContainedDirectory.removeFolder(state.directory.root) }
    finished = report
    return report
  }

  /// Kills the extensions now, without waiting: for an owner that goes away without calling
  /// `finish()` (a failed test). Their poll threads reap them.
  public nonisolated func abandon() {
    guard let running else { return }
    for (launch, _) in running.launches where launch.connection.termination == nil {
      launch.connection.signal(SIGKILL)
    }
    running.protection?.abandon()
  }
}
