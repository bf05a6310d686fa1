public import Foundation

extension UIScreen {
  /// Whether the screen is being recorded, mirrored or sent over AirPlay, as UIKit's
  /// `UIScreen.isCaptured`: never here, nothing captures the simulated screen (the App Switcher
  /// snapshot is not a capture).
  public var isCaptured: Bool { false }

  /// Posted when `isCaptured` changes, as UIKit's `UIScreen.capturedDidChangeNotification`:
  /// never here.
  nonisolated public static let capturedDidChangeNotification = Notification.Name("UIScreenCapturedDidChangeNotification")
}
