import HostProtocol

/// A rectangle in screen points.
struct LayoutRect: Hashable, Sendable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double

  /// The horizontal centre.
  var midX: Double { x + width / 2 }
  /// The vertical centre.
  var midY: Double { y + height / 2 }
  /// The bottom edge.
  var maxY: Double { y + height }
  /// The right edge.
  var maxX: Double { x + width }
}

/// Lines of one label, placed: where each baseline lies and how the text runs.
struct TextBlock: Hashable, Sendable {
  var lines: [String]
  var style: TextStyle
  /// The box the lines fill, top line at `frame.y`.
  var frame: LayoutRect
  var direction: WritingDirection
  var isTruncated: Bool

  /// Breaks `text` to `frame`'s width and stacks the lines from its top.
  init(_ text: String, style: TextStyle, x: Double, y: Double, width: Double) {
    let clean = SVGText.sanitized(text)
    let wrapped = LineBreaker.wrap(
      clean, width: width, fontSize: style.fontSize, bold: style.bold, maxLines: style.maxLines)
    lines = wrapped.lines
    isTruncated = wrapped.isTruncated
    self.style = style
    direction = WritingDirection(of: clean)
    frame = LayoutRect(x: x, y: y, width: width, height: Double(wrapped.lines.count) * style.lineHeight)
  }

  /// The baseline of line `index`: the line box's centre plus about a third of the font size.
  func baseline(ofLine index: Int) -> Double {
    frame.y + Double(index) * style.lineHeight + style.lineHeight / 2 + style.fontSize * 0.35
  }

  /// The same lines moved so the block starts at `y`.
  func moved(toY y: Double) -> TextBlock {
    var copy = self
    copy.frame.y = y
    return copy
  }
}

/// Where everything on a shield goes, computed once from the resolved shield.
struct ShieldLayout: Hashable, Sendable {
  var icon: LayoutRect
  var title: TextBlock
  var subtitle: TextBlock
  var primaryButton: LayoutRect
  var primaryLabel: TextBlock
  var secondaryButton: LayoutRect?
  var secondaryLabel: TextBlock?
  /// The open submenu and its rows; nil without a secondary button or items.
  var menu: LayoutRect?
  var menuItems: [TextBlock]

  /// Lays out `shield` on a `ShieldMetrics` screen.
  init(_ shield: ResolvedShield) {
    typealias M = ShieldMetrics
    let buttonWidth = M.screenWidth - 2 * M.buttonMargin
    let labelWidth = buttonWidth - 2 * M.buttonPadding
    var stackBottom = M.screenHeight - M.bottomInset - M.buttonBottomMargin

    if let label = shield.secondaryButtonLabel {
      let frame = LayoutRect(
        x: M.buttonMargin, y: stackBottom - M.secondaryButtonHeight, width: buttonWidth, height: M.secondaryButtonHeight
      )
      secondaryButton = frame
      secondaryLabel = Self.centred(label.text, style: M.secondaryLabel, in: frame, width: labelWidth)
      stackBottom = frame.y - M.buttonSpacing
    } else {
      secondaryButton = nil
      secondaryLabel = nil
    }
    primaryButton = LayoutRect(
      x: M.buttonMargin, y: stackBottom - M.primaryButtonHeight, width: buttonWidth, height: M.primaryButtonHeight)
    primaryLabel = Self.centred(
      shield.primaryButtonLabel.text, style: M.primaryLabel, in: primaryButton, width: labelWidth)

    let items =
      shield.secondaryButtonLabel == nil ? [] : Array(shield.secondaryButtonSubmenuItems.prefix(M.maxMenuItems))
    if items.isEmpty {
      menu = nil
      menuItems = []
    } else {
      let height = Double(items.count) * M.menuRowHeight
      let frame = LayoutRect(
        x: (M.screenWidth - M.menuWidth) / 2, y: primaryButton.y - 12 - height, width: M.menuWidth, height: height)
      menu = frame
      menuItems = items.enumerated().map { index, item in
        let row = LayoutRect(
          x: frame.x, y: frame.y + Double(index) * M.menuRowHeight, width: frame.width, height: M.menuRowHeight)
        return Self.centred(item, style: M.menuItem, in: row, width: frame.width - 2 * M.buttonPadding)
      }
    }

    let textWidth = M.screenWidth - 2 * M.textMargin
    let title = TextBlock(shield.title.text, style: M.title, x: M.textMargin, y: 0, width: textWidth)
    let subtitle = TextBlock(shield.subtitle.text, style: M.subtitle, x: M.textMargin, y: 0, width: textWidth)
    let groupHeight = M.iconSize + M.iconSpacing + title.frame.height + M.titleSpacing + subtitle.frame.height
    let regionTop = M.topInset + 20
    let regionBottom = primaryButton.y - M.contentToButtons
    let top = max(regionTop, (regionTop + regionBottom - groupHeight) / 2)
    icon = LayoutRect(x: (M.screenWidth - M.iconSize) / 2, y: top, width: M.iconSize, height: M.iconSize)
    self.title = title.moved(toY: icon.maxY + M.iconSpacing)
    self.subtitle = subtitle.moved(toY: self.title.frame.maxY + M.titleSpacing)
  }

  /// A one-line label centred vertically in `frame`, `width` wide and centred horizontally.
  private static func centred(_ text: String, style: TextStyle, in frame: LayoutRect, width: Double) -> TextBlock {
    TextBlock(
      text, style: style, x: frame.midX - width / 2, y: frame.midY - style.lineHeight / 2, width: width)
  }
}
