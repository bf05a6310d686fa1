/// A Darwin notification the extension posts (`CFNotificationCenterPostNotification` on the
/// Darwin notify center): the host passes it to every process observing the name, and the
/// visit shows it.
public struct DarwinNotificationPostNotification: RPCNotification {
  public static let method = "darwinNotification/post"

  /// The notification's name, such as `com.example.FocusApp.shieldPressed`.
  public var name: String

  public init(name: String) { self.name = name }
}

/// The extension starts or stops observing a Darwin notification name
/// (`CFNotificationCenterAddObserver` / `RemoveObserver`).
public struct DarwinNotificationObserveNotification: RPCNotification {
  public static let method = "darwinNotification/observe"

  /// The name observed.
  public var name: String
  /// false when the extension no longer observes it.
  public var observing: Bool

  public init(name: String, observing: Bool) {
    self.name = name
    self.observing = observing
  }
}

/// The host delivers a Darwin notification another process posted to an extension observing it.
public struct DarwinNotificationDeliverNotification: RPCNotification {
  public static let method = "darwinNotification/deliver"

  /// The name posted.
  public var name: String

  public init(name: String) { self.name = name }
}
