public import ActivityKit
public import SwiftUI

private struct ActivityFamilyKey: EnvironmentKey { static var defaultValue: ActivityFamily { .medium } }

extension EnvironmentValues {
  /// The size a Live Activity is drawn at (iOS 18): `.medium` on the Lock Screen and in the
  /// Dynamic Island, `.small` in CarPlay and the Apple Watch Smart Stack for an activity that
  /// declares `supplementalActivityFamilies([.small])`. Read-only: the system sets it, and the
  /// phone's own presentations, the ones this host knows, are `.medium`.
  public var activityFamily: ActivityFamily {
    get { self[ActivityFamilyKey.self] }
  }
}
