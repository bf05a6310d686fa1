/// The traits a colour resolves against, as UIKit's `UITraitCollection`; only the appearance is modelled.
public final class UITraitCollection: Sendable {
  /// Light or dark appearance.
  public let userInterfaceStyle: UIUserInterfaceStyle

  /// The interface the traits are for: a phone's (`UIDevice`).
  public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }

  /// Traits with the given appearance.
  public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

  /// The traits an extension's colours resolve with: light appearance (see `UIColor(dynamicProvider:)`).
  public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}

/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`, with Apple's raw values.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}
