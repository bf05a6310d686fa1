import UIKit

/// Where a scene is in its life, as SwiftUI's `ScenePhase`: what `@Environment(\.scenePhase)`
/// reads. Ordered as in SwiftUI: `background < inactive < active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// Not visible: the App Switcher's snapshot is taken in this phase.
  case background
  /// Visible but not taking events: the App Switcher is opening, a call came in.
  case inactive
  /// In the foreground and interactive.
  case active

  /// The phase of a UIKit scene in `state` (an unattached scene is in the background).
  init(_ state: UIScene.ActivationState) {
    switch state {
    case .foregroundActive: self = .active
    case .foregroundInactive: self = .inactive
    case .background, .unattached: self = .background
    }
  }

  /// The phase of an app without scenes in `state`.
  init(_ state: UIApplication.State) {
    switch state {
    case .active: self = .active
    case .inactive: self = .inactive
    case .background: self = .background
    }
  }
}

extension EnvironmentValues {
  /// The phase of the scene the view is in. `UIHostingController` sets it from its window's scene
  /// when the App Switcher captures the window; a widget's view reads `.active`.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}

private struct ScenePhaseKey: EnvironmentKey {
  static var defaultValue: ScenePhase { .active }
}
