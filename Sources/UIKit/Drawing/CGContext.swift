public import Foundation

/// A colour as Core Graphics sees it, as `CGColor` (UIKit brings CoreGraphics on iOS).
public final class CGColor: Sendable {
  let color: UIColor
  init(color: UIColor) { self.color = color }

  /// The components: red, green, blue, alpha.
  public var components: [CGFloat]? {
    [color.redComponent, color.greenComponent, color.blueComponent, color.alphaComponent]
  }
  /// The opacity.
  public var alpha: CGFloat { color.alphaComponent }
}

/// The end of a stroked line, as Core Graphics' `CGLineCap` (Core Graphics is not on Linux).
public enum CGLineCap: Int32, Sendable { case butt, round, square }

/// The corner of a stroked line, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// A bitmap as Core Graphics sees it, as `CGImage`: the image it was made from (`UIImage.cgImage`).
public final class CGImage: Sendable {
  let image: UIImage
  init(image: UIImage) { self.image = image }

  /// The width in pixels.
  public var width: Int { Int((image.size.width * image.scale).rounded()) }
  /// The height in pixels.
  public var height: Int { Int((image.size.height * image.scale).rounded()) }
}

/// A drawing context, as Core Graphics' `CGContext`: the fills, strokes and colours image
/// drawing uses. Paths, transforms and clipping are not modelled.
public final class CGContext {
  let canvas: DrawingCanvas
  private var lineWidth: CGFloat = 1

  init(canvas: DrawingCanvas) { self.canvas = canvas }

  public func setFillColor(_ color: CGColor) { canvas.fillColor = color.color }
  public func setStrokeColor(_ color: CGColor) { canvas.strokeColor = color.color }
  public func setLineWidth(_ width: CGFloat) { lineWidth = width }
  public func fill(_ rect: CGRect) { canvas.fill(rect) }
  public func fillEllipse(in rect: CGRect) { canvas.fillEllipse(in: rect) }
  public func stroke(_ rect: CGRect) { canvas.stroke(rect, width: lineWidth) }
  public func strokeEllipse(in rect: CGRect) { canvas.stroke(rect, width: lineWidth, ellipse: true) }
  public func clear(_ rect: CGRect) { canvas.clear(rect) }
}

extension UIColor {
  /// The colour for Core Graphics.
  public var cgColor: CGColor { CGColor(color: self) }

  /// The colour of a Core Graphics colour, as UIKit's `UIColor(cgColor:)`.
  public convenience init(cgColor: CGColor) {
    let color = cgColor.color
    self.init(red: color.redComponent, green: color.greenComponent, blue: color.blueComponent, alpha: color.alphaComponent)
  }

  /// Makes this the fill and stroke colour of the current drawing.
  public func set() {
    setFill()
    setStroke()
  }

  /// Makes this the fill colour of the current drawing.
  public func setFill() { DrawingCanvas.current?.fillColor = self }

  /// Makes this the stroke colour of the current drawing.
  public func setStroke() { DrawingCanvas.current?.strokeColor = self }
}
