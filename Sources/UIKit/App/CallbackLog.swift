import Foundation
import HostProtocol

/// The callbacks one step ran, in order, and which of them the app implements.
///
/// The runtime wraps each delegate call in `call(_:_:)`; the protocols' default implementations
/// call `notImplemented()`, so a callback the app does not write is not listed as its code.
@MainActor
package enum CallbackLog {
  private static var current: String?
  private static var defaultReached = false
  /// The app's own callbacks this step ran, as Swift names them.
  private(set) static var ran: [String] = []
  /// Sends each callback's name to the host as it starts, and as it returns (`true`); nil without a host.
  static var announce: ((String, _ returned: Bool) -> Void)?

  /// Runs `body` as the callback `name`, recording it when the app implements it.
  static func call(_ name: String, _ body: () -> Void) {
    announce?(name, false)
    current = name
    defaultReached = false
    body()
    if !defaultReached { ran.append(name) }
    current = nil
    announce?(name, true)
  }

  /// Posts `name` on the default notification center, as UIKit does around each callback; the
  /// app's observers run as callbacks of their own.
  static func post(_ name: Notification.Name, object: AnyObject?) {
    announce?(name.rawValue, false)
    NotificationCenter.default.post(name: name, object: object)
    announce?(name.rawValue, true)
  }

  /// Called by the protocols' default implementations, and by SwiftUI's own delegates when the
  /// app has none of its own to call.
  nonisolated package static func notImplemented() {
    MainActor.assumeIsolated { defaultReached = true }
  }

  /// Starts a new step.
  static func reset() { ran = [] }
}
