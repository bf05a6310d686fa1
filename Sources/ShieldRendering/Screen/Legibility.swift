public import HostProtocol

/// Decides which text on a screen a person can read: the one rule the App Switcher check (and
/// the widget check) judges by. `Documentation/AppSwitcher.md` states the model.
///
/// Text counts as readable unless it is hidden (itself, an ancestor or its window), transparent
/// (opacity below ``minimumOpacity``), off-screen (no part inside the screen or a clipping
/// ancestor), under an opaque view (one drawn above it whose opacity is at least
/// ``coveringOpacity`` and whose frame holds the whole visible text: a background colour, or an
/// image, which counts as opaque), or under a blur drawn above it through which text of its size
/// cannot be read (``BlurLegibility``), or redacted by SwiftUI (a widget's `redactedBy`). Windows are drawn by level, then by the order they became
/// visible; windows that share a level are not ordered by iOS, so none of them covers another.
public enum Legibility {
  /// Below this opacity text cannot be read.
  public static let minimumOpacity = 0.1
  /// From this opacity a view above text hides it.
  public static let coveringOpacity = 0.9
  /// The size a content stand-in (a storyboard window) is judged at.
  static let standInPointSize = 17.0

  /// What a person can read on `screen`.
  public static func read(_ screen: ScreenTree) -> ScreenReading {
    let windows = drawingOrder(screen)
    let unsureLevels = Dictionary(grouping: windows, by: \.level).filter { $0.value.count > 1 }.keys.sorted()
    var drawn: [DrawnView] = []
    for (windowIndex, window) in windows.enumerated() {
      flatten(
        window.root, origin: (0, 0), clip: screen.bounds, opacity: 1, hidden: false, window: windowIndex,
        level: window.level, into: &drawn)
    }
    var readable: [TextOnScreen] = []
    var unreadable: [UnreadableText] = []
    for (index, view) in drawn.enumerated() {
      guard var text = view.text else { continue }
      switch obscured(view, text: text, at: index, in: drawn, unsure: Set(unsureLevels)) {
      case .obscured(let reason):
        unreadable.append(UnreadableText(text: text, reason: reason))
      case .readable(let blur):
        text.readableThroughBlur = blur
        readable.append(text)
      }
    }
    return ScreenReading(readable: readable, unreadable: unreadable, levelsOfUnsureOrder: unsureLevels)
  }

  /// The windows that can show, back to front: by level, then by when they became visible.
  public static func drawingOrder(_ screen: ScreenTree) -> [WindowNode] {
    screen.windows.filter { !$0.root.isHidden }.sorted {
      ($0.level, $0.visibleOrder) < ($1.level, $1.visibleOrder)
    }
  }

  /// A view as drawn: where on the screen, how opaque, whether hidden, in which window.
  private struct DrawnView {
    var node: ViewNode
    var frame: ViewRect
    var visible: ViewRect
    var opacity: Double
    var hidden: Bool
    var window: Int
    var level: Double
    var text: TextOnScreen?
  }

  private static func flatten(
    _ node: ViewNode, origin: (x: Double, y: Double), clip: ViewRect, opacity: Double, hidden: Bool, window: Int,
    level: Double, into drawn: inout [DrawnView]
  ) {
    let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
    let visible = frame.intersection(clip)
    let opacity = opacity * min(max(node.alpha, 0), 1)
    let hidden = hidden || node.isHidden
    var text: TextOnScreen?
    if node.kind == .text, let string = node.text, !string.isEmpty {
      text = TextOnScreen(
        text: string, frame: frame, pointSize: node.fontSize ?? 17, typeName: node.typeName, isContentStandIn: false)
    } else if node.isContentStandIn {
      text = TextOnScreen(
        text: node.text ?? "the app's content", frame: frame, pointSize: standInPointSize, typeName: node.typeName,
        isContentStandIn: true)
    }
    drawn.append(
      DrawnView(
        node: node, frame: frame, visible: visible, opacity: opacity, hidden: hidden, window: window, level: level,
        text: text))
    let childClip = node.clipsToBounds ? visible : clip
    for child in node.children {
      flatten(
        child, origin: (frame.x, frame.y), clip: childClip, opacity: opacity, hidden: hidden, window: window,
        level: level, into: &drawn)
    }
  }

  private enum Verdict {
    case obscured(Obscured)
    /// Readable, through the blur named when one lies above.
    case readable(throughBlur: ShieldBlurStyle?)
  }

  private static func obscured(
    _ view: DrawnView, text: TextOnScreen, at index: Int, in drawn: [DrawnView], unsure: Set<Double>
  ) -> Verdict {
    if view.hidden { return .obscured(.hidden) }
    let colorAlpha = view.node.kind == .text ? (view.node.textColor?.alpha ?? 1) : 1
    if view.opacity * colorAlpha < minimumOpacity { return .obscured(.transparent) }
    if view.visible.isEmpty { return .obscured(.offScreen) }
    if let reasons = view.node.redactedBy, !reasons.isEmpty { return .obscured(.redacted(reasons)) }
    var throughBlur: ShieldBlurStyle?
    // The topmost cover names the reason: scan from the front.
    for above in drawn[(index + 1)...].reversed() {
      guard !above.hidden, above.visible.contains(view.visible) else { continue }
      if above.window != view.window, above.level == view.level, unsure.contains(view.level) { continue }
      if above.node.kind == .blur, let raw = above.node.blurStyle, above.opacity >= coveringOpacity {
        let style = ShieldBlurStyle(rawValue: raw)
        if !BlurLegibility.isReadable(pointSize: text.pointSize, under: style) { return .obscured(.underBlur(style)) }
        throughBlur = throughBlur ?? style
        continue
      }
      let paint = above.node.kind == .image && above.node.imageName != nil ? 1 : (above.node.backgroundColor?.alpha ?? 0)
      if paint * above.opacity >= coveringOpacity {
        return .obscured(.underOpaqueView(above.node.typeName))
      }
    }
    return .readable(throughBlur: throughBlur)
  }
}
