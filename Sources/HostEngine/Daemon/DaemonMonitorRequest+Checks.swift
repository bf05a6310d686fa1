import Foundation
import HostProtocol

// `host/monitor`'s values, checked where the request enters the daemon: a client's bad value is an
// `invalidParams` answer naming the member and what it must be, never a trap or a callback the
// monitor is then blamed for.

extension DaemonMonitorRequest {
  /// The batch as the daemon delivers it.
  struct Checked {
    var callbacks: [Callback]
    var now: Date
    var timeZone: TimeZone
    var callbackTimeout: Duration
    /// nil: the daemon's.
    var device: DeviceState?
  }

  /// The request's values, or the first one that is wrong.
  func checked() throws(JSONRPCError) -> Checked {
    guard !callbacks.isEmpty, callbacks.count <= Self.maxCallbacks else {
      throw JSONRPCError(.invalidParams, "callbacks must hold 1 to \(Self.maxCallbacks) callbacks, not \(callbacks.count)")
    }
    for (index, item) in callbacks.enumerated() {
      let member = "callbacks[\(index)]"
      guard Self.isName(item.activity) else {
        throw JSONRPCError(.invalidParams, "\(member).activity must be a name of 1 to \(Self.maxNameLength) characters")
      }
      switch (item.callback.takesEvent, item.event) {
      case (true, let event?) where Self.isName(event): break
      case (true, _):
        throw JSONRPCError(
          .invalidParams, "\(member): \(item.callback.rawValue) needs an event, a name of 1 to \(Self.maxNameLength) characters")
      case (false, nil): break
      case (false, _?): throw JSONRPCError(.invalidParams, "\(member): \(item.callback.rawValue) takes no event")
      }
    }
    var timeout = MonitorBatch.defaultCallbackTimeout
    if let value = callbackTimeoutMilliseconds {
      guard NumberRule.milliseconds.accepts(value) else {
        throw JSONRPCError(.invalidParams, "callbackTimeoutMilliseconds must be \(NumberRule.milliseconds.expectation), not \(value)")
      }
      timeout = .milliseconds(value)
    }
    var zone = TimeZone.current
    if let timeZone {
      guard let named = TimeZone(identifier: timeZone) else {
        throw JSONRPCError(.invalidParams, "timeZone must be a time zone identifier such as \"Europe/Paris\", not \(Self.shown(timeZone))")
      }
      zone = named
    }
    var date = Date()
    if let now {
      // Year 1 to 9999: what `Date` and the calendar compute with.
      guard now.isFinite, (-62_135_596_800...253_402_300_799).contains(now) else {
        throw JSONRPCError(.invalidParams, "now must be seconds since 1970 between the years 1 and 9999, not \(now)")
      }
      date = Date(timeIntervalSince1970: now)
    }
    return Checked(
      callbacks: callbacks, now: date, timeZone: zone, callbackTimeout: timeout, device: try DeviceState.requested(device))
  }

  /// The longest activity or event name a batch may carry.
  static let maxNameLength = 256

  private static func isName(_ text: String) -> Bool { !text.isEmpty && text.count <= maxNameLength }

  private static func shown(_ text: String) -> String {
    text.count > 40 ? "\"\(text.prefix(40))…\"" : "\"\(text)\""
  }
}
