public import BundleResources
public import Foundation

extension UIColor {
  /// The colour set called `name` in the extension's asset catalog (`Assets.xcassets`), as
  /// UIKit's initialiser; nil when no catalog has that set, exactly as on iOS.
  ///
  /// The colour is the set's light (or "any") appearance, on an iPhone (the `iphone` idiom over
  /// `universal`, the display-P3 gamut over sRGB, converted to the sRGB the renderer draws);
  /// its dark appearance comes back from `resolvedColor(with:)`. A set that refers to a system
  /// colour gives that system colour.
  public convenience init?(named name: String) {
    guard let set = AssetCatalog.main.color(named: name) else { return nil }
    let dark = set.dark.map { UIColor(assetValue: $0, dark: nil) }
    self.init(assetValue: set.light, dark: dark)
  }

  /// The colour set called `name`; the bundle and traits are the extension's (see `init?(named:)`).
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    guard let set = AssetCatalog.main.color(named: name) else { return nil }
    let dark = set.dark.map { UIColor(assetValue: $0, dark: nil) }
    let value = traitCollection?.userInterfaceStyle == .dark ? set.dark ?? set.light : set.light
    self.init(assetValue: value, dark: value == set.light ? dark : nil)
  }

  /// The colour a generated asset symbol names (`UIColor(resource: .brandBlue)`). Apple's
  /// initialiser is not failable: a missing set logs and gives a clear colour, as here.
  public convenience init(resource: ColorResource) {
    if let set = AssetCatalog.main.color(named: resource.name) {
      self.init(assetValue: set.light, dark: set.dark.map { UIColor(assetValue: $0, dark: nil) })
    } else {
      FileHandle.standardError.write(Data("No color named '\(resource.name)' found in asset catalog\n".utf8))
      self.init(red: 0, green: 0, blue: 0, alpha: 0)
    }
  }

  private convenience init(assetValue value: AssetColorSet.Value, dark: UIColor?) {
    if let reference = value.systemReference, let system = UIColor.system(named: reference) {
      self.init(
        red: system.redComponent, green: system.greenComponent, blue: system.blueComponent,
        alpha: system.alphaComponent, systemName: system.systemName, darkVariant: dark)
    } else {
      self.init(
        red: value.red, green: value.green, blue: value.blue, alpha: value.alpha, systemName: nil, darkVariant: dark)
    }
  }
}
