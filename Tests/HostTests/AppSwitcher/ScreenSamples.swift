import HostProtocol

/// Small screens built by hand, for the legibility model and the renderer.
enum ScreenSamples {
  static let white = ShieldColor(red: 1, green: 1, blue: 1)
  static let bounds = ViewRect(x: 0, y: 0, width: 393, height: 852)

  static func label(_ text: String, size: Double = 17, y: Double = 100, alpha: Double = 1, hidden: Bool = false)
    -> ViewNode
  {
    ViewNode(
      kind: .text, typeName: "UILabel", frame: ViewRect(x: 20, y: y, width: 353, height: size * 1.2),
      isHidden: hidden, alpha: alpha, text: text, fontSize: size)
  }

  static func cover(_ color: ShieldColor? = white, alpha: Double = 1, frame: ViewRect = bounds) -> ViewNode {
    ViewNode(typeName: "CoverView", frame: frame, alpha: alpha, backgroundColor: color)
  }

  static func blur(_ style: Int, frame: ViewRect = bounds) -> ViewNode {
    ViewNode(kind: .blur, typeName: "UIVisualEffectView", frame: frame, blurStyle: style)
  }

  static func window(_ children: [ViewNode], level: Double = 0, order: Int = 0, hidden: Bool = false) -> WindowNode {
    WindowNode(
      level: level, visibleOrder: order, isKey: order == 0,
      root: ViewNode(typeName: "UIWindow", frame: bounds, isHidden: hidden, backgroundColor: white, children: children))
  }

  static func screen(_ windows: [WindowNode]) -> ScreenTree { ScreenTree(width: 393, height: 852, windows: windows) }

  static func screen(_ children: [ViewNode]) -> ScreenTree { screen([window(children)]) }
}
