import Foundation

/// The geometry of a `UIBezierPath`'s elements: where it ends, what it spans, and its SVG path data.
enum PathGeometry {
  typealias Element = UIBezierPath.Element

  /// Where the element after `elements` starts (the start of the last subpath after a close).
  static func currentPoint(after elements: [Element]) -> CGPoint {
    var point: CGPoint?
    var subpathStart = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let to):
        point = to
        subpathStart = to
      case .line(let to), .quadCurve(let to, _), .curve(let to, _, _): point = to
      case .arc(let center, let radius, let start, let end, let clockwise):
        if point == nil { subpathStart = self.point(on: center, radius, start) }
        point = self.point(on: center, radius, start + sweep(start: start, end: end, clockwise: clockwise))
      case .close: point = subpathStart
      }
    }
    return point ?? .zero
  }

  /// The smallest rectangle holding every point the elements pass through (a curve's control
  /// points included, as Core Graphics' `boundingBox` does; an arc sampled every 1/32 turn).
  static func bounds(of elements: [Element]) -> CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let to), .line(let to): points.append(to)
      case .quadCurve(let to, let control): points += [to, control]
      case .curve(let to, let control1, let control2): points += [to, control1, control2]
      case .arc(let center, let radius, let start, let end, let clockwise):
        let sweep = self.sweep(start: start, end: end, clockwise: clockwise)
        for step in 0...32 { points.append(point(on: center, radius, start + sweep * CGFloat(step) / 32)) }
      case .close: break
      }
    }
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The elements as SVG path data (`M`, `L`, `Q`, `C`, `A`, `Z`).
  static func svgData(of elements: [Element]) -> String {
    var parts: [String] = []
    var hasPoint = false
    func number(_ value: CGFloat) -> String { DrawingCanvas.number(value) }
    func pair(_ point: CGPoint) -> String { "\(number(point.x)) \(number(point.y))" }
    for element in elements {
      switch element {
      case .move(let to): parts.append("M\(pair(to))")
      case .line(let to): parts.append("L\(pair(to))")
      case .quadCurve(let to, let control): parts.append("Q\(pair(control)) \(pair(to))")
      case .curve(let to, let control1, let control2): parts.append("C\(pair(control1)) \(pair(control2)) \(pair(to))")
      case .arc(let center, let radius, let start, let end, let clockwise):
        parts.append("\(hasPoint ? "L" : "M")\(pair(point(on: center, radius, start)))")
        // SVG draws at most a half turn's worth reliably per arc: split a longer sweep in two.
        let sweep = self.sweep(start: start, end: end, clockwise: clockwise)
        let halves = abs(sweep) > .pi ? 2 : 1
        for half in 1...halves {
          let angle = start + sweep * CGFloat(half) / CGFloat(halves)
          let large = abs(sweep) / CGFloat(halves) > .pi ? 1 : 0
          parts.append("A\(number(radius)) \(number(radius)) 0 \(large) \(clockwise ? 1 : 0) \(pair(point(on: center, radius, angle)))")
        }
      case .close: parts.append("Z")
      }
      hasPoint = element != .close || hasPoint
    }
    return parts.joined(separator: " ")
  }

  /// The signed angle an arc turns through: positive clockwise on screen, a full turn at most.
  static func sweep(start: CGFloat, end: CGFloat, clockwise: Bool) -> CGFloat {
    let turn = 2 * CGFloat.pi
    if abs(end - start) >= turn { return clockwise ? turn : -turn }
    var sweep = (end - start).truncatingRemainder(dividingBy: turn)
    if clockwise, sweep < 0 { sweep += turn }
    if !clockwise, sweep > 0 { sweep -= turn }
    return sweep
  }

  private static func point(on center: CGPoint, _ radius: CGFloat, _ angle: CGFloat) -> CGPoint {
    CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
  }
}
