import Foundation
package import HostProtocol
import ManagedSettings

extension DeviceActivityMonitor: ExtensionPrincipal {
  package static var extensionPoint: ExtensionPoint { .deviceActivityMonitor }
  package static var methods: [String] { [MonitorCallbackRequest.method] }

  /// Runs one callback on the main queue and answers when it returns, as iOS considers the
  /// extension done when the method returns.
  package func serve(_ message: JSONRPCMessage, replier: Replier) {
    guard message.method == MonitorCallbackRequest.method else {
      replier.fail(JSONRPCError(.methodNotFound, "a device activity monitor extension does not serve '\(message.method ?? "")'"))
      return
    }
    let request: MonitorCallbackRequest
    do {
      request = try message.params(MonitorCallbackRequest.self)
    } catch {
      replier.fail(error)
      return
    }
    guard let timeZone = TimeZone(identifier: request.timeZone) else {
      replier.fail(JSONRPCError(.invalidParams, "unknown time zone '\(request.timeZone)'"))
      return
    }
    if request.callback.takesEvent, request.event == nil {
      replier.fail(JSONRPCError(.invalidParams, "\(request.callback.rawValue) needs an event name"))
      return
    }
    DeviceClock.simulate(now: Date(timeIntervalSince1970: request.now), timeZone: timeZone)
    let activity = DeviceActivityName(request.activity)
    let event = DeviceActivityEvent.Name(request.event ?? "")
    switch request.callback {
    case .intervalDidStart: intervalDidStart(for: activity)
    case .intervalDidEnd: intervalDidEnd(for: activity)
    case .eventDidReachThreshold: eventDidReachThreshold(event, activity: activity)
    case .intervalWillStartWarning: intervalWillStartWarning(for: activity)
    case .intervalWillEndWarning: intervalWillEndWarning(for: activity)
    case .eventWillReachThresholdWarning: eventWillReachThresholdWarning(event, activity: activity)
    }
    replier.reply(EmptyResult())
  }
}
