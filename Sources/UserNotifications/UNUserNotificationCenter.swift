public import Foundation
import HostProtocol
import ManagedSettings
import Synchronization

/// The app's notification center, as UserNotifications' `UNUserNotificationCenter`.
///
/// A request the extension adds goes to the host, which shows it in the visit (terminal, SVG,
/// transcript) as the notification the user would see, with its delivery time. Authorization is
/// the status the host set (see `UNAuthorizationStatus`); when it does not allow notifications,
/// `add` fails with `UNError.notificationsNotAllowed`, as on iOS, and the visit says nothing
/// would be shown. Completion handlers run on a background queue, as on iOS.
public final class UNUserNotificationCenter: NSObject, Sendable {
  private static let shared = UNUserNotificationCenter()
  private let pending = Mutex<[String: UNNotificationRequest]>([:])
  private let categories = Mutex<Set<UNNotificationCategory>>([])
  private let status = UNAuthorizationStatus.granted

  private override init() { super.init() }

  /// The app's center.
  public static func current() -> UNUserNotificationCenter { shared }

  /// Schedules `request`; `completionHandler` gets nil, or the error when notifications are not
  /// allowed.
  public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
    let error = schedule(request)
    guard let completionHandler else { return }
    FrameworkCallbacks.deliver { completionHandler(error) }
  }

  /// Schedules `request`; throws when notifications are not allowed.
  public func add(_ request: UNNotificationRequest) async throws {
    if let error = schedule(request) { throw error }
  }

  private func schedule(_ request: UNNotificationRequest) -> (any Error)? {
    let now = Date()
    let date = request.trigger.map { $0.nextDate(after: now) } ?? now
    let allowed = status.delivers
    if allowed { pending.withLock { $0[request.identifier] = request } }
    let content = request.content
    HostLink.notify(
      UserNotificationAddedNotification(
        identifier: request.identifier, title: content.title, subtitle: content.subtitle, body: content.body,
        trigger: request.trigger?.summary ?? "immediately", deliveryDate: date?.timeIntervalSince1970,
        repeats: request.trigger?.repeats ?? false, authorized: allowed))
    return allowed ? nil : UNError(code: .notificationsNotAllowed)
  }

  /// Asks to show notifications. An extension cannot show the system prompt: the answer is the
  /// status the host set (granted when it allows notifications).
  public func requestAuthorization(
    options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    let granted = status.delivers
    FrameworkCallbacks.deliver { completionHandler(granted, nil) }
  }

  /// Asks to show notifications (see the completion-handler form).
  public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { status.delivers }

  /// The app's settings.
  public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
    let settings = UNNotificationSettings(authorizationStatus: status)
    FrameworkCallbacks.deliver { completionHandler(settings) }
  }

  /// The app's settings.
  public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings(authorizationStatus: status) }

  /// The requests this process added that have not been removed.
  public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
    let requests = pendingRequests()
    FrameworkCallbacks.deliver { completionHandler(requests) }
  }

  /// The requests this process added that have not been removed.
  public func pendingNotificationRequests() async -> [UNNotificationRequest] { pendingRequests() }

  private func pendingRequests() -> [UNNotificationRequest] {
    pending.withLock { $0.values.sorted { $0.identifier < $1.identifier } }
  }

  /// Removes pending requests by identifier.
  public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    pending.withLock { requests in for identifier in identifiers { requests[identifier] = nil } }
  }

  /// Removes every pending request.
  public func removeAllPendingNotificationRequests() { pending.withLock { $0.removeAll() } }

  /// Removes delivered notifications; none are delivered while a visit runs.
  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

  /// Removes every delivered notification; none are delivered while a visit runs.
  public func removeAllDeliveredNotifications() {}

  /// Replaces the app's notification categories (kept for `getNotificationCategories`; the host
  /// shows a notification without its action buttons).
  public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    self.categories.withLock { $0 = categories }
  }

  /// The app's notification categories, on a background queue.
  public func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
    let categories = categories.withLock { $0 }
    FrameworkCallbacks.deliver { completionHandler(categories) }
  }

  /// The app's notification categories.
  public func notificationCategories() async -> Set<UNNotificationCategory> { categories.withLock { $0 } }

  /// Sets the app icon's badge (iOS 17); accepted.
  public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
    guard let completionHandler else { return }
    FrameworkCallbacks.deliver { completionHandler(nil) }
  }
}
