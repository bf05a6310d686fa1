public import HostProtocol

/// How much text a `UIBlurEffect.Style` lets through: the smallest point size a person can still
/// read under it, or none.
///
/// Apple documents no such number; this is the model the App Switcher check uses, written down so
/// it can be argued with (`Documentation/AppSwitcher.md`). It follows the materials as the shield
/// renderer draws them (`BlurMaterial`): a blur of about 30 pt radius blurs away strokes thinner
/// than that, so only large type keeps its shape, and only under the lightest tints. Under the
/// ultra-thin materials a large title (34 pt) stays readable; under the thin ones and the
/// translucent iOS 8 `light`/`regular` styles only display type of 48 pt and more; every other
/// style hides text of any size.
public enum BlurLegibility {
  /// The smallest readable point size under `style`, or nil when no text can be read through it.
  public static func smallestReadableSize(under style: ShieldBlurStyle) -> Double? {
    switch style.rawValue {
    case 6, 11, 16: 28  // systemUltraThinMaterial, …Light, …Dark
    case 7, 12, 17: 48  // systemThinMaterial, …Light, …Dark
    case 1, 4: 48  // light, regular
    default: nil
    }
  }

  /// Whether text of `pointSize` can be read under `style`.
  public static func isReadable(pointSize: Double, under style: ShieldBlurStyle) -> Bool {
    guard let smallest = smallestReadableSize(under: style) else { return false }
    return pointSize >= smallest
  }
}
