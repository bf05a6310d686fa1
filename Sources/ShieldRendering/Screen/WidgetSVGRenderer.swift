public import HostProtocol

/// Draws a widget where a person sees it, with the one view-tree renderer
/// (``ScreenSVGRenderer``): an accessory family on the Lock Screen under the clock (the inline one
/// above it, in the date's line), vibrant (every colour as white, as opaque as it is light); a
/// system family on the home screen, or, locked, in StandBy (the phone on its side, black, the
/// widget in the left half, rendered without its container background, as StandBy removes it);
/// each cut
/// to its family's outline (``WidgetContainerOutline``); the Always-On display dimmed. Redacted
/// text and images are drawn as iOS draws them, as shapes of their size.
public enum WidgetSVGRenderer {
  /// The phone's screen in points (iPhone 14, the size the families' sizes are given for).
  static let screen = (width: 390.0, height: 844.0)
  /// Where the inline accessory goes: in the date's line, above the clock (which starts at 120).
  static let inlineTop = 84.0

  /// The SVG document of `widget` (its root `ViewNode`, framed at the size of `family`).
  public static func svg(widget: ViewNode, family: String, locked: Bool, dimmed: Bool, title: String) -> String {
    let isAccessory = WidgetScreen.isLockScreenFamily(family)
    let standBy = WidgetScreen.isStandBy(family: family, locked: locked)
    let screen = standBy ? (width: Self.screen.height, height: Self.screen.width) : Self.screen
    var placed = widget
    if standBy {
      placed.frame = widget.frame.offsetBy(dx: (screen.width / 2 - widget.frame.width) / 2, dy: (screen.height - widget.frame.height) / 2)
    } else {
      let y = family == "accessoryInline" ? inlineTop : isAccessory ? 250.0 : 90.0
      placed.frame = widget.frame.offsetBy(dx: (screen.width - widget.frame.width) / 2, dy: y)
      if !isAccessory { placed.backgroundColor = placed.backgroundColor ?? ShieldColor(red: 1, green: 1, blue: 1) }
    }
    if WidgetContainerOutline.isCircle(family: family) {
      placed.isEllipse = true
      placed.clipsToBounds = true
    } else if let radius = WidgetContainerOutline.cornerRadius(family: family) {
      placed.cornerRadius = radius
      placed.clipsToBounds = true
    }
    if isAccessory {
      placed = ViewNode(typeName: ViewNode.vibrantRenderingTypeName, frame: placed.frame, children: [placed.movedToOrigin])
    }
    let wallpaper =
      standBy
      ? ShieldColor(red: 0, green: 0, blue: 0)
      : ShieldColor(red: locked ? 0.09 : 0.25, green: locked ? 0.11 : 0.42, blue: locked ? 0.2 : 0.72)
    var children: [ViewNode] = []
    if locked && !standBy {
      children.append(
        ViewNode(
          kind: .text, typeName: "Clock", frame: ViewRect(x: 0, y: 120, width: screen.width, height: 100), text: "9:41",
          fontSize: 84, textColor: ShieldColor(red: 1, green: 1, blue: 1, alpha: 0.9), textAlignment: "center"))
    }
    children.append(placed)
    if dimmed {
      children.append(
        ViewNode(
          typeName: "AlwaysOnDimming", frame: ViewRect(x: 0, y: 0, width: screen.width, height: screen.height), alpha: 0.55,
          backgroundColor: ShieldColor(red: 0, green: 0, blue: 0)))
    }
    let root = ViewNode(
      typeName: standBy ? "StandBy" : locked ? "LockScreen" : "HomeScreen",
      frame: ViewRect(x: 0, y: 0, width: screen.width, height: screen.height), backgroundColor: wallpaper, children: children)
    let tree = ScreenTree(
      width: screen.width, height: screen.height, windows: [WindowNode(level: 0, visibleOrder: 0, isKey: true, root: root)])
    return ScreenSVGRenderer.svg(for: tree, title: title, appearance: isAccessory || standBy ? .dark : .light)
  }
}

extension ViewNode {
  /// The same node at its parent's origin: what a wrapper of its frame holds.
  fileprivate var movedToOrigin: ViewNode {
    var moved = self
    moved.frame = ViewRect(x: 0, y: 0, width: frame.width, height: frame.height)
    return moved
  }
}
