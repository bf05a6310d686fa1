/// A rectangle in points, origin top left, as `CGRect` is on iOS: the wire form of a view's frame.
public struct ViewRect: Codable, Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The empty rectangle at the origin.
  public static let zero = ViewRect(x: 0, y: 0, width: 0, height: 0)

  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }

  /// Whether it has no area (a negative size counts as none).
  public var isEmpty: Bool { !(width > 0 && height > 0) }

  /// The overlap of the two rectangles; `.zero` when they do not overlap.
  public func intersection(_ other: ViewRect) -> ViewRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return .zero }
    return ViewRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Whether `other` lies wholly inside this rectangle.
  public func contains(_ other: ViewRect) -> Bool {
    other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
  }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> ViewRect {
    ViewRect(x: x + dx, y: y + dy, width: width, height: height)
  }
}
