import Foundation
import HostProtocol

/// Serves the host protocol for one principal class: the handshake, then requests on the main queue.
///
/// A reader thread takes frames off the protocol input and hands them to the main queue in order,
/// so principal methods run on the main thread, as on iOS, and `DispatchQueue.main` works in
/// extension code. Cancellation and `exit` overtake the queue, and answers to the extension's own
/// requests (`HostRequests`) go straight to the thread waiting for them. End of file on the
/// protocol input means the host is gone: the process exits.
final class ExtensionRuntime: Sendable {
  private let channel: ProtocolChannel
  private let session: PrincipalSession
  private let requests: HostRequests
  /// The notifications that overtake the main queue: `exit`, `$/cancelRequest`.
  private let notifications: MethodHandlers<Void>

  init(channel: ProtocolChannel, session: PrincipalSession, requests: HostRequests) {
    self.channel = channel
    self.session = session
    self.requests = requests
    var notifications = MethodHandlers<Void>(peer: "the extension")
    notifications.receive(ExitNotification.self, ignoringParams: { _ in
      SharedDefaults.synchronize()
      exit(0)
    })
    notifications.receive(CancelRequestNotification.self) { cancel, _ in channel.cancel(cancel.id) }
    self.notifications = notifications
  }

  /// Reads frames until end of file; runs on a thread of its own.
  func readLoop(from descriptor: Int32, maxMessageBytes: Int) -> Never {
    var reader = FrameReader(descriptor: descriptor, maxMessageBytes: maxMessageBytes)
    while true {
      let body: [UInt8]?
      do {
        body = try reader.next()
      } catch {
        FileHandle.standardError.write(Data("extension: protocol input is corrupt: \(error)\n".utf8))
        exit(65)
      }
      guard let body else {
        SharedDefaults.synchronize()
        exit(0)
      }
      route(body)
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
      // The runtime's own notifications first; the rest go to the SDK modules' handlers (user
      // notifications, Darwin notifications); unknown ones are ignored, as JSON-RPC requires.
      if !notifications.receive(message, method: method, context: ()) {
        HostLink.deliverNotification(message, method: method)
      }
    case .request(let id, let method):
      channel.begin(id)
      let replier = Replier(id: id, channel: channel)
      let session = session
      DispatchQueue.main.async { session.serve(message, method: method, replier: replier) }
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
      let principal = principalType.init()
      self.principal = principal
      replier.reply(
        InitializeResult(
          protocolVersion: HostProtocolVersion.current, principalClass: principalType.entryPointName ?? request.principalClass,
          methods: principalType.methods))
    }
  }
}
