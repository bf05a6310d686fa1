/// The parts of the iPhone screen that are not the shield: status bar, Dynamic Island and home
/// indicator, in black or white depending on what lies beneath.
enum DeviceChrome {
  /// Black over a light background, white over a dark one, as the system picks the status-bar style.
  static func foreground(over background: RGBAColor) -> RGBAColor {
    background.luminance > 0.3 ? .black : .white
  }

  /// Writes the status bar (9:41, signal, Wi-Fi, battery) and the Dynamic Island.
  static func drawStatusBar(color: RGBAColor, into writer: inout SVGWriter) {
    let width = ShieldMetrics.screenWidth
    writer.element(
      "rect", [("x", ((width - 126) / 2).svgNumber), ("y", "11"), ("width", "126"), ("height", "37"), ("rx", "18.5")])
    writer.element(
      "text",
      [("x", "64"), ("y", "37"), ("font-size", "17"), ("font-weight", "600"), ("text-anchor", "middle")]
        + color.fillAttributes,
      text: "9:41"
    )
    writer.open("g", color.fillAttributes)
    for bar in 0..<4 {
      let height = 4 + Double(bar) * 2.2
      writer.element(
        "rect",
        [
          ("x", (293 + Double(bar) * 4.6).svgNumber), ("y", (35 - height).svgNumber), ("width", "3"),
          ("height", height.svgNumber), ("rx", "0.8"),
        ])
    }
    writer.element(
      "path",
      [("d", "M316 27.5a11 11 0 0 1 15 0l-1.6 1.7a8.7 8.7 0 0 0-11.8 0zM319.3 31a6.4 6.4 0 0 1 8.4 0L323.5 35z")])
    writer.element(
      "rect",
      [("x", "337.5"), ("y", "24.5"), ("width", "24"), ("height", "11.5"), ("rx", "3.5"), ("fill", "none")]
        + color.withAlpha(multipliedBy: 0.4).strokeAttributes)
    writer.element("rect", [("x", "339.5"), ("y", "26.5"), ("width", "20"), ("height", "7.5"), ("rx", "2")])
    writer.element("rect", [("x", "363"), ("y", "28.5"), ("width", "1.5"), ("height", "4"), ("rx", "0.7")])
    writer.close("g")
  }

  /// Writes the home indicator bar at the bottom of the screen.
  static func drawHomeIndicator(color: RGBAColor, into writer: inout SVGWriter) {
    writer.element(
      "rect",
      [
        ("x", ((ShieldMetrics.screenWidth - 134) / 2).svgNumber), ("y", (ShieldMetrics.screenHeight - 13).svgNumber),
        ("width", "134"), ("height", "5"), ("rx", "2.5"),
      ] + color.fillAttributes)
  }
}
