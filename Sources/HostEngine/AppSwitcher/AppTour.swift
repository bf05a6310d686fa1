import Foundation
import HostProtocol
import ShieldRendering

/// Runs an app through its lifecycle as a child process and reports what the App Switcher shows.
///
/// The app is launched like an extension (`ChildProcess`, its own process group, the protocol on
/// dedicated pipes, stdout and stderr captured), sent `app/launch` and one `app/event` per event.
/// A step that does not answer within the callback limit is a blocked callback, named by the
/// callback the app last announced; an app that dies is a crash in that callback. Either ends
/// the tour; the app is always stopped and reaped. An app that prints more than
/// ``outputLinesPerStep`` lines a step floods its output, named against the step that printed most.
public enum AppTour {
  /// The lines an app may write to stdout and stderr together per step before it floods them:
  /// on iOS prints go to the unified log, which drops floods; here they bury the app's own diagnostics.
  public static let outputLinesPerStep = 50

  /// Runs the tour `options` describe.
  ///
  /// - Throws: `SetupError` when the app cannot be found or read, or cannot be started.
  public static func run(_ options: AppSwitcherOptions) async throws(SetupError) -> AppSwitcherReport {
    let manifest = try AppManifest.load(
      manifests: options.manifests, searchDirectories: options.searchDirectories,
      bundleIdentifier: options.bundleIdentifier)
    let watch = AppCallbackWatch()
    let connection: ExtensionConnection
    do {
      var limits = ExtensionLauncher.Limits()
      limits.maxMessageBytes = 4 << 20
      let environment = ExtensionLauncher.environment(
        buildSettings: manifest.buildSettings,
        lent: try UnsharedSandbox.environment(named: manifest.bundleIdentifier ?? manifest.name),
        infoPlistPath: manifest.infoPlistPath, resourcesDirectory: manifest.resourcesDirectory, limits: limits)
      connection = try ExtensionLauncher.spawnProcess(
        name: manifest.name,
        executablePath: BundleFolder.executable(
          manifest.executablePath, infoPlistPath: manifest.infoPlistPath, buildSettings: manifest.buildSettings),
        environment: environment, limits: limits,
        origin: .now, service: watch)
    } catch {
      throw SetupError(at: manifest.executablePath, "cannot start the app: \(error)")
    }
    var steps: [AppSwitcherStep] = []
    var linesByStep: [Int] = []
    var ended = false
    func linesSoFar() -> Int { connection.logLines.stdout.totalLines + connection.logLines.stderr.totalLines }
    await connection.serving {  // every step resumes on the app's poll thread
      watch.beginStep()
      let launch = await connection.request(
        manifest.launchRequest(screen: options.device.screen), timeout: options.launchLimit)
      steps.append(await step("launch", launch, limit: options.launchLimit, connection: connection, watch: watch, ended: &ended))
      linesByStep.append(linesSoFar())
      for event in options.events where !ended {
        let before = linesSoFar()
        watch.beginStep()
        let outcome = await connection.request(AppEventRequest(event: event), timeout: options.callbackLimit)
        steps.append(
          await step(event.rawValue, outcome, limit: options.callbackLimit, connection: connection, watch: watch, ended: &ended))
        linesByStep.append(linesSoFar() - before)
      }
    }
    if ended {
      await connection.kill()
    } else {
      await connection.stop(grace: .milliseconds(500))
    }
    let judge = AppSwitcherJudge(manifest: manifest, options: options)
    var findings = judge.judge(&steps)
    // Violations that ended no step, known once the app has exited: an answer given twice, an
    // answer to a request the host never sent.
    for violation in ExtensionFault.unansweredViolations(in: connection.activity(since: ActivityMark()).faults) {
      findings.append(
        AppSwitcherFinding(
          .malformedAnswer, "the app \(violation)",
          fix: "link this package's UIKit, whose runtime answers each request once, and write nothing of your own to its pipes"))
    }
    if let flood = outputFlood(total: linesSoFar(), byStep: linesByStep, steps: steps),
      !options.allowed.contains(flood.kind)
    {
      findings.append(flood)
    }
    return AppSwitcherReport(
      app: manifest.bundleIdentifier ?? manifest.name, displayName: manifest.displayName, lifecycle: manifest.lifecycle,
      device: options.device, steps: steps, findings: findings, logs: connection.outputLines())
  }

  /// The app's sources when none are given: `Sources/<executable>` beside the manifests folder
  /// (the package layout of the bundled sample), when it exists.
  public static func defaultSources(manifests: String, options: AppSwitcherOptions) -> [String] {
    guard let manifest = try? AppManifest.load(
      manifests: manifests, searchDirectories: options.searchDirectories, bundleIdentifier: options.bundleIdentifier)
    else { return [] }
    let executable = URL(fileURLWithPath: manifest.executablePath).lastPathComponent
    let folder = URL(fileURLWithPath: manifests).deletingLastPathComponent().appendingPathComponent("Sources/\(executable)").path
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue ? [folder] : []
  }

  /// The flood finding when the app wrote more than ``outputLinesPerStep`` lines a step over the
  /// tour, named against the step that wrote most (lines that arrived after the last answer count
  /// towards the total only).
  static func outputFlood(total: Int, byStep: [Int], steps: [AppSwitcherStep]) -> AppSwitcherFinding? {
    let budget = outputLinesPerStep * max(steps.count, 1)
    guard total > budget, let worst = byStep.indices.max(by: { byStep[$0] < byStep[$1] }), worst < steps.count else {
      return nil
    }
    let step = steps[worst]
    let callbacks = step.callbacks.isEmpty ? "" : " (in \(step.callbacks.joined(separator: ", ")))"
    return AppSwitcherFinding(
      .outputFlood,
      "the app wrote \(total) lines to stdout and stderr over \(steps.count) steps (budget: \(outputLinesPerStep) a step), "
        + "\(byStep[worst]) of them during '\(step.event)'\(callbacks); the host kept the first lines and counted the rest",
      fix: "log less, or at debug level through os.Logger; on iOS the unified log drops a flood")
  }

  /// Where a step that never returned was held: ` in sceneDidEnterBackground(_:) within 5000 ms of
  /// 'background'`, or, when it was in none of its callbacks, the work one left running.
  private static func blockedPlace(_ event: String, _ milliseconds: Int, _ position: AppCallbackWatch.Position) -> String {
    position.running.last.map { " in \($0) within \(milliseconds) ms of '\(event)'" }
      ?? " from '\(event)' within \(milliseconds) ms" + position.outsideCallbacks
  }

  private static func step(
    _ event: String, _ outcome: RequestOutcome<AppStepResult>, limit: Duration, connection: ExtensionConnection,
    watch: AppCallbackWatch, ended: inout Bool
  ) async -> AppSwitcherStep {
    var step = AppSwitcherStep(event: event, state: nil, callbacks: [], notes: [], findings: [])
    switch outcome {
    case .answered(let result):
      step.state = result.state
      step.callbacks = result.callbacks
      step.screen = result.screen
      step.reading = Legibility.read(result.screen)
      step.snapshot = result.snapshot
      step.snapshotReading = result.snapshot.map(Legibility.read)
      step.notes = result.notes
    case .timedOut(let milliseconds):
      ended = true
      let stopped = StoppedProcess(pid: connection.process.pid)
      step.findings.append(
        AppSwitcherFinding(
          .callbackBlocked,
          "the app did not return\(blockedPlace(event, milliseconds, watch.current))\(stopped.note); iOS suspends or ends an app "
            + "whose callback runs past about five seconds, and takes no snapshot of what it meant to show",
          fix: stopped.fix(
            otherwise: "return quickly: move slow work off the main thread (DispatchQueue.global) or into "
              + "beginBackgroundTask(expirationHandler:)")))
    case .extensionGone where connection.protocolBreak != nil:
      // The host killed it for what it wrote on the protocol pipe: not a crash of the app's code.
      ended = true
      step.findings.append(
        AppSwitcherFinding(
          .malformedAnswer, "the app answered '\(event)' off the protocol: \(connection.departure(fallback: "the host stopped it"))",
          fix: connection.protocolBreak?.kind == .oversizedMessage
            ? "keep a screen to what fits on it: thousands of views or a text of megabytes in one screen make its answer "
              + "larger than the host reads (a table or a list draws only the rows that fit; page a long text)"
            : "link this package's UIKit, whose runtime speaks the protocol, and write nothing of your own to its pipes"))
    case .extensionGone:
      ended = true
      let status = await connection.waitForExit(timeout: .seconds(2))
      step.findings.append(
        AppDeparture(event: event, status: status, position: watch.current).finding)
    case .rejected(let error):
      // Refusing the launch is not starting as an app; refusing a later event, once launched, is
      // an answer that is not what the event asks for.
      ended = true
      step.findings.append(
        AppSwitcherFinding(
          event == "launch" ? .launchFailed : .malformedAnswer, "the app refused '\(event)': \(error.message)", fix: "see the message"))
    case .malformed(let reason):
      ended = true
      step.findings.append(
        AppSwitcherFinding(
          event == "launch" ? .launchFailed : .malformedAnswer, "the app answered '\(event)' with \(reason)",
          fix: "the app must link this package's UIKit, whose runtime speaks the protocol"))
    }
    return step
  }
}
