public import Foundation

/// The person's accessibility settings, as UIKit's `UIAccessibility`: the host's phone has every
/// one off (as SwiftUI's `accessibilityReduceMotion` and the others read), so code that picks a
/// privacy cover by `isReduceTransparencyEnabled` takes its blur; posts go nowhere.
public enum UIAccessibility {
  /// Something to tell assistive technologies, as `UIAccessibility.Notification`.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  public static var isReduceTransparencyEnabled: Bool { false }
  public static var isReduceMotionEnabled: Bool { false }
  public static var isVoiceOverRunning: Bool { false }
  public static var isSwitchControlRunning: Bool { false }
  public static var isBoldTextEnabled: Bool { false }
  public static var isDarkerSystemColorsEnabled: Bool { false }
  public static var isGrayscaleEnabled: Bool { false }
  public static var isInvertColorsEnabled: Bool { false }
  public static var isMonoAudioEnabled: Bool { false }
  public static var isClosedCaptioningEnabled: Bool { false }
  public static var isVideoAutoplayEnabled: Bool { true }
  public static var shouldDifferentiateWithoutColor: Bool { false }
  public static var isOnOffSwitchLabelsEnabled: Bool { false }
  public static var prefersCrossFadeTransitions: Bool { false }

  /// Tells assistive technologies `notification`; none listen here.
  public static func post(notification: Notification, argument: Any?) {}

  public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
  public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
  public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
}
