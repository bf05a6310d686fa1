public import Foundation

/// The principal class of a device activity monitor extension subclasses this, as DeviceActivity's
/// `DeviceActivityMonitor`; the system (here the host) calls its methods, and the base
/// implementations do nothing.
///
/// Apple (developer.apple.com/documentation/deviceactivity/deviceactivitymonitor): an interval
/// "starts when someone first uses the device within the activity's scheduled time interval";
/// `intervalDidEnd(for:)` also comes when the app stops monitoring an activity whose interval is
/// ongoing. The process may end as soon as a method returns: finish the work before returning.
open class DeviceActivityMonitor: NSObject {
  /// A monitor. A subclass may declare `override init()`, as on iOS.
  public override init() { super.init() }

  /// Used by the runtime to create the principal class from its name (there is no Objective-C
  /// runtime): calls the subclass's `init()`. A subclass that declares `override init()` inherits
  /// it, so its `init()` runs, as on iOS.
  public required convenience init?(coder: NSCoder) { self.init() }

  /// The activity's interval started (at the first use of the device within it).
  open func intervalDidStart(for activity: DeviceActivityName) {}

  /// The activity's interval ended, or monitoring of it stopped while it was ongoing.
  open func intervalDidEnd(for activity: DeviceActivityName) {}

  /// The usage counted by `event` reached its threshold within `activity`'s interval.
  open func eventDidReachThreshold(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {}

  /// The activity's interval starts in the schedule's `warningTime`.
  open func intervalWillStartWarning(for activity: DeviceActivityName) {}

  /// The activity's interval ends in the schedule's `warningTime`.
  open func intervalWillEndWarning(for activity: DeviceActivityName) {}

  /// The usage counted by `event` is the schedule's `warningTime` away from its threshold.
  open func eventWillReachThresholdWarning(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {}
}
