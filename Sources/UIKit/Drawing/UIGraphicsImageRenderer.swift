public import Foundation

/// The scale and opacity of images a renderer makes, as UIKit's `UIGraphicsImageRendererFormat`.
extension UIImage {
  /// A format that draws at the image's scale, as UIKit's `imageRendererFormat`.
  public var imageRendererFormat: UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return format
  }
}

public final class UIGraphicsImageRendererFormat: NSObject {
  // Not Sendable: mutable, as UIKit's class is (it is not Sendable there either).

  /// Points per pixel; 3, as on a 3x iPhone.
  public var scale: CGFloat = 3
  /// Whether the image has no transparency.
  public var opaque = false

  public override init() { super.init() }

  /// The format for the main screen.
  public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// The format for the main screen (the older name).
  public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context a renderer's actions draw into, as UIKit's `UIGraphicsImageRendererContext`.
public final class UIGraphicsImageRendererContext: NSObject {
  let canvas: DrawingCanvas

  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat

  init(canvas: DrawingCanvas, format: UIGraphicsImageRendererFormat) {
    self.canvas = canvas
    self.format = format
    super.init()
  }

  /// The Core Graphics context of the drawing.
  public var cgContext: CGContext { CGContext(canvas: canvas) }

  /// What has been drawn so far.
  public var currentImage: UIImage { UIImage(drawing: canvas) }

  /// Fills `rect` with the current fill colour.
  public func fill(_ rect: CGRect) { canvas.fill(rect) }

  /// Strokes `rect` with the current stroke colour.
  public func stroke(_ rect: CGRect) { canvas.stroke(rect, width: 1) }
}

/// Draws an image, as UIKit's `UIGraphicsImageRenderer`: fills, strokes, text
/// (`String.draw(at:withAttributes:)`), other images and symbols.
///
/// The image is kept as vectors (an SVG document in `imageData`) and the host draws it in the
/// shield as it is, so the icon an extension draws at run time is the icon the picture shows.
/// `pngData(actions:)` and `jpegData(...)` are not available: nothing rasterises here.
public final class UIGraphicsImageRenderer: NSObject {
  /// The size of the images, in points.
  public let size: CGSize
  /// Their format.
  public let format: UIGraphicsImageRendererFormat

  /// A renderer of `size`-point images at the main screen's format.
  public convenience init(size: CGSize) { self.init(size: size, format: .preferred()) }

  /// A renderer of `size`-point images in `format`.
  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.size = size
    self.format = format
    super.init()
  }

  /// A renderer of images the size of `bounds`.
  public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .preferred()) {
    self.init(size: bounds.size, format: format)
  }

  /// The image `actions` draw.
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let canvas = DrawingCanvas(size: size, scale: format.scale, opaque: format.opaque)
    DrawingCanvas.push(canvas)
    defer { DrawingCanvas.pop() }
    actions(UIGraphicsImageRendererContext(canvas: canvas, format: format))
    return UIImage(drawing: canvas)
  }
}

extension UIImage {
  /// The image of a drawing: its SVG document, size and scale.
  convenience init(drawing canvas: DrawingCanvas) {
    self.init(
      symbol: nil, asset: nil, data: canvas.svg, tint: nil, mode: .alwaysOriginal, scale: canvas.scale, size: canvas.size,
      picture: canvas.nodes)
  }

  /// The PNG bytes of an image made from PNG bytes (data or an asset); nil for symbols and
  /// drawings, which are not rasterised here.
  public func pngData() -> Data? {
    guard let imageData, imageData.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
    return imageData
  }

  /// The JPEG bytes of an image made from JPEG bytes (data or an asset), whatever the quality
  /// asked; nil for other images, which are not re-encoded here.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    guard let imageData, imageData.starts(with: [0xFF, 0xD8, 0xFF]) else { return nil }
    return imageData
  }

  /// Draws the image into the current context, filling `rect`.
  public func draw(in rect: CGRect) { DrawingCanvas.current?.image(self, in: rect) }

  /// Draws the image at its size with its top-left corner at `point`.
  public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
}

/// Starts drawing an image of `size`, as UIKit's function; end with `UIGraphicsEndImageContext()`.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  DrawingCanvas.push(DrawingCanvas(size: size, scale: scale == 0 ? 3 : scale, opaque: opaque))
}

/// Starts drawing an image of `size` at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The image drawn so far in the current image context; nil when there is none.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { DrawingCanvas.current.map(UIImage.init(drawing:)) }

/// Ends the current image context.
public func UIGraphicsEndImageContext() { DrawingCanvas.pop() }

/// The current context; nil outside a drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? { DrawingCanvas.current.map(CGContext.init(canvas:)) }

/// Fills `rect` with the current fill colour.
public func UIRectFill(_ rect: CGRect) { DrawingCanvas.current?.fill(rect) }
