public import Foundation

/// A path as Core Graphics keeps it, as `CGPath`: made by UIKit from a `UIBezierPath` (`cgPath`),
/// whose lines, curves and arcs it carries for a shape layer.
public final class CGPath: Sendable {
  /// The smallest rectangle holding every point of the path.
  public let boundingBox: CGRect
  /// The path's elements and shape, as the framework that made it keeps them.
  package let contents: any Sendable

  package init(boundingBox: CGRect, contents: any Sendable) {
    (self.boundingBox, self.contents) = (boundingBox, contents)
  }
}
