public import Foundation
import HostProtocol

extension UIBezierPath {
  /// The path as Core Graphics' `CGPath`; setting it replaces this path's elements.
  public var cgPath: CGPath {
    get { CGPath(elements: elements, shape: shape) }
    set { replace(with: newValue.elements, shape: newValue.shape) }
  }

  /// A path with a Core Graphics path's elements.
  public convenience init(cgPath: CGPath) {
    self.init()
    replace(with: cgPath.elements, shape: cgPath.shape)
  }
}

/// A layer that draws a path, as Core Animation's `CAShapeLayer`. A filled rectangle or oval
/// (a full-circle arc) is read as a view of that fill, which can cover what lies beneath; other
/// shapes and strokes cover nothing in the App Switcher's reading.
open class CAShapeLayer: CALayer {
  open var path: CGPath?
  open var fillColor: CGColor? = UIColor.black.cgColor
  open var strokeColor: CGColor?
  open var lineWidth: CGFloat = 1
  open var strokeStart: CGFloat = 0
  open var strokeEnd: CGFloat = 1
  open var lineCap: CAShapeLayerLineCap = .butt
  open var lineJoin: CAShapeLayerLineJoin = .miter
  open var fillRule: CAShapeLayerFillRule = .nonZero
  open var lineDashPattern: [NSNumber]?

  public nonisolated override init() { super.init() }

  override func decorate(_ node: inout ViewNode) {
    guard let fill = fillColor, let shape = path?.shape else { return }
    let rect: CGRect
    switch shape {
    case .rect(let bounds, let radius):
      rect = bounds
      if radius > 0 { node.cornerRadius = Double(radius) }
    case .oval(let bounds):
      rect = bounds
      node.isEllipse = true
    }
    // The shape is its own view inside the layer's frame, as drawn.
    node.children.append(
      ViewNode(
        typeName: "CAShapeLayer path", frame: ViewRect(rect), backgroundColor: ShieldColor(fill.color),
        cornerRadius: node.cornerRadius, isEllipse: node.isEllipse))
    node.cornerRadius = nil
    node.isEllipse = nil
  }
}

/// How a shape layer's lines end, as `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's lines meet, as `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// Which areas of a shape layer's path are filled, as `CAShapeLayerFillRule` (kept).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A layer filled with a gradient, as Core Animation's `CAGradientLayer`. It is read as a fill of
/// its first colour, as opaque as its least opaque colour: a gradient of opaque colours over the
/// screen covers it, one that fades to clear does not.
open class CAGradientLayer: CALayer {
  /// The colours, `CGColor`s as on iOS (a `UIColor` is read too).
  open var colors: [Any]?
  open var locations: [NSNumber]?
  open var startPoint = CGPoint(x: 0.5, y: 0)
  open var endPoint = CGPoint(x: 0.5, y: 1)
  open var type: CAGradientLayerType = .axial

  public nonisolated override init() { super.init() }

  override func decorate(_ node: inout ViewNode) {
    let colors = (colors ?? []).compactMap { ($0 as? CGColor)?.color ?? ($0 as? UIColor) }
    guard let first = colors.first else { return }
    let alpha = colors.map(\.alphaComponent).min() ?? 1
    node.backgroundColor = ShieldColor(first.withAlphaComponent(alpha))
  }
}

/// The shape of a gradient, as `CAGradientLayerType` (kept).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let axial = CAGradientLayerType(rawValue: "axial")
  public static let radial = CAGradientLayerType(rawValue: "radial")
  public static let conic = CAGradientLayerType(rawValue: "conic")
}
