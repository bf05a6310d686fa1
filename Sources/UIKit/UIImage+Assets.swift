public import BundleResources
public import Foundation

extension UIImage {
  /// The image called `name` in the extension's asset catalog (an image set's 3x, 2x or 1x
  /// file), or a loose `name.png` among its resources, as UIKit's initialiser; nil when there is
  /// none, exactly as on iOS, so `UIImage(named: "Logo") ?? fallback` takes the fallback.
  public convenience init?(named name: String) {
    guard let asset = AssetCatalog.main.image(named: name) else { return nil }
    self.init(asset: asset, named: name)
  }

  /// The image called `name`; the bundle and traits are the extension's (see `init?(named:)`).
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    self.init(named: name)
  }

  /// The image called `name`; the configuration is accepted and not applied.
  public convenience init?(named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration?) {
    self.init(named: name)
  }

  /// The image a generated asset symbol names (`UIImage(resource: .logo)`). Apple's initialiser
  /// is not failable; a missing image set logs and gives an empty image.
  public convenience init(resource: ImageResource) {
    if let asset = AssetCatalog.main.image(named: resource.name) {
      self.init(asset: asset, named: resource.name)
    } else {
      FileHandle.standardError.write(Data("No image named '\(resource.name)' found in asset catalog\n".utf8))
      self.init(symbol: nil, asset: resource.name, data: nil, tint: nil, mode: .automatic, scale: 1, size: .zero)
    }
  }

  private convenience init(asset: AssetImage, named name: String) {
    let size = asset.pixelSize.map { CGSize(width: Double($0.width) / asset.scale, height: Double($0.height) / asset.scale) }
    self.init(
      symbol: nil, asset: name, data: asset.data, tint: nil, mode: asset.isTemplate ? .alwaysTemplate : .automatic,
      scale: asset.scale, size: size ?? .zero)
  }

  /// The point size encoded `data` declares at `scale`; `.zero` when its header does not say.
  static func pointSize(of data: Data, scale: CGFloat) -> CGSize {
    guard let pixels = ImageDimensions.pixelSize(of: data), scale > 0 else { return .zero }
    return CGSize(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
  }
}
