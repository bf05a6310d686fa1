/// A stand-in for the app or web page the shield covers: a hero image, a headline, coloured cards
/// and a tab bar, drawn through the material's blur so the blur style has something to show.
enum BackdropScene {
  /// The scene's rough mean colour, for choosing legible status-bar colours over it.
  static func averageColor(for appearance: Appearance) -> RGBAColor {
    switch appearance {
    case .light: RGBAColor(red: 0.8, green: 0.82, blue: 0.9)
    case .dark: RGBAColor(red: 0.14, green: 0.14, blue: 0.24)
    }
  }

  /// Writes the scene, blurred and saturated as `material` says.
  static func draw(material: BlurMaterial, appearance: Appearance, idPrefix: String, into writer: inout SVGWriter) {
    let isDark = appearance == .dark
    let blur = "\(idPrefix)backdrop-blur"
    let hero = "\(idPrefix)backdrop-hero"
    writer.open("defs")
    writer.open(
      "filter",
      [
        ("id", blur), ("x", "-0.2"), ("y", "-0.2"), ("width", "1.4"), ("height", "1.4"),
        ("color-interpolation-filters", "sRGB"),
      ])
    writer.element("feGaussianBlur", [("stdDeviation", material.blurDeviation.svgNumber)])
    writer.element("feColorMatrix", [("type", "saturate"), ("values", material.saturation.svgNumber)])
    writer.close("filter")
    writer.open("linearGradient", [("id", hero), ("x1", "0"), ("y1", "0"), ("x2", "1"), ("y2", "1")])
    writer.element("stop", [("offset", "0"), ("stop-color", isDark ? "#0a4f8f" : "#5ac8fa")])
    writer.element("stop", [("offset", "1"), ("stop-color", isDark ? "#3a2f8f" : "#5856d6")])
    writer.close("linearGradient")
    writer.close("defs")

    let color = { (name: String) in SystemColorPalette.color(name, for: appearance) }
    writer.open("g", [("filter", "url(#\(blur))")])
    rect(x: -60, y: -60, width: 513, height: 972, radius: 0, fill: color("systemBackground"), into: &writer)
    writer.element(
      "rect", [("x", "-60"), ("y", "-60"), ("width", "513"), ("height", "390"), ("fill", "url(#\(hero))")])
    writer.element("circle", [("cx", "300"), ("cy", "150"), ("r", "56")] + color("systemYellow").fillAttributes)
    rect(
      x: 24, y: 356, width: 260, height: 24, radius: 6, fill: color("label").withAlpha(multipliedBy: 0.85),
      into: &writer)
    rect(x: 24, y: 394, width: 330, height: 12, radius: 4, fill: color("systemGray3"), into: &writer)
    rect(x: 24, y: 414, width: 290, height: 12, radius: 4, fill: color("systemGray3"), into: &writer)
    let cards = ["systemOrange", "systemPink", "systemGreen", "systemTeal"]
    for (index, name) in cards.enumerated() {
      let x = index % 2 == 0 ? 24.0 : 204.0
      let y = index < 2 ? 450.0 : 616.0
      rect(x: x, y: y, width: 165, height: 150, radius: 18, fill: color(name), into: &writer)
    }
    rect(x: -60, y: 782, width: 513, height: 130, radius: 0, fill: color("secondarySystemBackground"), into: &writer)
    for index in 0..<4 {
      writer.element(
        "circle",
        [("cx", (60 + Double(index) * 91).svgNumber), ("cy", "806"), ("r", "11")] + color("systemGray").fillAttributes)
    }
    writer.close("g")
  }

  private static func rect(
    x: Double, y: Double, width: Double, height: Double, radius: Double, fill: RGBAColor, into writer: inout SVGWriter
  ) {
    var attributes = [("x", x.svgNumber), ("y", y.svgNumber), ("width", width.svgNumber), ("height", height.svgNumber)]
    if radius > 0 { attributes.append(("rx", radius.svgNumber)) }
    writer.element("rect", attributes + fill.fillAttributes)
  }
}
