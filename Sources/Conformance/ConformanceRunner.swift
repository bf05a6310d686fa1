import HostProtocol
public import HostEngine
/// Runs the selected checks against extensions, one extension at a time, one check at a time.
///
/// A check whose extension point does not match is skipped; so is a check whose prerequisite did
/// not pass, naming it. Every process a check launches is stopped before the next extension.
public struct ConformanceRunner: Sendable {
  /// What the runner is doing, for progress lines.
  public enum Progress: Sendable {
    case extensionStarted(ExtensionTarget, checks: Int)
    case checkStarted(ExtensionTarget, id: String, index: Int, of: Int)
    case extensionFinished(ExtensionReport)
  }

  /// Deadlines and the memory ceiling.
  let options: ConformanceOptions
  /// Which checks run and which are reported.
  let selection: ConformanceChecks.Selection
  /// Called as the run goes, for progress on standard error.
  let progress: @Sendable (Progress) -> Void

  /// Runs every selected check against every target, in order. An action extension is paired
  /// with the configuration extensions of the same run: it is sent submenu-item presses only if
  /// one of them offers a submenu (or `--submenu` was given), as iOS sends them only then.
  public func run(_ targets: [ExtensionTarget]) async -> ConformanceReport {
    let started = ContinuousClock.now
    let sessions = targets.map { ConformanceSession(target: $0, options: options) }
    var reports: [ExtensionReport] = []
    for session in sessions {
      let submenu = await submenuOffer(for: session.target, configurations: sessions)
      let paired = ConformanceSession(target: session.target, options: options, submenu: submenu)
      reports.append(await run(session.target.extensionPoint == .shieldAction ? paired : session))
    }
    return ConformanceReport(extensions: reports, milliseconds: (ContinuousClock.now - started) / .milliseconds(1))
  }

  /// Whether `target` is sent submenu-item presses: asked for, or offered by a configuration.
  private func submenuOffer(for target: ExtensionTarget, configurations: [ConformanceSession]) async -> SubmenuOffer {
    guard target.extensionPoint == .shieldAction else { return .notOffered }
    if options.alwaysSendSubmenuActions { return .requested }
    for session in configurations where session.target.extensionPoint == .shieldConfiguration {
      if await session.offersSubmenu() { return .offered(by: session.target.name) }
    }
    return .notOffered
  }

  /// Runs every selected check against one extension.
  func run(_ target: ExtensionTarget) async -> ExtensionReport {
    await run(ConformanceSession(target: target, options: options))
  }

  /// Runs every selected check in `session`, then stops every process it launched.
  func run(_ session: ConformanceSession) async -> ExtensionReport {
    let started = ContinuousClock.now
    let target = session.target
    let checks = selection.run.compactMap { ConformanceChecks.check($0) }
    progress(.extensionStarted(target, checks: checks.count))
    var verdicts: [String: CheckVerdict] = [:]
    var results: [CheckResult] = []
    for (index, check) in checks.enumerated() {
      progress(.checkStarted(target, id: check.id, index: index + 1, of: checks.count))
      let checkStarted = ContinuousClock.now
      let verdict: CheckVerdict
      if !check.points.contains(target.extensionPoint) {
        verdict = .skip("applies only to \(check.points.map(\.role).sorted().joined(separator: " and "))s")
      } else if let blocker = check.requires.first(where: { verdicts[$0]?.status != .pass }) {
        let status = verdicts[blocker].map { $0.status == .fail ? "failed" : "was skipped" } ?? "did not run"
        verdict = .skip("needs \(blocker), which \(status)")
      } else {
        verdict = await check.run(session)
      }
      verdicts[check.id] = verdict
      let elapsed = (ContinuousClock.now - checkStarted) / .milliseconds(1)
      results.append(CheckResult(id: check.id, summary: check.summary, verdict: verdict, milliseconds: elapsed))
    }
    await session.stopAll()
    await session.close()
    let reported = results.filter { selection.reported.contains($0.id) || $0.verdict.status == .fail }
    let report = ExtensionReport(
      name: target.name, manifest: target.infoPlistPath, extensionPoint: target.extensionPoint,
      principalClass: target.principalClass, checks: reported,
      milliseconds: (ContinuousClock.now - started) / .milliseconds(1))
    progress(.extensionFinished(report))
    return report
  }

  /// Memberwise: every field given, or left at its default.
  public init(options: ConformanceOptions, selection: ConformanceChecks.Selection, progress: @escaping @Sendable (Progress) -> Void) {
    self.options = options
    self.selection = selection
    self.progress = progress
  }
}
