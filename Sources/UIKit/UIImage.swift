public import Foundation

/// An image, as UIKit's `UIImage`: an SF Symbol name, an asset name, or encoded image bytes.
///
/// The simulator does not decode or draw images in the extension; it passes what the image is to
/// the host, which renders it. Immutable, hence `Sendable`.
public final class UIImage: NSObject, Sendable {
  /// How an image is drawn, relative to a tint.
  public enum RenderingMode: Int, Sendable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  /// The SF Symbol name, for `init(systemName:)`.
  public let symbolName: String?
  /// The asset name, for `init(named:)`.
  public let assetName: String?
  /// The encoded image, for `init(data:)`.
  public let imageData: Data?
  /// The tint from `withTintColor(_:)`.
  public let tintColor: UIColor?
  /// The rendering mode.
  public let renderingMode: RenderingMode

  private init(symbol: String?, asset: String?, data: Data?, tint: UIColor?, mode: RenderingMode) {
    symbolName = symbol
    assetName = asset
    imageData = data
    tintColor = tint
    renderingMode = mode
    super.init()
  }

  /// An SF Symbol. Never nil here: the host draws a labelled placeholder for the symbol.
  public convenience init?(systemName: String) {
    self.init(symbol: systemName, asset: nil, data: nil, tint: nil, mode: .alwaysTemplate)
  }

  /// An image from the asset catalog. Never nil here: the host draws a labelled placeholder.
  public convenience init?(named name: String) {
    self.init(symbol: nil, asset: name, data: nil, tint: nil, mode: .automatic)
  }

  /// An image from PNG or JPEG bytes; nil when the bytes are neither.
  public convenience init?(data: Data) {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
    guard data.starts(with: png) || data.starts(with: jpeg) else { return nil }
    self.init(symbol: nil, asset: nil, data: data, tint: nil, mode: .automatic)
  }

  /// The same image, tinted.
  public func withTintColor(_ color: UIColor) -> UIImage {
    UIImage(symbol: symbolName, asset: assetName, data: imageData, tint: color, mode: .alwaysTemplate)
  }

  /// The same image, tinted, drawn with `renderingMode`.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    UIImage(symbol: symbolName, asset: assetName, data: imageData, tint: color, mode: renderingMode)
  }

  /// The same image with another rendering mode.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(symbol: symbolName, asset: assetName, data: imageData, tint: tintColor, mode: renderingMode)
  }
}
