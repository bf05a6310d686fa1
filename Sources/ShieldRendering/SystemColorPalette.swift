import HostProtocol

/// UIKit's dynamic system colours with their light and dark values, as Apple's Human Interface
/// Guidelines list them (iOS 15 and later, default contrast).
enum SystemColorPalette {
  /// The value of a dynamic colour in each appearance.
  struct DynamicColor: Hashable, Sendable {
    var light: RGBAColor
    var dark: RGBAColor

    /// The value for `appearance`.
    func value(for appearance: Appearance) -> RGBAColor {
      switch appearance {
      case .light: light
      case .dark: dark
      }
    }
  }

  /// Resolves a wire colour for `appearance`.
  ///
  /// A colour without a known dynamic `name` is drawn from its components in both appearances. A
  /// named one is its components in light appearance (the wire carries the light value) and the
  /// palette's dark value in dark appearance, with the alpha scaled by how far the wire colour's
  /// alpha differs from the palette's light alpha (so `.label.withAlphaComponent(0.5)` stays
  /// half as opaque).
  static func resolve(_ color: ShieldColor, for appearance: Appearance) -> RGBAColor {
    let given = RGBAColor(color)
    guard appearance == .dark, let name = color.name, let dynamic = colors[name] else { return given }
    let lightAlpha = dynamic.light.alpha
    let scale = lightAlpha > 0 ? given.alpha / lightAlpha : 1
    return dynamic.dark.withAlpha(multipliedBy: scale)
  }

  /// Every dynamic colour by its `UIColor` property name.
  static let colors: [String: DynamicColor] = [
    // Labels and text.
    "label": DynamicColor(light: RGBAColor(0, 0, 0), dark: RGBAColor(255, 255, 255)),
    "secondaryLabel": DynamicColor(
      light: RGBAColor(60, 60, 67, alpha: 0.6), dark: RGBAColor(235, 235, 245, alpha: 0.6)),
    "tertiaryLabel": DynamicColor(light: RGBAColor(60, 60, 67, alpha: 0.3), dark: RGBAColor(235, 235, 245, alpha: 0.3)),
    "quaternaryLabel": DynamicColor(
      light: RGBAColor(60, 60, 67, alpha: 0.18), dark: RGBAColor(235, 235, 245, alpha: 0.16)),
    "placeholderText": DynamicColor(
      light: RGBAColor(60, 60, 67, alpha: 0.3), dark: RGBAColor(235, 235, 245, alpha: 0.3)),
    "link": DynamicColor(light: RGBAColor(0, 122, 255), dark: RGBAColor(9, 132, 255)),
    // Backgrounds.
    "systemBackground": DynamicColor(light: RGBAColor(255, 255, 255), dark: RGBAColor(0, 0, 0)),
    "secondarySystemBackground": DynamicColor(light: RGBAColor(242, 242, 247), dark: RGBAColor(28, 28, 30)),
    "tertiarySystemBackground": DynamicColor(light: RGBAColor(255, 255, 255), dark: RGBAColor(44, 44, 46)),
    "systemGroupedBackground": DynamicColor(light: RGBAColor(242, 242, 247), dark: RGBAColor(0, 0, 0)),
    "secondarySystemGroupedBackground": DynamicColor(light: RGBAColor(255, 255, 255), dark: RGBAColor(28, 28, 30)),
    "tertiarySystemGroupedBackground": DynamicColor(light: RGBAColor(242, 242, 247), dark: RGBAColor(44, 44, 46)),
    // Fills and separators.
    "systemFill": DynamicColor(
      light: RGBAColor(120, 120, 128, alpha: 0.2), dark: RGBAColor(120, 120, 128, alpha: 0.36)),
    "secondarySystemFill": DynamicColor(
      light: RGBAColor(120, 120, 128, alpha: 0.16), dark: RGBAColor(120, 120, 128, alpha: 0.32)),
    "tertiarySystemFill": DynamicColor(
      light: RGBAColor(118, 118, 128, alpha: 0.12), dark: RGBAColor(118, 118, 128, alpha: 0.24)),
    "quaternarySystemFill": DynamicColor(
      light: RGBAColor(116, 116, 128, alpha: 0.08), dark: RGBAColor(118, 118, 128, alpha: 0.18)),
    "separator": DynamicColor(light: RGBAColor(60, 60, 67, alpha: 0.29), dark: RGBAColor(84, 84, 88, alpha: 0.6)),
    "opaqueSeparator": DynamicColor(light: RGBAColor(198, 198, 200), dark: RGBAColor(56, 56, 58)),
    // Tints.
    "systemBlue": DynamicColor(light: RGBAColor(0, 122, 255), dark: RGBAColor(10, 132, 255)),
    "systemBrown": DynamicColor(light: RGBAColor(162, 132, 94), dark: RGBAColor(172, 142, 104)),
    "systemCyan": DynamicColor(light: RGBAColor(50, 173, 230), dark: RGBAColor(100, 210, 255)),
    "systemGreen": DynamicColor(light: RGBAColor(52, 199, 89), dark: RGBAColor(48, 209, 88)),
    "systemIndigo": DynamicColor(light: RGBAColor(88, 86, 214), dark: RGBAColor(94, 92, 230)),
    "systemMint": DynamicColor(light: RGBAColor(0, 199, 190), dark: RGBAColor(99, 230, 226)),
    "systemOrange": DynamicColor(light: RGBAColor(255, 149, 0), dark: RGBAColor(255, 159, 10)),
    "systemPink": DynamicColor(light: RGBAColor(255, 45, 85), dark: RGBAColor(255, 55, 95)),
    "systemPurple": DynamicColor(light: RGBAColor(175, 82, 222), dark: RGBAColor(191, 90, 242)),
    "systemRed": DynamicColor(light: RGBAColor(255, 59, 48), dark: RGBAColor(255, 69, 58)),
    "systemTeal": DynamicColor(light: RGBAColor(48, 176, 199), dark: RGBAColor(64, 200, 224)),
    "systemYellow": DynamicColor(light: RGBAColor(255, 204, 0), dark: RGBAColor(255, 214, 10)),
    // Greys.
    "systemGray": DynamicColor(light: RGBAColor(142, 142, 147), dark: RGBAColor(142, 142, 147)),
    "systemGray2": DynamicColor(light: RGBAColor(174, 174, 178), dark: RGBAColor(99, 99, 102)),
    "systemGray3": DynamicColor(light: RGBAColor(199, 199, 204), dark: RGBAColor(72, 72, 74)),
    "systemGray4": DynamicColor(light: RGBAColor(209, 209, 214), dark: RGBAColor(58, 58, 60)),
    "systemGray5": DynamicColor(light: RGBAColor(229, 229, 234), dark: RGBAColor(44, 44, 46)),
    "systemGray6": DynamicColor(light: RGBAColor(242, 242, 247), dark: RGBAColor(28, 28, 30)),
  ]

  /// A palette colour resolved for `appearance`; used for the renderer's own chrome.
  static func color(_ name: String, for appearance: Appearance) -> RGBAColor {
    colors[name]?.value(for: appearance) ?? RGBAColor.black
  }
}
