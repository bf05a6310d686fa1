/// Everything on an app's screen at one moment: its windows, with their levels and the order in
/// which they became visible.
public struct ScreenTree: Codable, Hashable, Sendable {
  /// The screen's size in points (`UIScreen.main.bounds`).
  public var width: Double
  public var height: Double
  /// Every window the app holds, hidden ones too, in the order they were created.
  public var windows: [WindowNode]

  public init(width: Double, height: Double, windows: [WindowNode]) {
    self.width = width
    self.height = height
    self.windows = windows
  }

  /// The screen's bounds.
  public var bounds: ViewRect { ViewRect(x: 0, y: 0, width: width, height: height) }
}

/// One `UIWindow`: its level, whether it shows, and its views (the window itself is `root`).
public struct WindowNode: Codable, Hashable, Sendable {
  /// `windowLevel.rawValue`: `.normal` 0, `.statusBar` 1000, `.alert` 2000.
  public var level: Double
  /// When it last became visible (0, 1, ...): iOS draws later windows of one level on top, but
  /// does not promise it.
  public var visibleOrder: Int
  public var isKey: Bool
  /// The window (as a view): its frame, hidden flag, alpha and background, its subviews.
  public var root: ViewNode

  public init(level: Double, visibleOrder: Int, isKey: Bool, root: ViewNode) {
    self.level = level
    self.visibleOrder = visibleOrder
    self.isKey = isKey
    self.root = root
  }

  /// The level as UIKit's names write it: `.normal`, `.alert + 1`, `UIWindow.Level(rawValue: 42)`.
  public var levelName: String {
    for (name, base) in [(".normal", 0.0), (".statusBar", 1000.0), (".alert", 2000.0)] {
      let offset = level - base
      if offset == 0 { return name }
      if abs(offset) < 1000, offset == offset.rounded() {
        return offset > 0 ? "\(name) + \(Int(offset))" : "\(name) - \(Int(-offset))"
      }
    }
    let number = level == level.rounded() ? String(Int(level)) : String(level)
    return "UIWindow.Level(rawValue: \(number))"
  }
}
