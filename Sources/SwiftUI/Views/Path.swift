public import Foundation

/// An outline, as SwiftUI's `Path`: built with its drawing calls, evaluated as a shape (the host
/// draws a path's place, not its curve).
public struct Path: Shape, PrimitiveView {
  /// The rectangle that bounds every point added.
  public private(set) var boundingRect: CGRect = .null
  public var isEmpty: Bool { boundingRect.isNull }

  public init() {}
  public init(_ rect: CGRect) { addRect(rect) }
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { addRect(rect) }
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { addRect(rect) }
  public init(ellipseIn rect: CGRect) { addRect(rect) }
  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
    self = path
  }

  public var body: Never { fatalError("Path has no body") }
  public func path(in rect: CGRect) -> Path { self }

  public mutating func move(to end: CGPoint) { include(end) }
  public mutating func addLine(to end: CGPoint) { include(end) }
  public mutating func addLines(_ lines: [CGPoint]) { lines.forEach { include($0) } }
  public mutating func addRect(_ rect: CGRect) { boundingRect = boundingRect.union(rect) }
  public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }
  public mutating func addEllipse(in rect: CGRect) { addRect(rect) }
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { addRect(rect) }
  public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
    addRect(CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
  }
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    include(control)
    include(end)
  }
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    include(control1)
    include(control2)
    include(end)
  }
  public mutating func addPath(_ path: Path) { if !path.isEmpty { addRect(path.boundingRect) } }
  public mutating func closeSubpath() {}

  private mutating func include(_ point: CGPoint) { addRect(CGRect(origin: point, size: .zero)) }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var node = EvaluatedView(kind: .shape, typeName: "Path")
    node.color = context.foreground
    return [node]
  }
}
