public import Foundation

/// Which corners of a rectangle to round, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path of lines, curves and arcs to fill or stroke in the current drawing, as UIKit's
/// `UIBezierPath`; a rectangle, rounded rectangle or oval is also known as that shape, which is
/// how a drawn view's fill covers what lies beneath it in the App Switcher's reading.
open class UIBezierPath: NSObject {
  /// One step of the path, in the drawing's coordinates (angles in radians, clockwise on screen).
  enum Element: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case arc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool)
    case close
  }

  /// A shape the path is known to be, as it was made; nil once it is changed.
  enum Shape: Equatable, Sendable {
    case rect(CGRect, radius: CGFloat)
    case oval(CGRect)
  }

  private(set) var elements: [Element] = []
  private(set) var shape: Shape?
  /// The stroke width.
  open var lineWidth: CGFloat = 1
  /// How stroked lines end.
  open var lineCapStyle: CGLineCap = .butt
  /// How stroked lines meet.
  open var lineJoinStyle: CGLineJoin = .miter
  /// Whether the even-odd rule decides what a fill covers (accepted; fills use the path's outline).
  open var usesEvenOddFillRule = false

  /// An empty path.
  public override init() { super.init() }

  public convenience init(rect: CGRect) {
    self.init()
    append(rect: rect, radii: [0, 0, 0, 0])
    shape = .rect(rect, radius: 0)
  }

  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// A rectangle with the `corners` named rounded by `cornerRadii.width`.
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init()
    let radius = max(0, min(cornerRadii.width, rect.width / 2, rect.height / 2))
    let order: [UIRectCorner] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
    append(rect: rect, radii: order.map { corners.contains($0) ? radius : 0 })
    shape = .rect(rect, radius: corners == .allCorners ? radius : 0)
  }

  public convenience init(ovalIn rect: CGRect) {
    self.init()
    let radius = min(rect.width, rect.height) / 2
    elements = [
      .move(CGPoint(x: rect.maxX, y: rect.midY)),
      .arc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, start: 0, end: 2 * .pi, clockwise: true), .close,
    ]
    shape = .oval(rect)
  }

  /// An arc of the circle around `center`, from `startAngle` to `endAngle`.
  public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    self.init()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    if abs(endAngle - startAngle) >= 2 * .pi {
      shape = .oval(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }
  }

  // MARK: Building

  /// Starts a new subpath at `point`.
  open func move(to point: CGPoint) { add(.move(point)) }

  /// A straight line from the current point to `point`.
  open func addLine(to point: CGPoint) { add(.line(point)) }

  /// A quadratic curve from the current point to `endPoint`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { add(.quadCurve(to: endPoint, control: controlPoint)) }

  /// A cubic curve from the current point to `endPoint`.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    add(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
  }

  /// An arc of the circle around `center`, joined to the current point by a line.
  open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    add(.arc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise))
  }

  /// Closes the current subpath with a line to its start.
  open func close() { add(.close) }

  /// Empties the path.
  open func removeAllPoints() {
    elements = []
    shape = nil
  }

  /// Adds `path`'s subpaths to this one.
  open func append(_ path: UIBezierPath) {
    elements += path.elements
    shape = nil
  }

  /// Whether the path has no elements.
  open var isEmpty: Bool { elements.isEmpty }

  /// Where the next element starts.
  open var currentPoint: CGPoint { PathGeometry.currentPoint(after: elements) }

  /// The smallest rectangle holding every point of the path.
  open var bounds: CGRect { PathGeometry.bounds(of: elements) }

  /// Takes another path's elements and known shape (`cgPath`, `init(cgPath:)`).
  func replace(with elements: [Element], shape: Shape?) {
    self.elements = elements
    self.shape = shape
  }

  private func add(_ element: Element) {
    elements.append(element)
    shape = nil
  }

  private func append(rect: CGRect, radii: [CGFloat]) {
    let (topLeft, topRight, bottomRight, bottomLeft) = (radii[0], radii[1], radii[2], radii[3])
    elements.append(.move(CGPoint(x: rect.minX + topLeft, y: rect.minY)))
    elements.append(.line(CGPoint(x: rect.maxX - topRight, y: rect.minY)))
    if topRight > 0 {
      elements.append(.arc(center: CGPoint(x: rect.maxX - topRight, y: rect.minY + topRight), radius: topRight, start: -.pi / 2, end: 0, clockwise: true))
    }
    elements.append(.line(CGPoint(x: rect.maxX, y: rect.maxY - bottomRight)))
    if bottomRight > 0 {
      elements.append(.arc(center: CGPoint(x: rect.maxX - bottomRight, y: rect.maxY - bottomRight), radius: bottomRight, start: 0, end: .pi / 2, clockwise: true))
    }
    elements.append(.line(CGPoint(x: rect.minX + bottomLeft, y: rect.maxY)))
    if bottomLeft > 0 {
      elements.append(.arc(center: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY - bottomLeft), radius: bottomLeft, start: .pi / 2, end: .pi, clockwise: true))
    }
    elements.append(.line(CGPoint(x: rect.minX, y: rect.minY + topLeft)))
    if topLeft > 0 {
      elements.append(.arc(center: CGPoint(x: rect.minX + topLeft, y: rect.minY + topLeft), radius: topLeft, start: .pi, end: 3 * .pi / 2, clockwise: true))
    }
    elements.append(.close)
  }

  // MARK: Drawing

  /// Fills the path with the current fill colour.
  open func fill() { DrawingCanvas.current?.fill(self) }

  /// Strokes the path with the current stroke colour and `lineWidth`.
  open func stroke() { DrawingCanvas.current?.stroke(self) }

  /// Accepted: clipping is not modelled, so later drawing is not cut to the path.
  open func addClip() {}
}
