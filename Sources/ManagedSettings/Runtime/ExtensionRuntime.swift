import Foundation
import HostProtocol

/// Serves the host protocol for one principal class: the handshake, then requests on the main thread.
///
/// The main thread reads the protocol input itself and runs each request's principal method
/// there, as iOS does, draining the main queue between requests so `DispatchQueue.main` and the
/// main actor work in extension code (`MainThreadLoop`). A thread waiting for the host's answer
/// (`HostRequests`) reads the input meanwhile; while the main thread is busy with one request for
/// longer than `overtakeAfter`, a watcher thread reads it, so cancellation and `exit` still
/// overtake a slow principal (within `overtakeAfter` of each other, or `idleLook` after a quiet
/// spell). Requests and the SDK modules' notifications (a Darwin notification's delivery) read by
/// any thread run on the main thread, in the order they were read, a notification's observers
/// before the request read after it. End of file on the input means the host is gone: the
/// process exits.
final class ExtensionRuntime: Sendable {
  private let session: PrincipalSession
  private let input: SharedInput
  private let inbox: MainThreadInbox<MainThreadWork>
  private let activity = MainThreadActivity()

  /// How long the main thread may be busy with one piece of work before the watcher reads the
  /// input in its place.
  static let overtakeAfter: Duration = .milliseconds(20)

  init(channel: ProtocolChannel, session: PrincipalSession, requests: HostRequests, input descriptor: Int32, maxMessageBytes: Int) {
    self.session = session
    let inbox = MainThreadInbox<MainThreadWork>()
    self.inbox = inbox
    let router = FrameRouter(channel: channel, requests: requests, inbox: inbox)
    input = SharedInput(descriptor: descriptor, maxMessageBytes: maxMessageBytes, route: router.route)
    requests.readWhileWaiting(input)
  }

  /// Serves until the host is gone; call it on the main thread.
  func run() -> Never {
    let input = input
    let activity = activity
    Thread.detachNewThread { Self.watch(input, activity) }
    let session = session
    MainThreadLoop.run(input: input, inbox: inbox, activity: activity) { work in
      switch work {
      case .request(let request):
        MainActor.assumeIsolated { session.serve(request.message, method: request.method, replier: request.replier) }
      case .notification(let message, let method):
        // An SDK module's notification (a Darwin notification's delivery) queues its callbacks on
        // the main queue; they run now, before the next request, which arrived after it.
        HostLink.deliverNotification(message, method: method)
        MainThreadLoop.drainMainQueue()
      }
    }
  }

  /// Reads the input whenever the main thread has been busy with one piece of work for longer
  /// than `overtakeAfter`. While nothing happens it looks less and less often (up to
  /// `idleLook`), so an idle extension costs almost no wake-ups; any activity brings it back to
  /// `overtakeAfter`.
  private static func watch(_ input: SharedInput, _ activity: MainThreadActivity) -> Never {
    let tick = Int32(overtakeAfter / .milliseconds(1))
    var interval = tick
    var seen = activity.mark
    while true {
      usleep(useconds_t(interval) * 1000)
      guard activity.isBusy(sameAs: seen) else {
        let mark = activity.mark
        interval = mark == seen ? min(interval * 2, Int32(idleLook / .milliseconds(1))) : tick
        seen = mark
        continue
      }
      interval = tick
      while activity.isBusy(sameAs: seen) {
        if !input.pumpIfFree(timeoutMilliseconds: tick) { usleep(useconds_t(tick) * 1000) }
      }
    }
  }

  /// The longest the watcher sleeps while the main thread does nothing.
  static let idleLook: Duration = .milliseconds(320)
}

/// A request read off the input, waiting for the main thread.
private struct IncomingRequest: Sendable {
  let message: JSONRPCMessage
  let method: String
  let replier: Replier
}

/// What the main thread runs, in the order it was read: requests, and the notifications the SDK
/// modules handle with the extension's own callbacks (a Darwin notification's observers), which
/// must run before any request read after them, as the app's run loop would run them.
private enum MainThreadWork: Sendable {
  case request(IncomingRequest)
  case notification(JSONRPCMessage, method: String)
}

/// Routes what the input yields, on the thread that read it: requests to the main thread,
/// answers to the thread waiting for them; `exit` and `$/cancelRequest` at once.
private struct FrameRouter: Sendable {
  let channel: ProtocolChannel
  let requests: HostRequests
  let inbox: MainThreadInbox<MainThreadWork>
  /// The notifications handled where they are read: `exit`, `$/cancelRequest`.
  let notifications: MethodHandlers<Void>

  init(channel: ProtocolChannel, requests: HostRequests, inbox: MainThreadInbox<MainThreadWork>) {
    self.channel = channel
    self.requests = requests
    self.inbox = inbox
    var notifications = MethodHandlers<Void>(peer: "the extension")
    notifications.receive(ExitNotification.self, ignoringParams: { _ in
      FrameworkCallbacks.finish()
      SharedDefaults.synchronize()
      exit(0)
    })
    notifications.receive(CancelRequestNotification.self) { cancel, _ in channel.cancel(cancel.id) }
    self.notifications = notifications
  }

  func route(_ event: SharedInput.Event) {
    switch event {
    case .frame(let body):
      route(body)
    case .end:
      FrameworkCallbacks.finish()
      SharedDefaults.synchronize()
      exit(0)
    case .broken(let error):
      FileHandle.standardError.write(Data("extension: protocol input is corrupt: \(error)\n".utf8))
      exit(65)
    }
  }

  private func route(_ body: [UInt8]) {
    let message: JSONRPCMessage
    do {
      message = try JSONRPCMessage.decode(body)
    } catch {
      channel.send(JSONRPCEncoding.errorResponse(error, id: nil))
      return
    }
    switch message.kind {
    case .notification(let method):
      // The runtime's own notifications at once; the rest go, in order with the requests, to the
      // SDK modules' handlers on the main thread (Darwin notifications); unknown ones are ignored
      // there, as JSON-RPC requires.
      if !notifications.receive(message, method: method, context: ()) {
        inbox.post(.notification(message, method: method))
      }
    case .request(let id, let method):
      channel.begin(id)
      inbox.post(.request(IncomingRequest(message: message, method: method, replier: Replier(id: id, channel: channel))))
    case .response, .errorResponse:
      requests.deliver(message)
    }
  }
}

/// The principal object and the handshake state; lives on the main actor, like extension code on iOS.
@MainActor
final class PrincipalSession {
  private let localManifest: LocalManifest?
  private var principal: (any ExtensionPrincipal)?
  private var shuttingDown = false
  /// The principal the runtime was started with (a widget extension's), instead of the manifest's class.
  private let fixedPrincipal: (any ExtensionPrincipal.Type)?

  init(localManifest: LocalManifest?, fixedPrincipal: (any ExtensionPrincipal.Type)? = nil) {
    self.localManifest = localManifest
    self.fixedPrincipal = fixedPrincipal
  }

  /// Runs on the main queue.
  func serve(_ message: JSONRPCMessage, method: String, replier: Replier) {
    if shuttingDown {
      replier.fail(JSONRPCError(.invalidRequest, "the extension is shutting down"))
      return
    }
    switch (method, principal) {
    case (InitializeRequest.method, nil):
      initialize(message, replier: replier)
    case (InitializeRequest.method, _?):
      replier.fail(JSONRPCError(.invalidRequest, "initialize was already received"))
    case (ShutdownRequest.method, _):
      shuttingDown = true
      FrameworkCallbacks.finish()  // a completion handler still logging or writing gets to finish
      replier.reply(EmptyResult())
    case (_, nil):
      replier.fail(JSONRPCError(.notInitialized, "'\(method)' arrived before initialize"))
    case (_, let principal?):
      SharedDefaults.synchronize()  // see what the app and the other extension wrote
      principal.serve(message, replier: replier)
    }
  }

  private func initialize(_ message: JSONRPCMessage, replier: Replier) {
    let request: InitializeRequest
    do {
      request = try message.params(InitializeRequest.self)
    } catch {
      replier.fail(error)
      return
    }
    let resolution =
      fixedPrincipal.map { PrincipalResolution.check(request, serving: $0, localManifest: localManifest) }
      ?? PrincipalResolution.resolve(request, localManifest: localManifest)
    switch resolution {
    case .failure(let error):
      replier.fail(error)
    case .success(let principalType):
      guard let principal = principalType.init(coder: PrincipalCoder()) else {
        replier.fail(JSONRPCError(.internalError, "the principal class '\(request.principalClass)' could not be created"))
        return
      }
      self.principal = principal
      replier.reply(
        InitializeResult(
          protocolVersion: HostProtocolVersion.current, principalClass: principalType.entryPointName ?? request.principalClass,
          methods: principalType.methods))
    }
  }
}
