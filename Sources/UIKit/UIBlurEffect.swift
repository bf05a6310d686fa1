import Foundation

/// A blur, as UIKit's `UIBlurEffect`: its `Style` is what a shield and a `UIVisualEffectView` use.
// @unchecked: immutable, its one stored property is a `let` of a Sendable enum.
public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// The blur's style, with Apple's raw values.
  public enum Style: Int, Sendable, CaseIterable {
    case extraLight = 0
    case light = 1
    case dark = 2
    case extraDark = 3
    case regular = 4
    case prominent = 5
    case systemUltraThinMaterial = 6
    case systemThinMaterial = 7
    case systemMaterial = 8
    case systemThickMaterial = 9
    case systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11
    case systemThinMaterialLight = 12
    case systemMaterialLight = 13
    case systemThickMaterialLight = 14
    case systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16
    case systemThinMaterialDark = 17
    case systemMaterialDark = 18
    case systemThickMaterialDark = 19
    case systemChromeMaterialDark = 20
  }

  /// The style.
  public let style: Style

  /// A blur of the given style.
  public init(style: Style) {
    self.style = style
    super.init()
  }
}
