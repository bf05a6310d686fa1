import Synchronization

/// Whether the app is in the background now, for the frameworks that behave otherwise there and
/// run off the main actor (LocalAuthentication: the system does not show Face ID for an app in
/// the background). `UIApplication.applicationState` records it; a process that is no app (an
/// extension, a widget) never sets a state, so it is never in the background.
package enum AppPresence {
  private static let background = Atomic<Bool>(false)

  /// True while the app's state is `.background`.
  package static var isInBackground: Bool { background.load(ordering: .acquiring) }

  static func record(_ state: UIApplication.State) {
    background.store(state == .background, ordering: .releasing)
  }
}
