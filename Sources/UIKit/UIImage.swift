public import CoreGraphics
public import Foundation
import HostProtocol

/// An image, as UIKit's `UIImage`: an SF Symbol name, an asset, encoded image bytes, or a
/// drawing made with `UIGraphicsImageRenderer`.
///
/// The extension does not decode or rasterise images; it passes what the image is to the host,
/// which renders it. Immutable, hence `Sendable`.
public final class UIImage: NSObject, Sendable {
  /// How an image is drawn, relative to a tint.
  public enum RenderingMode: Int, Sendable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  /// The SF Symbol name, for `init(systemName:)`.
  public let symbolName: String?
  /// The asset name, for `init(named:)`.
  public let assetName: String?
  /// The encoded image: the bytes of `init(data:)` or of the asset's file (PNG, JPEG), or the
  /// SVG document of a drawing.
  public let imageData: Data?
  /// The tint from `withTintColor(_:)`.
  public let tintColor: UIColor?
  /// The rendering mode.
  public let renderingMode: RenderingMode
  /// Points per pixel: 3 for an `@3x` asset, the renderer's scale for a drawing, else 1.
  public let scale: CGFloat
  /// The size in points (pixels divided by `scale`, turned with the orientation); `.zero` when
  /// the bytes do not say.
  public let size: CGSize
  /// How the image's pixels are turned to show it (`.up` unless made with
  /// `init(cgImage:scale:orientation:)`).
  public let imageOrientation: Orientation
  /// What a person reads in a drawing, as views in its coordinates (a view hierarchy drawn with
  /// `drawHierarchy(in:afterScreenUpdates:)`, drawn text); empty for other images.
  let picture: [ViewNode]

  init(
    symbol: String?, asset: String?, data: Data?, tint: UIColor?, mode: RenderingMode, scale: CGFloat, size: CGSize,
    picture: [ViewNode] = [], orientation: Orientation = .up
  ) {
    self.picture = picture
    imageOrientation = orientation
    symbolName = symbol
    assetName = asset
    imageData = data
    tintColor = tint
    renderingMode = mode
    self.scale = scale
    self.size = size
    super.init()
  }

  /// `image` with another tint, rendering mode or picture, and the rest as it is.
  convenience init(copying image: UIImage, tint: UIColor?, mode: RenderingMode, picture: [ViewNode]) {
    self.init(
      symbol: image.symbolName, asset: image.assetName, data: image.imageData, tint: tint, mode: mode, scale: image.scale,
      size: image.size, picture: picture, orientation: image.imageOrientation)
  }

  private func with(tint: UIColor?, mode: RenderingMode) -> UIImage {
    UIImage(copying: self, tint: tint, mode: mode, picture: picture)
  }

  /// An empty image (`UIImage(named: "logo") ?? UIImage()`): no symbol, asset or bytes; a
  /// shield draws no icon for it.
  public override convenience init() {
    self.init(symbol: nil, asset: nil, data: nil, tint: nil, mode: .automatic, scale: 1, size: .zero)
  }

  /// An SF Symbol. Never nil here (the symbol catalogue is not on Linux): the host draws the
  /// symbol as a labelled placeholder. Its size is that of a 17-point body-text symbol.
  public convenience init?(systemName: String) {
    self.init(systemName: systemName, withConfiguration: nil)
  }

  /// An image from PNG or JPEG bytes; nil when the bytes are neither.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// An image from PNG or JPEG bytes at `scale`; nil when the bytes are neither.
  public convenience init?(data: Data, scale: CGFloat) {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
    guard data.starts(with: png) || data.starts(with: jpeg) else { return nil }
    self.init(
      symbol: nil, asset: nil, data: data, tint: nil, mode: .automatic, scale: scale,
      size: Self.pointSize(of: data, scale: scale))
  }

  /// The same image, tinted.
  public func withTintColor(_ color: UIColor) -> UIImage { with(tint: color, mode: .alwaysTemplate) }

  /// The same image, tinted, drawn with `renderingMode`.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    with(tint: color, mode: renderingMode)
  }

  /// The same image with another rendering mode.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { with(tint: tintColor, mode: renderingMode) }

  /// The image as a Core Graphics bitmap: nil for an empty image.
  public var cgImage: CGImage? { symbolName == nil && assetName == nil && imageData == nil ? nil : CGImage(image: self) }

  /// The image a Core Graphics bitmap was made from.
  public convenience init(cgImage: CGImage) {
    self.init(copying: cgImage.image, tint: nil, mode: cgImage.image.renderingMode, picture: cgImage.image.picture)
  }

  /// The image a Core Graphics bitmap was made from, at `scale` points per pixel, its pixels
  /// turned by `orientation` (a turn to the left or right swaps its width and height).
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    let image = cgImage.image
    let scale = scale > 0 ? scale : 1
    let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
    let (width, height) = (CGFloat(cgImage.width) / scale, CGFloat(cgImage.height) / scale)
    self.init(
      symbol: image.symbolName, asset: image.assetName, data: image.imageData, tint: nil, mode: image.renderingMode,
      scale: scale, size: turned ? CGSize(width: height, height: width) : CGSize(width: width, height: height),
      picture: image.picture, orientation: orientation)
  }

  /// How an image's pixels are turned to show it, as `UIImage.Orientation`, with Apple's raw values.
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// The point size of a symbol given none: that of body text.
  static let bodySymbolPointSize: CGFloat = 17

  /// A symbol's size at `pointSize`: about as wide as tall, a little taller than the font size.
  static func symbolSize(pointSize: CGFloat) -> CGSize {
    CGSize(width: (pointSize * 1.2).rounded(), height: (pointSize * 1.15).rounded())
  }
}
