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
  ///
  /// A fault of the extension's own code that ends the process (a crash, an early exit, a
  /// provider or view past its limit) ends only the kind and family it was serving: the extension is launched again for the ones it had not
  /// shown yet, as WidgetKit launches it again for the next widget that needs it, up to
  /// ``launchLimit`` processes, and `relaunched` is told each new process's pid as it runs.
  func run(
    into report: inout WidgetReport, whenLaunched: (@Sendable (Int32) -> Task<WidgetReport, Never>?)? = nil,
    relaunched: (@Sendable (Int32) -> Void)? = nil
  ) async -> (exit: Task<WidgetReport, Never>?, alongside: Task<WidgetReport, Never>?) {
    // The loan outlives the extension: the extension's exit then never closes the watch's last
    // descriptor, whose close waits for a kernel grace period (`LentDescriptor`).
    let loan = service.suiteWatchLoan(for: `extension`.target)
    defer { withExtendedLifetime(loan) {} }
    var limits = ExtensionLauncher.Limits()
    limits.maxMessageBytes = 4 << 20
    limits.requestTimeout = options.renderLimit
    var alongside: Task<WidgetReport, Never>?
    guard
      let first = await launch(limits: limits, loan: loan, again: false, into: &report, spawned: { alongside = whenLaunched?($0) })
    else { return (nil, alongside) }
    var connection = first.connection
    let kinds = first.kinds
    var session = WidgetSession(connection: connection, visit: self)
    await connection.serving { await session.serve(kinds, into: &report) }  // every render resumes on its poll thread
    var launches = 1
    while session.ended {
      await connection.kill()
      report.merge(exited(connection))
      let remaining = session.unserved
      guard !remaining.isEmpty, let cause = session.endedBy, Self.launchedAgainAfter.contains(cause) else {
        return (nil, alongside)
      }
      let what = remaining.map { "'\($0.kind)' in \($0.family)" }.joined(separator: ", ")
      let when = lock.map { " (launched with the device \($0))" } ?? ""
      guard launches < Self.launchLimit else {
        report.notes.append(
          "\(`extension`.name)\(when) faulted in each of its \(launches) processes and was not launched again; not shown: \(what)")
        return (nil, alongside)
      }
      launches += 1
      report.notes.append(
        "\(`extension`.name)\(when) was launched again after its fault, as WidgetKit launches an extension again for the next "
          + "widget that needs it, for the \(remaining.count) kind\(remaining.count == 1 ? "" : "s") and famil\(remaining.count == 1 ? "y" : "ies") "
          + "not shown yet, from '\(remaining[0].kind)' in \(remaining[0].family) on")
      guard let next = await launch(limits: limits, loan: loan, again: true, into: &report, spawned: { relaunched?($0) }) else {
        return (nil, alongside)
      }
      connection = next.connection
      session = WidgetSession(connection: connection, visit: self)
      await connection.serving { await session.serve(remaining: remaining, after: next.kinds, into: &report) }
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

  /// A process of the extension, started and asked its kinds; nil once its fault is recorded (it
  /// did not start, or not as a widget extension). `again`: launched after an earlier one's fault.
  private func launch(
    limits: ExtensionLauncher.Limits, loan: SuiteWatchLoan?, again: Bool, into report: inout WidgetReport, spawned: (Int32) -> Void
  ) async -> (connection: ExtensionConnection, kinds: AnswerInLine<WidgetKindsResult>)? {
    let path = `extension`.target.executablePath
    let launch: ExtensionLauncher.Launch
    let kinds: AnswerInLine<WidgetKindsResult>
    do {
      (launch, kinds) = try await ExtensionLauncher.launch(
        `extension`.target, limits: limits, origin: .now, lending: loan, then: WidgetKindsRequest(), timeout: options.providerLimit,
        spawned: spawned)
    } catch {
      report.faults.append(fault(.launchFailed, "cannot start \(path)\(again ? " again" : ""): \(error)", fix: "build the extension (swift build)"))
      return nil
    }
    if let failure = launch.failure {
      report.faults.append(
        again
          ? fault(
            .launchFailed, "\(path), launched again, did not start as a widget extension: \(failure)",
            fix: "the extension must start as it did the first time: a @main type adopting Widget or WidgetBundle")
          : fault(
            .launchFailed, "\(path), named by \(`extension`.infoPlistPath), did not start as a widget extension: \(failure)",
            fix: "the executable must be a widget extension: a @main type adopting Widget or WidgetBundle that imports WidgetKit"))
      await launch.connection.kill()
      report.merge(exited(launch.connection))
      return nil
    }
    return (launch.connection, kinds)
  }

  /// The most processes of one extension a pass launches: the first, and one after each fault
  /// that ended the one before while kinds and families were still to show. Each such fault may
  /// take the provider's or the render's limit (5 s) to be known, so a bundle whose every widget
  /// hangs is given up on after this many, with a note naming what was not shown.
  static let launchLimit = 8

  /// The faults after which the extension is launched again for what it had not shown: its own
  /// code's, which another widget's code need not share. An answer the runtime got wrong, or one
  /// off the protocol, would be wrong again: the session ends there, as before.
  static let launchedAgainAfter: Set<WidgetFault.Kind> = [.crashed, .exitedEarly, .providerNeverCompleted, .viewTooSlow]

  func fault(_ kind: WidgetFault.Kind, _ detail: String, fix: String) -> WidgetFault {
    let when = lock.map { " (launched with the device \($0), its protected files refused as on the phone)" } ?? ""
    return WidgetFault(kind: kind, extensionName: `extension`.name, detail: detail + when, fix: fix)
  }
}
