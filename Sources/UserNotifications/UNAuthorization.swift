public import Foundation

/// Whether the app may show notifications, as `UNAuthorizationStatus`, Apple's raw values.
public enum UNAuthorizationStatus: Int, Sendable {
  case notDetermined = 0
  case denied = 1
  case authorized = 2
  case provisional = 3
  case ephemeral = 4

  /// The status the host set (`EXTENSION_HOST_NOTIFICATIONS_AUTHORIZATION`: `authorized`,
  /// `denied`, `notDetermined`, `provisional`); `authorized` when it set none, as for an app
  /// that asked and was allowed.
  static let granted: UNAuthorizationStatus = {
    let value = getenv("EXTENSION_HOST_NOTIFICATIONS_AUTHORIZATION").map { String(cString: $0) } ?? "authorized"
    switch value {
    case "denied": return .denied
    case "notDetermined": return .notDetermined
    case "provisional": return .provisional
    case "ephemeral": return .ephemeral
    default: return .authorized
    }
  }()

  /// Whether notifications are delivered.
  var delivers: Bool { self == .authorized || self == .provisional || self == .ephemeral }
}

/// What the app asks to be allowed, as `UNAuthorizationOptions`, Apple's raw values.
public struct UNAuthorizationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether one kind of presentation is on, as `UNNotificationSetting`, Apple's raw values.
public enum UNNotificationSetting: Int, Sendable {
  case notSupported = 0
  case disabled = 1
  case enabled = 2
}

/// The app's notification settings, as `UNNotificationSettings`.
public final class UNNotificationSettings: NSObject, Sendable {
  /// Whether the app may show notifications.
  public let authorizationStatus: UNAuthorizationStatus

  init(authorizationStatus: UNAuthorizationStatus) {
    self.authorizationStatus = authorizationStatus
    super.init()
  }

  private var setting: UNNotificationSetting { authorizationStatus.delivers ? .enabled : .disabled }
  public var alertSetting: UNNotificationSetting { setting }
  public var soundSetting: UNNotificationSetting { setting }
  public var badgeSetting: UNNotificationSetting { setting }
  public var lockScreenSetting: UNNotificationSetting { setting }
  public var notificationCenterSetting: UNNotificationSetting { setting }
  /// Whether time-sensitive notifications break through Focus: on whenever notifications are, as
  /// for an app with the time-sensitive entitlement whose person left the switch on.
  public var timeSensitiveSetting: UNNotificationSetting { setting }
}

/// The error domain of UserNotifications' errors.
public let UNErrorDomain = "UNErrorDomain"

/// A UserNotifications error, as `UNError`.
public struct UNError: Error, CustomNSError, Sendable {
  /// The error's code, Apple's raw values.
  public enum Code: Int, Sendable {
    case notificationsNotAllowed = 1
    case attachmentInvalidURL = 100
    case notificationInvalidNoDate = 1400
    case notificationInvalidNoContent = 1401
  }

  /// The code.
  public let code: Code

  public static var errorDomain: String { UNErrorDomain }
  public var errorCode: Int { code.rawValue }
  public var errorUserInfo: [String: Any] {
    [NSLocalizedDescriptionKey: code == .notificationsNotAllowed ? "Notifications are not allowed for this application" : "\(code)"]
  }
}
