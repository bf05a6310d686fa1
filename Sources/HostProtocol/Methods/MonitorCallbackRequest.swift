/// One `DeviceActivityMonitor` callback, sent by the host to a monitor extension when the
/// simulated system would wake it.
///
/// `now` and `timeZone` are the simulated clock at delivery: the SDK's `DeviceActivityCenter` and
/// `DeviceActivitySchedule.nextInterval` read them while the callback runs. The extension answers
/// when the callback method returns; iOS may end the process as soon as it does.
public struct MonitorCallbackRequest: RPCRequest {
  public static let method = "deviceActivity/callback"
  public typealias Response = EmptyResult

  /// Which of the six callbacks.
  public var callback: MonitorCallback
  /// The `DeviceActivityName`'s raw value.
  public var activity: String
  /// The `DeviceActivityEvent.Name`'s raw value, for the two event callbacks.
  public var event: String?
  /// The simulated time, in seconds since 1970.
  public var now: Double
  /// The simulated device's time zone identifier (`Europe/Paris`).
  public var timeZone: String

  /// The callback as Swift calls it, `intervalDidStart(for: bedtime)`: what a fault that
  /// interrupted it names, instead of the method on the wire.
  public var label: String? { callback.call(activity: activity, event: event) }

  public init(callback: MonitorCallback, activity: String, event: String?, now: Double, timeZone: String) {
    self.callback = callback
    self.activity = activity
    self.event = event
    self.now = now
    self.timeZone = timeZone
  }
}

/// The six `DeviceActivityMonitor` methods, by their Swift names.
public enum MonitorCallback: String, Codable, Hashable, Sendable, CaseIterable {
  case intervalDidStart
  case intervalDidEnd
  case eventDidReachThreshold
  case intervalWillStartWarning
  case intervalWillEndWarning
  case eventWillReachThresholdWarning

  /// The call as Swift writes it: `intervalDidStart(for: bedtime)`, `eventDidReachThreshold(social, activity: bedtime)`.
  public func call(activity: String, event: String?) -> String {
    takesEvent ? "\(rawValue)(\(event ?? ""), activity: \(activity))" : "\(rawValue)(for: \(activity))"
  }

  /// Whether the callback names an event as well as the activity.
  public var takesEvent: Bool { self == .eventDidReachThreshold || self == .eventWillReachThresholdWarning }
}
