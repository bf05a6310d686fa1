import Dispatch

/// Completion handlers the SDK's frameworks call on a background thread, as Apple's do
/// (`UNUserNotificationCenter.add(_:withCompletionHandler:)`, `AuthorizationCenter`).
///
/// The runtime answers `shutdown` only once those still running have returned (or after
/// `shutdownPatience`), so what a principal logs or writes in such a handler, right after it
/// answered, is not cut off by the host's `exit`. Work the principal dispatches itself is its
/// own, as on iOS.
package enum FrameworkCallbacks {
  private static let running = DispatchGroup()

  /// How long `shutdown` waits for handlers still running.
  static let shutdownPatience: DispatchTimeInterval = .seconds(1)

  /// Runs `handler` on a background queue.
  package static func deliver(_ handler: @escaping @Sendable () -> Void) {
    running.enter()
    DispatchQueue.global().async {
      handler()
      running.leave()
    }
  }

  /// Waits, at most `shutdownPatience`, for the handlers still running.
  static func finish() {
    _ = running.wait(timeout: .now() + shutdownPatience)
  }
}
