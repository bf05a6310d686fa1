import CoreGraphics
import Foundation
import HostProtocol

extension ViewNode {
  /// The node as UIKit draws a view with `transform`, which turns about the view's centre: its
  /// frame the bounding box of its transformed frame (exact for moves and stretches; the box
  /// around a turned view), and what it holds stretched with it, text sizes by the smaller
  /// stretch. A view stretched to nothing covers nothing and shows nothing; one moved off the
  /// screen is off it.
  func transformed(by transform: CGAffineTransform) -> ViewNode {
    guard !transform.isIdentity else { return self }
    let frame = CGRect(x: self.frame.x, y: self.frame.y, width: self.frame.width, height: self.frame.height)
    let aboutCentre = CGAffineTransform(translationX: -frame.midX, y: -frame.midY).concatenating(transform)
      .concatenating(CGAffineTransform(translationX: frame.midX, y: frame.midY))
    let box = frame.applying(aboutCentre)
    guard box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite else { return self }
    let x = frame.width > 0 ? Double(box.width / frame.width) : 1
    let y = frame.height > 0 ? Double(box.height / frame.height) : 1
    var node = scaled(x: x, y: y)
    node.frame = ViewRect(box)
    return node
  }
}
