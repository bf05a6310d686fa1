import HostProtocol
import Synchronization

/// What the host serves an app: nothing it can ask for, and it watches the `app/callback`
/// notifications so that a callback that never returns, or crashes, is named.
final class AppCallbackWatch: HostService {
  private let current = Mutex<String?>(nil)

  /// The callback that started last (`sceneDidEnterBackground(_:)`), nil before any.
  var lastStarted: String? { current.withLock { $0 } }

  func environment(for target: ExtensionTarget) -> [String: String] { [:] }

  func answer(_ request: JSONRPCMessage, id: RequestID, method: String, from connection: ExtensionConnection) -> [UInt8] {
    JSONRPCEncoding.errorResponse(JSONRPCError(.methodNotFound, "the host serves an app no '\(method)'"), id: id)
  }

  func receive(_ notification: JSONRPCMessage, method: String, from connection: ExtensionConnection) {
    guard method == AppCallbackNotification.method, let params = try? notification.params(AppCallbackNotification.self)
    else { return }
    current.withLock { $0 = params.callback }
  }
}
