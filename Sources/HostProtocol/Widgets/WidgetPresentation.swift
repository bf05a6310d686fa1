/// The device as a widget meets it (issue 23's states). `always-on` is the locked display dimmed;
/// the lock itself maps onto the locked-device issue's state: `unlocked` is unlocked, `locked`
/// and `always-on` are locked, `before-first-unlock` is before the first unlock.
public enum WidgetDeviceState: String, Sendable, CaseIterable, Codable, CustomStringConvertible {
  case unlocked
  case locked
  case alwaysOn = "always-on"
  case beforeFirstUnlock = "before-first-unlock"

  public var description: String { rawValue }

  /// The lock, as the locked-device issue's `DeviceState` (what protected data can be opened):
  /// the Always-On display is the locked device, dimmed.
  public var lock: DeviceState {
    switch self {
    case .unlocked: .unlocked
    case .locked, .alwaysOn: .locked
    case .beforeFirstUnlock: .beforeFirstUnlock
    }
  }

  /// Whether the device is locked (a passcode stands between the person holding it and the data).
  public var isLocked: Bool { lock != .unlocked }
}

/// What WidgetKit shows for one widget in one device state, as Apple Platform Security
/// ("WidgetKit security") and the SwiftUI redaction documentation describe it.
public struct WidgetPresentation: Hashable, Sendable, Codable {
  /// Whether the widget's content or its placeholder shows.
  public enum Shows: String, Hashable, Sendable, Codable {
    case content, placeholder
  }

  public var shows: Shows
  /// The redaction reasons WidgetKit sets (`placeholder`, `privacy`), by SwiftUI's names.
  public var redactionReasons: [String]
  /// `isLuminanceReduced`: the Always-On display.
  public var isLuminanceReduced: Bool
  /// Why, for the report.
  public var reason: String

  /// The data-protection entitlement values that keep a widget's content from a locked device.
  public static let protectingClasses: Set<String> = ["NSFileProtectionComplete", "NSFileProtectionCompleteUnlessOpen"]

  /// The presentation of a widget in `device`, with the user's Lock Screen widget access
  /// (Settings, Face ID & Passcode, Allow Access When Locked) and the extension's
  /// `com.apple.developer.default-data-protection` entitlement (nil when it has none).
  ///
  /// - Data Protection: `NSFileProtectionComplete` or `NSFileProtectionCompleteUnlessOpen` shows
  ///   only the placeholder while locked and until the first unlock, whatever the access setting.
  /// - Redaction: locked with access off, WidgetKit renders with `.privacy` (Always On too).
  public static func decide(device: WidgetDeviceState, lockScreenAccess: Bool, dataProtection: String?) -> WidgetPresentation {
    let dimmed = device == .alwaysOn
    if device.isLocked, let dataProtection, protectingClasses.contains(dataProtection) {
      return WidgetPresentation(
        shows: .placeholder, redactionReasons: ["placeholder"], isLuminanceReduced: dimmed,
        reason: "\(dataProtection) keeps the content from a \(device) device: WidgetKit shows the placeholder")
    }
    if device.isLocked, !lockScreenAccess {
      return WidgetPresentation(
        shows: .content, redactionReasons: ["privacy"], isLuminanceReduced: dimmed,
        reason: "Lock Screen widget access is off: WidgetKit redacts views marked privacySensitive()")
    }
    return WidgetPresentation(
      shows: .content, redactionReasons: [], isLuminanceReduced: dimmed,
      reason: device.isLocked ? "Lock Screen widget access is on: nothing is redacted" : "unlocked: nothing is redacted")
  }
}
