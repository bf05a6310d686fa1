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
    let unsure = Set(unsureLevels)
    let places = drawn.map { DrawnPlace(hidden: $0.hidden, visible: $0.visible) }
    for (index, view) in drawn.enumerated() {
      guard var text = view.text else { continue }
      switch obscured(view, text: text, at: index, in: drawn, places: places, unsure: unsure) {
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

  /// A view as drawn: where on the screen, how opaque, whether hidden, in which window, and what
  /// of it can hide text below. It keeps only that, not the node and its subtree: every text is
  /// checked against every view drawn after it, so a view costs what its copy costs, thousands
  /// of times on a screen of thousands of views.
  private struct DrawnView {
    var kind: ViewNode.Kind
    var typeName: String
    /// The alpha of what it paints over its frame: 1 for a named image, else its background's.
    var paint: Double
    /// `.blur`: the `UIBlurEffect.Style` raw value.
    var blurStyle: Int?
    /// `.text`: its colour's alpha.
    var textAlpha: Double
    var redactedBy: [String]?
    var frame: ViewRect
    var visible: ViewRect
    var opacity: Double
    var hidden: Bool
    var window: Int
    var level: Double
    var text: TextOnScreen?
  }

  /// Where a drawn view is and whether it shows: all a text's check reads of most views above
  /// it, kept apart so that the scan copies no strings or arrays.
  private struct DrawnPlace {
    var hidden: Bool
    var visible: ViewRect
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
        kind: node.kind, typeName: node.typeName,
        paint: node.kind == .image && node.imageName != nil ? 1 : (node.backgroundColor?.alpha ?? 0),
        blurStyle: node.blurStyle, textAlpha: node.textColor?.alpha ?? 1, redactedBy: node.redactedBy, frame: frame,
        visible: visible, opacity: opacity, hidden: hidden, window: window, level: level, text: text))
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
    _ view: DrawnView, text: TextOnScreen, at index: Int, in drawn: [DrawnView], places: [DrawnPlace],
    unsure: Set<Double>
  ) -> Verdict {
    if view.hidden { return .obscured(.hidden) }
    let colorAlpha = view.kind == .text ? view.textAlpha : 1
    if view.opacity * colorAlpha < minimumOpacity { return .obscured(.transparent) }
    if view.visible.isEmpty { return .obscured(.offScreen) }
    if let reasons = view.redactedBy, !reasons.isEmpty { return .obscured(.redacted(reasons)) }
    var throughBlur: ShieldBlurStyle?
    // The topmost cover names the reason: scan from the front.
    var aboveIndex = drawn.count
    while aboveIndex > index + 1 {
      aboveIndex -= 1
      guard !places[aboveIndex].hidden, places[aboveIndex].visible.contains(view.visible) else { continue }
      let above = drawn[aboveIndex]
      if above.window != view.window, above.level == view.level, unsure.contains(view.level) { continue }
      if above.kind == .blur, let raw = above.blurStyle, above.opacity >= coveringOpacity {
        let style = ShieldBlurStyle(rawValue: raw)
        if !BlurLegibility.isReadable(pointSize: text.pointSize, under: style) { return .obscured(.underBlur(style)) }
        throughBlur = throughBlur ?? style
        continue
      }
      if above.paint * above.opacity >= coveringOpacity {
        return .obscured(.underOpaqueView(above.typeName))
      }
    }
    return .readable(throughBlur: throughBlur)
  }
}
