public import Foundation
import ManagedSettings

/// A notification the system delivered, as UserNotifications' `UNNotification`: the request it
/// came from and when it was shown.
///
/// The host shows each added request as the notification a person would see, with its delivery
/// time, but nothing is delivered into the process while a visit runs, so the center's list of
/// delivered notifications is empty (see `UNUserNotificationCenter.deliveredNotifications()`).
public final class UNNotification: NSObject, Sendable {
  /// The request the notification came from.
  public let request: UNNotificationRequest
  /// When the notification was delivered.
  public let date: Date

  init(request: UNNotificationRequest, date: Date) {
    self.request = request
    self.date = date
    super.init()
  }
}

extension UNUserNotificationCenter {
  /// The app's notifications still in Notification Center: none while a visit runs.
  public func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
    FrameworkCallbacks.deliver { completionHandler([]) }
  }

  /// The app's notifications still in Notification Center: none while a visit runs.
  public func deliveredNotifications() async -> [UNNotification] { [] }
}
