import Foundation
import HostProtocol
import Synchronization

/// Runs the app under the host: the protocol on the descriptors in `EXTENSION_HOST_RPC_FDS`, as an
/// extension's runtime does, with `app/launch` and `app/event` instead of a principal class.
///
/// The main thread reads the protocol input itself and runs the delegates there, as on iOS
/// (`MainThreadLoop`). After each step's callbacks the main queue gets a turn, the
/// animations run to their end on the simulated clock, the main queue gets another turn, and the
/// screen is captured and sent. End of file on the input means the host is gone: the app exits.
enum AppRuntime {
  static func run(delegateType: any UIApplicationDelegate.Type) -> Never {
    signal(SIGPIPE, SIG_IGN)
    guard let descriptors = ProtocolVariables.protocolDescriptors else {
      FileHandle.standardError.write(
        Data(
          """
          This is an iOS app; it runs under a host, not on its own.
          Try: swift run extension-host app-switcher

          """.utf8))
      exit(64)
    }
    let maxMessageBytes = ProtocolVariables.messageLimit
    let output = AppOutput(writer: FrameWriter(descriptor: descriptors.output))
    let inbox = MainThreadInbox<AppRequest>()
    let input = SharedInput(descriptor: descriptors.input, maxMessageBytes: maxMessageBytes) { event in
      route(event, output: output, inbox: inbox)
    }
    // A metatype is an immutable value; this thread (the main one) only passes it on.
    nonisolated(unsafe) let delegateType = delegateType
    MainThreadLoop.run(input: input, inbox: inbox, activity: MainThreadActivity()) { request in
      MainActor.assumeIsolated {
        AppSession.shared.serve(
          request.message, id: request.id, method: request.method, output: output, delegateType: delegateType)
      }
    }
  }

  /// A request read off the input, waiting for the main thread.
  private struct AppRequest: Sendable {
    let message: JSONRPCMessage
    let id: RequestID
    let method: String
  }

  private static func route(_ event: SharedInput.Event, output: AppOutput, inbox: MainThreadInbox<AppRequest>) {
    let body: [UInt8]
    switch event {
    case .frame(let frame): body = frame
    case .end: exit(0)
    case .broken(let error):
      FileHandle.standardError.write(Data("app: protocol input is corrupt: \(error)\n".utf8))
      exit(65)
    }
    let message: JSONRPCMessage
    do {
      message = try JSONRPCMessage.decode(body)
    } catch {
      output.send(JSONRPCEncoding.errorResponse(error, id: nil))
      return
    }
    switch message.kind {
    case .notification(ExitNotification.method):
      exit(0)
    case .request(let id, let method):
      inbox.post(AppRequest(message: message, id: id, method: method))
    default:
      break
    }
  }
}

/// The app's end of the protocol output; writes are serialised.
final class AppOutput: Sendable {
  private let writer: Mutex<FrameWriter>

  init(writer: FrameWriter) { self.writer = Mutex(writer) }

  /// Sends one body; a host that has gone ends the app.
  func send(_ body: [UInt8]) {
    let failed = writer.withLock { writer -> Bool in
      do {
        try writer.write(body)
        return false
      } catch {
        return true
      }
    }
    if failed { exit(0) }
  }

  func reply<Result: Encodable>(_ result: Result, id: RequestID) {
    reply(id) { try JSONRPCEncoding.response(result, id: $0) }
  }

  /// A result that writes itself, found without a protocol lookup.
  func reply<Result: Encodable & FastJSONEncodable>(_ result: Result, id: RequestID) {
    reply(id) { try JSONRPCEncoding.response(result, id: $0) }
  }

  private func reply(_ id: RequestID, _ body: (RequestID) throws -> [UInt8]) {
    do {
      send(try body(id))
    } catch {
      send(JSONRPCEncoding.errorResponse(JSONRPCError(.internalError, JSONRPCEncoding.encodingFailure(error)), id: id))
    }
  }

  func fail(_ error: JSONRPCError, id: RequestID) { send(JSONRPCEncoding.errorResponse(error, id: id)) }

  func notify<Notification: RPCNotification>(_ notification: Notification) {
    guard let body = try? JSONRPCEncoding.notification(notification) else { return }
    send(body)
  }
}

/// The app's side of the conversation: launch once, then events; lives on the main actor.
@MainActor
final class AppSession {
  static let shared = AppSession()
  private var driver: AppLifecycleDriver?

  func serve(
    _ message: JSONRPCMessage, id: RequestID, method: String, output: AppOutput,
    delegateType: any UIApplicationDelegate.Type
  ) {
    CallbackLog.announce = { output.notify(AppCallbackNotification(callback: $0, returned: $1 ? true : nil)) }
    switch (method, driver) {
    case (AppLaunchRequest.method, nil):
      let request: AppLaunchRequest
      do {
        request = try message.params(AppLaunchRequest.self)
      } catch {
        output.fail(error, id: id)
        return
      }
      guard request.protocolVersion == HostProtocolVersion.current else {
        output.fail(
          JSONRPCError(
            .invalidRequest,
            "the host speaks protocol version \(request.protocolVersion); this app speaks \(HostProtocolVersion.current)"),
          id: id)
        return
      }
      guard let responder = delegateType as? UIResponder.Type,
        let delegate = responder.init(coder: CreationCoder()) as? any UIApplicationDelegate
      else {
        output.fail(
          JSONRPCError(
            .extensionLaunchFailed, "the app delegate \(delegateType) must subclass UIResponder, as Xcode's template does"),
          id: id)
        return
      }
      UIScreen.main = UIScreen(
        bounds: CGRect(x: 0, y: 0, width: request.screen.width, height: request.screen.height), scale: 3)
      let driver = AppLifecycleDriver(launch: request, appDelegate: delegate)
      self.driver = driver
      CallbackLog.reset()
      driver.start()
      finish(id: id, snapshot: nil, driver: driver, output: output)
    case (AppLaunchRequest.method, _?):
      output.fail(JSONRPCError(.invalidRequest, "app/launch was already received"), id: id)
    case (AppEventRequest.method, let driver?):
      let request: AppEventRequest
      do {
        request = try message.params(AppEventRequest.self)
      } catch {
        output.fail(error, id: id)
        return
      }
      CallbackLog.reset()
      let snapshot = driver.handle(request.event)
      finish(id: id, snapshot: snapshot, driver: driver, output: output)
    case (ShutdownRequest.method, _):
      output.reply(EmptyResult(), id: id)
    case (_, nil):
      output.fail(JSONRPCError(.notInitialized, "'\(method)' arrived before app/launch"), id: id)
    default:
      output.fail(JSONRPCError(.methodNotFound, "an app does not serve '\(method)'"), id: id)
    }
  }

  /// Lets the main queue and the animations settle, and the work the app's views started
  /// (`PendingAppWork`, for up to `pendingWorkLimit`), then answers with the screen.
  private func finish(id: RequestID, snapshot: ScreenTree?, driver: AppLifecycleDriver, output: AppOutput) {
    let callbacks = CallbackLog.ran
    let deadline = DispatchTime.now() + Self.pendingWorkLimit
    func reply() {
      let result = AppStepResult(
        callbacks: callbacks, state: UIApplication.shared.applicationState.word, screen: ViewCapture.screen(),
        snapshot: snapshot, notes: driver.takeNotes())
      output.reply(result, id: id)
    }
    func replyWhenIdle() {
      guard PendingAppWork.isIdle || DispatchTime.now() >= deadline else {
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(2)) { MainActor.assumeIsolated { replyWhenIdle() } }
        return
      }
      DispatchQueue.main.async { MainActor.assumeIsolated { reply() } }
    }
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        AnimationClock.shared.settle()
        DispatchQueue.main.async { MainActor.assumeIsolated { replyWhenIdle() } }
      }
    }
  }

  /// How long a step waits for work the app's views started (a `task`) before its screen is read.
  static let pendingWorkLimit = DispatchTimeInterval.seconds(1)
}
