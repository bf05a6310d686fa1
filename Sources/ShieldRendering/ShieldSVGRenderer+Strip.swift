import HostProtocol

extension ShieldSVGRenderer {
  /// Space around and between frames in a strip.
  static let stripGap = 56.0
  /// Height of the caption band above each frame.
  static let stripCaptionHeight = 44.0

  /// Several shields side by side, each under a caption, with arrows between them.
  ///
  /// These are the frames of a visit: for example the shield before a button press that answered
  /// `.defer`, and the redraw after it.
  ///
  /// - Parameters:
  ///   - frames: the captions and shields, left to right.
  ///   - appearance: resolves dynamic colours in every frame.
  /// - Returns: one SVG document; an empty list gives a document that says so.
  static func svgStrip(
    frames: [(caption: String, shield: ResolvedShield)], appearance: Appearance, notifications: [NotificationBanner] = []
  ) -> String {
    let screenWidth = ShieldMetrics.screenWidth
    let screenHeight = ShieldMetrics.screenHeight
    let count = Double(max(frames.count, 1))
    let width = count * screenWidth + (count + 1) * stripGap
    let height = stripGap + stripCaptionHeight + screenHeight + stripGap
    let label = SystemColorPalette.color("label", for: appearance)
    let secondary = SystemColorPalette.color("secondaryLabel", for: appearance)

    var writer = SVGWriter()
    writer.open("svg", rootAttributes(width: width.svgNumber, height: height.svgNumber))
    let titles = frames.map { SVGText.sanitized($0.shield.title.text) }
    writer.element("title", text: "Shield frames: " + (titles.isEmpty ? "none" : titles.joined(separator: " → ")))
    writer.element(
      "rect",
      [("width", width.svgNumber), ("height", height.svgNumber)]
        + SystemColorPalette.color("systemGray6", for: appearance).fillAttributes)
    if frames.isEmpty {
      writer.element(
        "text",
        [("x", (width / 2).svgNumber), ("y", (height / 2).svgNumber), ("font-size", "17"), ("text-anchor", "middle")]
          + secondary.fillAttributes,
        text: "No shield was shown")
    }
    for (index, frame) in frames.enumerated() {
      let x = stripGap + Double(index) * (screenWidth + stripGap)
      let caption = TextBlock(
        frame.caption, style: ShieldMetrics.primaryLabel, x: x, y: stripGap, width: screenWidth)
      drawText(caption, color: label, into: &writer)
      if index > 0 { drawArrow(endingAt: x, color: secondary, into: &writer) }
      writer.open(
        "svg",
        [
          ("x", x.svgNumber), ("y", (stripGap + stripCaptionHeight).svgNumber), ("width", screenWidth.svgNumber),
          ("height", screenHeight.svgNumber),
          ("viewBox", "0 0 \(screenWidth.svgNumber) \(screenHeight.svgNumber)"),
        ])
      writer.element("desc", text: description(of: frame.shield, appearance: appearance))
      drawScreen(frame.shield, appearance: appearance, idPrefix: "f\(index + 1)-", into: &writer)
      if index == frames.count - 1 { NotificationBannerArtwork.draw(notifications, appearance: appearance, into: &writer) }
      writer.close("svg")
    }
    writer.close("svg")
    return xmlDeclaration + writer.markup
  }

  /// A right-pointing arrow in the gap that ends at `x`, level with the middle of the screens.
  private static func drawArrow(endingAt x: Double, color: RGBAColor, into writer: inout SVGWriter) {
    let y = stripGap + stripCaptionHeight + ShieldMetrics.screenHeight / 2
    let tip = x - 12
    let tail = x - stripGap + 12
    writer.element(
      "path",
      [
        (
          "d",
          "M\(tail.svgNumber) \(y.svgNumber)H\(tip.svgNumber)M\((tip - 9).svgNumber) \((y - 9).svgNumber)"
            + "L\(tip.svgNumber) \(y.svgNumber)L\((tip - 9).svgNumber) \((y + 9).svgNumber)"
        ),
        ("fill", "none"), ("stroke-width", "3"), ("stroke-linecap", "round"), ("stroke-linejoin", "round"),
      ] + color.strokeAttributes)
  }
}
