/// Tells the host that the extension added a local notification request
/// (`UNUserNotificationCenter.add(_:)`), so the visit can show the notification the user would
/// see and when.
public struct UserNotificationAddedNotification: RPCNotification {
  public static let method = "userNotifications/add"

  /// The request's identifier; a second request with the same one replaces the first, as on iOS.
  public var identifier: String
  public var title: String
  public var subtitle: String
  public var body: String
  /// The trigger in words: "immediately", "after 300 s", "at hour 21 minute 0, repeating".
  public var trigger: String
  /// When it would be delivered, seconds since 1970; nil when it never would (a calendar
  /// trigger that matches no date).
  public var deliveryDate: Double?
  /// Whether the trigger repeats.
  public var repeats: Bool
  /// Whether the app is authorized to show notifications; when not, iOS delivers nothing.
  public var authorized: Bool

  public init(
    identifier: String, title: String, subtitle: String, body: String, trigger: String, deliveryDate: Double?,
    repeats: Bool, authorized: Bool
  ) {
    self.identifier = identifier
    self.title = title
    self.subtitle = subtitle
    self.body = body
    self.trigger = trigger
    self.deliveryDate = deliveryDate
    self.repeats = repeats
    self.authorized = authorized
  }
}
