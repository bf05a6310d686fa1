import HostProtocol
import ShieldRendering

/// What the host makes of one answer to a widget request: the response, or the fault named
/// against the extension with its fix, and whether the process is done for (a timeout, a death,
/// an answer off the protocol). `widgets` and `simulate` judge every widget request here.
struct WidgetAnswer<Response: Sendable> {
  var response: Response?
  var fault: (kind: WidgetFault.Kind, detail: String, fix: String)?
  /// The process cannot be asked again: it is killed, and a later need launches it anew.
  var ends = false

  /// Judges `outcome` of the request described by `what` on `connection`.
  static func judge(_ outcome: RequestOutcome<Response>, what: String, on connection: ExtensionConnection) async -> WidgetAnswer {
    switch outcome {
    case .answered(let response):
      return WidgetAnswer(response: response)
    case .timedOut(let milliseconds) where Response.self == WidgetRenderResult.self:
      let stopped = StoppedProcess(pid: connection.process.pid)
      return WidgetAnswer(
        fault: (
          .viewTooSlow, "\(what) was not evaluated within \(milliseconds) ms\(stopped.note)",
          stopped.fix(
            otherwise: "a view's body runs at every render and must return at once: load the data in the provider and pass it in the entry; never wait in body (sleep, a semaphore, a synchronous network or file read)")
        ), ends: true)
    case .timedOut(let milliseconds):
      let stopped = StoppedProcess(pid: connection.process.pid)
      return WidgetAnswer(
        fault: (
          .providerNeverCompleted, "\(what) did not answer within \(milliseconds) ms\(stopped.note)",
          stopped.fix(
            otherwise: "call the completion handler exactly once on every path, also when loading fails (WidgetKit waits, then shows nothing new)")
        ), ends: true)
    case .extensionGone where connection.protocolBreak != nil:
      // The host killed it for what it wrote on the protocol pipe: a bad answer, not a crash. An
      // answer too large to read is the widget's data, which its runtime wrote faithfully.
      let fix =
        connection.protocolBreak?.kind == .oversizedMessage
        ? "keep the answer under the host's limit: a timeline of fewer entries (a few an hour; the reload policy asks for more "
          + "later) and a view of fewer, shorter texts (a widget shows a few lines)"
        : "link this package's WidgetKit, whose runtime speaks the protocol, and write nothing of your own to its pipes"
      return WidgetAnswer(
        fault: (.malformedAnswer, "\(what) was answered off the protocol: \(connection.departure(fallback: "the host stopped it"))", fix),
        ends: true)
    case .extensionGone:
      let status = await connection.waitForExit(timeout: .seconds(2))
      if let exit = connection.departureFault, exit.kind == .exitedEarly {
        // It exited on its own, by no signal: no crash to fix.
        return WidgetAnswer(
          fault: (
            .exitedEarly, "the extension exited during \(what): \(exit.detail)",
            "exit only when the host says exit or closes the request pipe, and answer every request before that, those sent before shutdown too (this package's WidgetKit runtime does)"
          ), ends: true)
      }
      return WidgetAnswer(
        fault: (
          .crashed, "the extension died during \(what): \(connection.departure(fallback: status.map { "\($0)" } ?? "it stopped answering"))",
          "fix the crash; what it wrote is in the report's log (run with SWIFT_BACKTRACE=enable=yes for a backtrace)"
        ), ends: true)
    case .rejected(let error) where error.code == .widgetViewNotEvaluable:
      return WidgetAnswer(
        fault: (
          .viewNotEvaluable, error.message,
          "a view must not contain itself, and a widget shows a few dozen views a few levels deep: break the cycle, "
            + "flatten the nesting, bound the ForEach"
        ))
    case .rejected(let error):
      return WidgetAnswer(fault: (.malformedAnswer, "\(what) was refused: \(error.message)", "see the message"))
    case .malformed(let reason):
      return WidgetAnswer(
        fault: (.malformedAnswer, "\(what) was answered with \(reason)", "link this package's WidgetKit, whose runtime speaks the protocol"),
        ends: true)
    }
  }
}

/// What a person can read on a widget's laid-out view, and the text redaction hides.
enum WidgetReading {
  static func read(_ view: ViewNode) -> (visible: [String], redacted: [String]) {
    let reading = Legibility.read(
      ScreenTree(
        width: view.frame.width, height: view.frame.height,
        windows: [WindowNode(level: 0, visibleOrder: 0, isKey: true, root: view)]))
    return (reading.readableText, reading.unreadable.compactMap { if case .redacted = $0.reason { $0.text.text } else { nil } })
  }

  /// The environment WidgetKit sets for `family` in `presentation`: the Lock Screen draws
  /// accessories light on its dark wallpaper (the vibrant mode).
  static func environment(family: String, _ presentation: WidgetPresentation, locked: Bool) -> WidgetEnvironment {
    let standBy = WidgetScreen.isStandBy(family: family, locked: locked)
    return WidgetEnvironment(
      redactionReasons: presentation.redactionReasons,
      colorScheme: WidgetScreen.isLockScreenFamily(family) || standBy ? "dark" : "light",
      isLuminanceReduced: presentation.isLuminanceReduced, showsContainerBackground: standBy ? false : nil)
  }

  /// Each environment `family` is drawn in on `devices` with each Lock Screen access setting, once,
  /// in order: what its provider's context reports as `environmentVariants`.
  static func environments(family: String, devices: [WidgetDeviceState], lockScreenAccess: [Bool], dataProtection: String?)
    -> [WidgetEnvironment]
  {
    var environments: [WidgetEnvironment] = []
    for device in devices {
      for access in lockScreenAccess {
        let presentation = WidgetPresentation.decide(device: device, lockScreenAccess: access, dataProtection: dataProtection)
        let environment = environment(family: family, presentation, locked: device.isLocked)
        if !environments.contains(environment) { environments.append(environment) }
      }
    }
    return environments
  }
}
