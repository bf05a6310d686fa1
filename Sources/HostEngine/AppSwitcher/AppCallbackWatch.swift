import HostProtocol
import Synchronization

/// What the host serves an app: nothing it can ask for, and it watches the `app/callback`
/// notifications so that a callback that never returns, or crashes, is named, and work the app
/// runs between callbacks (queued by one that returned) is not blamed on a callback.
final class AppCallbackWatch: HostService {
  /// Where the app is in its callbacks.
  struct Position: Equatable, Sendable {
    /// The callbacks started and not yet returned, outermost first.
    var running: [String] = []
    /// The callback that started last, nil before any.
    var last: String?
    /// The delegate method that started last (`sceneDidEnterBackground(_:)`, not a notification's
    /// name): the one whose work runs after it, nil before any.
    var lastMethod: String?
    /// Whether a callback started since the current step began.
    var startedInThisStep = false

    /// A new step begins.
    mutating func beginStep() { startedInThisStep = false }

    /// The app announced that `callback` starts, or has returned.
    mutating func record(_ callback: AppCallbackNotification) {
      if callback.returned == true {
        if let index = running.lastIndex(of: callback.callback) { running.remove(at: index) }
      } else {
        running.append(callback.callback)
        last = callback.callback
        if callback.callback.hasSuffix(")") { lastMethod = callback.callback }
        startedInThisStep = true
      }
    }
  }

  private let position = Mutex(Position())

  /// Where the app is now.
  var current: Position { position.withLock { $0 } }

  /// A new step begins: called before its request is sent, when every announcement of the steps
  /// before it has arrived (the app announces its callbacks before it answers a step).
  func beginStep() { position.withLock { $0.beginStep() } }

  func environment(for target: ExtensionTarget) -> [String: String] { [:] }

  func answer(_ request: JSONRPCMessage, id: RequestID, method: String, from connection: ExtensionConnection) -> [UInt8] {
    JSONRPCEncoding.errorResponse(JSONRPCError(.methodNotFound, "the host serves an app no '\(method)'"), id: id)
  }

  func receive(_ notification: JSONRPCMessage, method: String, from connection: ExtensionConnection) {
    guard method == AppCallbackNotification.method, let params = try? notification.params(AppCallbackNotification.self)
    else { return }
    position.withLock { $0.record(params) }
  }
}
