public import Foundation

/// A vector, as Core Graphics' `CGVector` (Foundation on Linux has none): a spring's initial velocity.
public struct CGVector: Hashable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
  public init() { self.init(dx: 0, dy: 0) }
  public static let zero = CGVector()
}
