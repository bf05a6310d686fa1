import Dispatch

/// Completion handlers the SDK's frameworks call on a background thread, as Apple's do
/// (`UNUserNotificationCenter.add(_:withCompletionHandler:)`, `AuthorizationCenter`).
///
/// The runtime answers `shutdown`, and exits on `exit` or the end of its input, only once those
/// still running have returned (or after `patience` each time), so what a principal logs or
/// writes in such a handler, right after it answered, is not cut off by the host's `exit`. The
/// patience stays below the host's default stop grace (300 ms a step), so a slow handler never
/// turns a clean stop into a kill. Work the principal dispatches itself is its own, as on iOS.
package enum FrameworkCallbacks {
  private static let running = DispatchGroup()

  /// How long each step of a stop waits for handlers still running.
  static let patience: DispatchTimeInterval = .milliseconds(200)

  /// Runs `handler` on a background queue.
  package static func deliver(_ handler: @escaping @Sendable () -> Void) {
    running.enter()
    DispatchQueue.global().async {
      handler()
      running.leave()
    }
  }

  /// Waits, at most `patience`, for the handlers still running.
  static func finish() {
    _ = running.wait(timeout: .now() + patience)
  }
}
