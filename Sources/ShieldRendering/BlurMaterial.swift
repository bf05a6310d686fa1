import HostProtocol

/// How a `UIBlurEffect.Style` is approximated: a Gaussian blur of what lies beneath, a saturation
/// boost, then a translucent tint layer on top.
///
/// The numbers follow the commonly cited reverse-engineered values for the iOS 8 styles (`extraLight`:
/// white 0.97 at 0.8, `light`: white at 0.3, `dark`: white 0.11 at 0.73, radius 20 to 30, saturation
/// 1.8) and a monotonic ladder for the iOS 13 materials (ultra thin < thin < regular < thick <
/// chrome), light and dark. Adaptive styles (`regular`, `prominent`, the unsuffixed materials)
/// follow the appearance.
struct BlurMaterial: Hashable, Sendable {
  /// The Gaussian standard deviation in points (about half of UIKit's blur radius).
  var blurDeviation: Double
  /// The saturation factor applied to the blurred content (1 leaves it unchanged).
  var saturation: Double
  /// The colour layered over the blurred content.
  var tint: RGBAColor

  /// The material for `style` in `appearance`; an unknown raw value draws as `.systemMaterial`.
  init(_ style: ShieldBlurStyle, appearance: Appearance) {
    let isDark = appearance == .dark
    switch style.rawValue {
    case 0: self = Self.extraLight
    case 1: self = Self.light
    case 2: self = Self.dark
    case 3: self = Self.extraDark
    case 4: self = isDark ? Self.dark : Self.light
    case 5: self = isDark ? Self.extraDark : Self.extraLight
    case 6...10: self = Self.material(thickness: style.rawValue - 6, dark: isDark)
    case 11...15: self = Self.material(thickness: style.rawValue - 11, dark: false)
    case 16...20: self = Self.material(thickness: style.rawValue - 16, dark: true)
    default: self = Self.material(thickness: 2, dark: isDark)
    }
  }

  private init(blurDeviation: Double, saturation: Double, tint: RGBAColor) {
    self.blurDeviation = blurDeviation
    self.saturation = saturation
    self.tint = tint
  }

  private static let extraLight = BlurMaterial(
    blurDeviation: 10, saturation: 1.9, tint: RGBAColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.8))
  private static let light = BlurMaterial(
    blurDeviation: 15, saturation: 1.8, tint: RGBAColor(255, 255, 255, alpha: 0.3))
  private static let dark = BlurMaterial(
    blurDeviation: 10, saturation: 1.8, tint: RGBAColor(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.73))
  private static let extraDark = BlurMaterial(
    blurDeviation: 10, saturation: 1.8, tint: RGBAColor(red: 0.06, green: 0.06, blue: 0.06, alpha: 0.86))

  /// Ultra thin (0), thin (1), regular (2), thick (3) and chrome (4) material.
  private static func material(thickness: Int, dark: Bool) -> BlurMaterial {
    let lightAlphas = [0.32, 0.5, 0.68, 0.84, 0.9]
    let darkAlphas = [0.4, 0.56, 0.72, 0.86, 0.92]
    let index = min(max(thickness, 0), 4)
    let isChrome = index == 4
    if dark {
      let tint =
        isChrome ? RGBAColor(28, 28, 30, alpha: darkAlphas[index]) : RGBAColor(37, 37, 37, alpha: darkAlphas[index])
      return BlurMaterial(blurDeviation: 15, saturation: 1.6, tint: tint)
    }
    let tint =
      isChrome
      ? RGBAColor(240, 240, 242, alpha: lightAlphas[index]) : RGBAColor(250, 250, 250, alpha: lightAlphas[index])
    return BlurMaterial(blurDeviation: 15, saturation: 1.8, tint: tint)
  }
}
