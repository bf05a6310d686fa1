/// Draws the secondary button's submenu (iOS 26.4) as UIKit shows a button's menu: a rounded,
/// shadowed platter with one leading-aligned row per item and hairlines between them.
enum SubmenuArtwork {
  /// Writes the open menu in `frame` with `items` (already laid out, one per row).
  static func draw(
    frame: LayoutRect, items: [TextBlock], appearance: Appearance, idPrefix: String, into writer: inout SVGWriter
  ) {
    let shadow = "\(idPrefix)menu-shadow"
    let platter =
      appearance == .dark ? RGBAColor(37, 37, 39, alpha: 0.96) : RGBAColor(249, 249, 249, alpha: 0.96)
    writer.open("filter", [("id", shadow), ("x", "-0.3"), ("y", "-0.3"), ("width", "1.6"), ("height", "1.6")])
    writer.element(
      "feDropShadow",
      [("dx", "0"), ("dy", "8"), ("stdDeviation", "14"), ("flood-color", "#000000"), ("flood-opacity", "0.22")])
    writer.close("filter")
    writer.element(
      "rect",
      ShieldSVGRenderer.rectAttributes(frame, radius: ShieldMetrics.menuCornerRadius) + platter.fillAttributes
        + [("filter", "url(#\(shadow))")])
    let separator = SystemColorPalette.color("separator", for: appearance)
    for index in items.indices.dropFirst() {
      let y = frame.y + Double(index) * ShieldMetrics.menuRowHeight
      writer.element(
        "rect",
        [("x", frame.x.svgNumber), ("y", (y - 0.25).svgNumber), ("width", frame.width.svgNumber), ("height", "0.5")]
          + separator.fillAttributes)
    }
    let label = SystemColorPalette.color("label", for: appearance)
    for item in items {
      ShieldSVGRenderer.drawText(item, color: label, leading: true, into: &writer)
    }
  }
}
