/// Work the app started that a lifecycle step waits for before its screen is read, as a phone
/// would have run it by the time a person looks: the tasks SwiftUI's `task` modifier starts (an
/// app lock asking Face ID at launch). Counted on the main actor.
@MainActor
package enum PendingAppWork {
  private static var running = 0

  /// Whether any such work is still running.
  static var isIdle: Bool { running == 0 }

  /// Counts a piece of work in.
  package static func begin() { running += 1 }

  /// Counts a piece of work out.
  package static func end() { running = max(0, running - 1) }
}
