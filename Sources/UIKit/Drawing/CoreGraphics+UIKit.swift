public import CoreGraphics

// The Core Graphics values UIKit makes and reads back: a colour's `UIColor`, a bitmap's `UIImage`,
// a path's elements, a context's canvas (Core Graphics keeps them without knowing UIKit).

extension CGColor {
  /// The Core Graphics colour of `color`, which it keeps.
  convenience init(color: UIColor) {
    self.init(
      red: color.redComponent, green: color.greenComponent, blue: color.blueComponent, alpha: color.alphaComponent,
      source: color)
  }

  /// The `UIColor` it was made from, else one of its components.
  var color: UIColor {
    if let color = source as? UIColor { return color }
    let components = components ?? [0, 0, 0, alpha]
    return UIColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
  }
}

extension CGImage {
  /// The bitmap of `image`, its size in pixels.
  convenience init(image: UIImage) {
    self.init(
      width: Int((image.size.width * image.scale).rounded()), height: Int((image.size.height * image.scale).rounded()),
      source: image)
  }

  /// The image it was made from (UIKit makes every `CGImage` here).
  var image: UIImage { source as? UIImage ?? UIImage() }
}

extension CGPath {
  /// A path of a Bézier path's elements, known as `shape` when it is one.
  convenience init(elements: [UIBezierPath.Element], shape: UIBezierPath.Shape?) {
    self.init(boundingBox: PathGeometry.bounds(of: elements), contents: BezierContents(elements: elements, shape: shape))
  }

  /// What UIKit made it from (UIKit makes every `CGPath` here).
  private var bezier: BezierContents { contents as? BezierContents ?? BezierContents(elements: [], shape: nil) }
  var elements: [UIBezierPath.Element] { bezier.elements }
  var shape: UIBezierPath.Shape? { bezier.shape }
}

/// A Bézier path's elements, as a `CGPath` carries them.
private struct BezierContents: Sendable {
  var elements: [UIBezierPath.Element]
  var shape: UIBezierPath.Shape?
}

extension CGContext {
  /// A context drawing into `canvas`.
  convenience init(canvas: DrawingCanvas) { self.init(destination: canvas) }

  /// The canvas it draws into.
  var canvas: DrawingCanvas? { destination as? DrawingCanvas }
}

extension DrawingCanvas: CGDrawingDestination {
  func contextSetFillColor(_ color: CGColor) { fillColor = color.color }
  func contextSetStrokeColor(_ color: CGColor) { strokeColor = color.color }
  func contextFill(_ rect: CGRect) { fill(rect) }
  func contextFillEllipse(in rect: CGRect) { fillEllipse(in: rect) }
  func contextStroke(_ rect: CGRect, width: CGFloat, ellipse: Bool) { stroke(rect, width: width, ellipse: ellipse) }
  func contextClear(_ rect: CGRect) { clear(rect) }
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
