public import Foundation
public import HostProtocol

/// A simulated stretch of a device's life, read from a scenario file (`ScenarioParser`): what the
/// app registers, what the person does, and what must hold. The format is in
/// `Documentation/Simulation.md`.
public struct Scenario: Sendable {
  /// The file it was read from, for messages.
  public var path: String
  /// The `scenario` line's title.
  public var title: String
  /// The device's time zone at the start.
  public var timeZone: TimeZone
  /// When the simulation starts and ends.
  public var begin: Date
  public var end: Date
  /// Whether Family Controls is authorised (`authorization approved|denied`).
  public var authorized: Bool
  /// The activities the app can start, by name.
  public var activities: [String: ActivityRegistration]
  /// What happens, in time order (a stable sort of the file's lines).
  public var steps: [ScenarioStep]
  /// The widgets on the device (`widget KIND FAMILY`): the host plays WidgetKit for them.
  public var widgets: [PlacedWidget] = []
  /// The user's Lock Screen widget access (`lock-screen-access on|off`; on unless it says off).
  public var lockScreenAccess = true
}

/// A widget the person placed (`widget KIND FAMILY`): its timeline runs on the virtual clock.
public struct PlacedWidget: Hashable, Sendable, CustomStringConvertible {
  /// The widget's `kind`.
  public var kind: String
  /// The family, by WidgetKit's name (`accessoryRectangular`).
  public var family: String
  /// The line that placed it.
  public var line: Int

  public var description: String { "\(kind) (\(family))" }
}

/// One timed line of a scenario.
public struct ScenarioStep: Sendable {
  /// The line in the file.
  public var line: Int
  /// When it happens.
  public var time: Date
  /// What happens.
  public var action: ScenarioAction
}

/// What a person uses: an app, a web domain, or the device itself (the home screen).
public enum UsageTarget: Hashable, Sendable, CustomStringConvertible {
  case application(String)
  case webDomain(String)
  case device

  public var description: String {
    switch self {
    case .application(let bundleIdentifier): "app \(bundleIdentifier)"
    case .webDomain(let domain): "web \(domain)"
    case .device: "the device"
    }
  }
}

/// What a step does.
public enum ScenarioAction: Sendable {
  /// The app calls `startMonitoring` for a declared activity.
  case startMonitoring(String)
  /// The app calls `stopMonitoring`; empty for all.
  case stopMonitoring([String])
  /// The person uses something for a while.
  case use(UsageTarget, seconds: TimeInterval)
  /// The person visits a target and presses a shield button (if a shield shows).
  case visit(VisitTarget, press: ShieldAction)
  /// The device's time zone changes.
  case changeTimeZone(TimeZone)
  /// The person locks or unlocks the device, or it restarts.
  case device(DeviceEvent)
  /// The target must be shielded (or not) now.
  case expectShielded(VisitTarget, Bool)
  /// A callback must have been delivered (at a time, when given) by now.
  case expectCallback(activity: String, callback: MonitorCallback, event: String?, at: Date?)
  /// The app calls `WidgetCenter.shared.reloadTimelines(ofKind:)`, or (nil) `reloadAllTimelines()`.
  case reloadWidgets(kind: String?)
  /// A person looking at the placed widget of `kind` can read `text` now (`shows`), or cannot (`hides`).
  case expectWidget(kind: String, text: String, readable: Bool)
}

/// What happens to the device's lock (`DeviceState`).
public enum DeviceEvent: String, Sendable {
  /// Locked: files of class complete cannot be opened (before the first unlock it stays that).
  case lock
  /// Unlocked: everything can be opened.
  case unlock
  /// Restarted: nothing protected can be opened until the first unlock; every process ends.
  case reboot

  /// The state after this event in `state`.
  public func state(after state: DeviceState) -> DeviceState {
    switch self {
    case .lock: state == .beforeFirstUnlock ? .beforeFirstUnlock : .locked
    case .unlock: .unlocked
    case .reboot: .beforeFirstUnlock
    }
  }
}
