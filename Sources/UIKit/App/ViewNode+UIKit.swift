import Foundation
import HostProtocol

extension ViewRect {
  /// The rectangle of a UIKit frame.
  init(_ rect: CGRect) {
    self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.width), height: Double(rect.height))
  }
}

extension ShieldColor {
  /// The components of a UIKit colour, with its system name when it has one.
  init(_ color: UIColor) {
    self.init(
      red: color.redComponent, green: color.greenComponent, blue: color.blueComponent, alpha: color.alphaComponent,
      name: color.systemName)
  }
}

extension UIColor {
  /// The colour of a view tree's components.
  convenience init(shieldColor color: ShieldColor) {
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }
}

extension ViewNode {
  /// The node with its frame, its descendants' frames and its text sizes stretched by `x` and
  /// `y` (text by the smaller): a picture drawn at one size and shown at another.
  func scaled(x: Double, y: Double) -> ViewNode {
    var node = self
    node.frame = ViewRect(x: frame.x * x, y: frame.y * y, width: frame.width * x, height: frame.height * y)
    node.fontSize = fontSize.map { $0 * min(x, y) }
    node.cornerRadius = cornerRadius.map { $0 * min(x, y) }
    node.children = children.map { $0.scaled(x: x, y: y) }
    return node
  }

  /// A node holding a picture, `nodes` drawn at `size` and shown in `frame`: read for what it
  /// shows, never a cover of its own views.
  static func picture(_ nodes: [ViewNode], drawnAt size: CGSize, shownIn frame: CGRect) -> ViewNode {
    let x = size.width > 0 ? Double(frame.width / size.width) : 1
    let y = size.height > 0 ? Double(frame.height / size.height) : 1
    return ViewNode(
      typeName: ViewNode.snapshotPictureTypeName, frame: ViewRect(frame), children: nodes.map { $0.scaled(x: x, y: y) })
  }
}
