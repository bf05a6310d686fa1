import Foundation
import HostProtocol
import ShieldRendering

/// One extension's run.
struct WidgetExtensionVisit {
  let `extension`: WidgetSetup.Extension
  let options: WidgetOptions
  let service: SharedStateService
  /// The device states whose rows this process makes.
  let devices: [WidgetDeviceState]
  /// The lock it runs under, its protected files refused; nil when every file opens.
  let lock: DeviceState?
  /// Whether this is the extension's first process of the run, which says what is not shown (a
  /// kind it lacks, a family not offered) once.
  let saysWhatIsNotShown: Bool

  /// Runs the extension and adds what it showed to `report`; returns its exit in flight (nil once
  /// it has exited), which ends when the process has been reaped, with the protocol violations
  /// that ended no request (an answer given twice, one to a request never sent) and what the
  /// process wrote and logged, known only then.
  ///
  /// `whenLaunched` is called with the process's pid as soon as it runs (before its handshake),
  /// and what it starts is returned beside the exit.
  func run(
    into report: inout WidgetReport, whenLaunched: (@Sendable (Int32) -> Task<WidgetReport, Never>?)? = nil
  ) async -> (exit: Task<WidgetReport, Never>?, alongside: Task<WidgetReport, Never>?) {
    // The loan outlives the extension: the extension's exit then never closes the watch's last
    // descriptor, whose close waits for a kernel grace period (`LentDescriptor`).
    let loan = service.suiteWatchLoan(for: `extension`.target)
    defer { withExtendedLifetime(loan) {} }
    var limits = ExtensionLauncher.Limits()
    limits.maxMessageBytes = 4 << 20
    limits.requestTimeout = options.renderLimit
    let launch: ExtensionLauncher.Launch
    let kinds: AnswerInLine<WidgetKindsResult>
    var alongside: Task<WidgetReport, Never>?
    do {
      (launch, kinds) = try await ExtensionLauncher.launch(
        `extension`.target, limits: limits, origin: .now, lending: loan, then: WidgetKindsRequest(), timeout: options.providerLimit,
        spawned: { alongside = whenLaunched?($0) })
    } catch {
      report.faults.append(fault(.launchFailed, "cannot start \(`extension`.target.executablePath): \(error)", fix: "build the extension (swift build)"))
      return (nil, alongside)
    }
    let connection = launch.connection
    if let failure = launch.failure {
      report.faults.append(
        fault(
          .launchFailed,
          "\(`extension`.target.executablePath), named by \(`extension`.infoPlistPath), did not start as a widget extension: \(failure)",
          fix: "the executable must be a widget extension: a @main type adopting Widget or WidgetBundle that imports WidgetKit"))
      await connection.kill()
      report.merge(exited(connection))
      return (nil, alongside)
    }
    var session = WidgetSession(connection: connection, visit: self)
    await connection.serving { await session.serve(kinds, into: &report) }  // every render resumes on its poll thread
    if session.ended {
      await connection.kill()
      report.merge(exited(connection))
      return (nil, alongside)
    }
    let stopping = session.stopping ?? Task { [connection] in _ = await connection.stop(grace: WidgetSession.shutdownGrace) }
    let exit = Task {
      await stopping.value
      withExtendedLifetime(loan) {}
      return exited(connection)
    }
    return (exit, alongside)
  }

  /// What is known of the process once it has exited: the violations no answer carried, and
  /// what it wrote and logged.
  func exited(_ connection: ExtensionConnection) -> WidgetReport {
    var fragment = WidgetReport(rows: [], faults: violations(of: connection))
    let lines = connection.outputLines()
    if !lines.isEmpty {
      fragment.logs[`extension`.name + (lock.map { " (launched with the device \($0))" } ?? "")] = lines
    }
    return fragment
  }

  /// The violations the connection recorded that no request's answer carried: each a
  /// `malformed-answer` fault, once.
  func violations(of connection: ExtensionConnection) -> [WidgetFault] {
    ExtensionFault.unansweredViolations(in: connection.activity(since: ActivityMark()).faults).map {
      fault(
        .malformedAnswer, $0,
        fix: "link this package's WidgetKit, whose runtime answers each request once, and write nothing of your own to its pipes")
    }
  }

  func fault(_ kind: WidgetFault.Kind, _ detail: String, fix: String) -> WidgetFault {
    let when = lock.map { " (launched with the device \($0), its protected files refused as on the phone)" } ?? ""
    return WidgetFault(kind: kind, extensionName: `extension`.name, detail: detail + when, fix: fix)
  }
}
