public import Foundation

/// The device, as UIKit's `UIDevice`: the iPhone the host simulates, in portrait.
public final class UIDevice: Sendable {
  /// The device the extension runs on.
  public static let current = UIDevice()

  private init() {}

  /// The device's name, as a person set it.
  public var name: String { "iPhone" }
  /// The kind of device.
  public var model: String { "iPhone" }
  /// The kind of device, in the device's language.
  public var localizedModel: String { "iPhone" }
  /// The operating system.
  public var systemName: String { "iOS" }
  /// The operating system's version: the SDK these modules follow.
  public var systemVersion: String { "26.0" }
  /// The interface the device has: a phone's.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  /// How the device is held.
  public var orientation: UIDeviceOrientation { .portrait }
  /// Whether the device reports its orientation: the simulated one never turns.
  public var isGeneratingDeviceOrientationNotifications: Bool { false }
  /// An identifier shared by one vendor's apps on the device; nil, as a device says before its
  /// first unlock (the host gives extensions no vendor identity).
  public var identifierForVendor: UUID? { nil }
  /// Whether multitasking is supported: an iPhone's answer.
  public var isMultitaskingSupported: Bool { true }
}

/// The interface a device offers, as UIKit's `UIUserInterfaceIdiom`, with Apple's raw values.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

/// How a device is held, as UIKit's `UIDeviceOrientation`, with Apple's raw values.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 3
  case landscapeRight = 4
  case faceUp = 5
  case faceDown = 6

  /// Whether the device is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the device is on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the device is lying flat.
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  /// Whether the orientation is one an interface is drawn in.
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
