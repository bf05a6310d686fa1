import Foundation
import HostProtocol

/// Draws a shield's icon: the embedded image, the system's hourglass, or a placeholder naming the
/// SF Symbol or asset that a device would show.
enum IconArtwork {
  /// What will be drawn for `icon`.
  enum Content: Hashable, Sendable {
    /// Image bytes in a format a browser shows.
    case image(ImageFormat, Data)
    /// Bytes `UIImage(data:)` would reject: a placeholder saying so.
    case unreadableImage(byteCount: Int)
    /// The system shield's hourglass, drawn as a glyph.
    case hourglass
    /// Any other SF Symbol, drawn as a placeholder with its name.
    case symbol(String)
    /// An asset-catalogue image, drawn as a placeholder with its name.
    case asset(String)
    /// An icon with nothing in it.
    case none
  }

  /// Decides what `icon` draws as; image bytes win over a symbol name, which wins over an asset name.
  static func content(of icon: ShieldIcon) -> Content {
    if let data = icon.data {
      guard let format = ImageFormat(of: data) else { return .unreadableImage(byteCount: data.count) }
      return .image(format, data)
    }
    if let symbol = icon.systemName { return symbol == "hourglass" ? .hourglass : .symbol(symbol) }
    if let asset = icon.name { return .asset(asset) }
    return .none
  }

  /// Writes the icon into `frame`.
  ///
  /// `idPrefix` keeps the tint filter's id unique in the document.
  static func draw(
    _ icon: ShieldIcon, in frame: LayoutRect, appearance: Appearance, idPrefix: String, into writer: inout SVGWriter
  ) {
    let tint = icon.tint.map { SystemColorPalette.resolve($0, for: appearance) }
    let symbolTint = tint ?? SystemColorPalette.color("systemBlue", for: appearance)
    switch content(of: icon) {
    case .image(let format, let data):
      var attributes = [
        ("x", frame.x.svgNumber), ("y", frame.y.svgNumber), ("width", frame.width.svgNumber),
        ("height", frame.height.svgNumber), ("preserveAspectRatio", "xMidYMid meet"),
      ]
      if let tint {
        let filter = "\(idPrefix)icon-tint"
        writer.open("filter", [("id", filter), ("color-interpolation-filters", "sRGB")])
        writer.element("feFlood", [("flood-color", tint.hex), ("flood-opacity", tint.alpha.svgNumber)])
        writer.element("feComposite", [("in2", "SourceAlpha"), ("operator", "in")])
        writer.close("filter")
        attributes.append(("filter", "url(#\(filter))"))
      }
      attributes.append(("href", format.dataURI(for: data)))
      writer.element("image", attributes)
    case .unreadableImage(let byteCount):
      placeholder(
        kind: "IMAGE", name: "unreadable (\(byteCount) bytes)", tint: warning(appearance), in: frame, into: &writer)
    case .hourglass:
      hourglass(in: frame, color: symbolTint, into: &writer)
    case .symbol(let name):
      placeholder(kind: "SF SYMBOL", name: name, tint: symbolTint, in: frame, into: &writer)
    case .asset(let name):
      let assetTint = tint ?? SystemColorPalette.color("secondaryLabel", for: appearance)
      placeholder(kind: "ASSET", name: name, tint: assetTint, in: frame, into: &writer)
    case .none:
      break
    }
  }

  private static func warning(_ appearance: Appearance) -> RGBAColor {
    SystemColorPalette.color("systemOrange", for: appearance)
  }

  /// A dashed rounded square with a small caption and the name, broken at dots.
  private static func placeholder(
    kind: String, name: String, tint: RGBAColor, in frame: LayoutRect, into writer: inout SVGWriter
  ) {
    writer.element(
      "rect",
      [
        ("x", (frame.x + 0.75).svgNumber), ("y", (frame.y + 0.75).svgNumber), ("width", (frame.width - 1.5).svgNumber),
        ("height", (frame.height - 1.5).svgNumber), ("rx", (frame.width * 0.22).svgNumber),
      ] + tint.withAlpha(multipliedBy: 0.14).fillAttributes + tint.withAlpha(multipliedBy: 0.7).strokeAttributes
        + [("stroke-width", "1.5"), ("stroke-dasharray", "4 3")]
    )
    let captionColor = tint.withAlpha(multipliedBy: 0.8)
    writer.element(
      "text",
      [
        ("x", frame.midX.svgNumber), ("y", (frame.y + 17).svgNumber), ("font-size", "7.5"), ("font-weight", "600"),
        ("letter-spacing", "0.4"), ("text-anchor", "middle"),
      ] + captionColor.fillAttributes,
      text: kind
    )
    let wrapped = LineBreaker.wrap(
      SVGText.sanitized(name), width: frame.width - 10, fontSize: 10, maxLines: 3, breaksAfter: ["."])
    let firstBaseline = frame.y + 40 - Double(wrapped.lines.count - 1) * 6
    for (index, line) in wrapped.lines.enumerated() {
      writer.element(
        "text",
        [
          ("x", frame.midX.svgNumber), ("y", (firstBaseline + Double(index) * 12).svgNumber), ("font-size", "10"),
          ("text-anchor", "middle"),
        ] + tint.fillAttributes,
        text: line
      )
    }
  }

  /// SF Symbols' `hourglass`, redrawn: two bars and two glass bulbs with sand, in a 72-point box.
  private static func hourglass(in frame: LayoutRect, color: RGBAColor, into writer: inout SVGWriter) {
    let scale = frame.width / 72
    writer.open(
      "g",
      [("transform", "translate(\(frame.x.svgNumber) \(frame.y.svgNumber)) scale(\(scale.svgNumber))")]
        + color.fillAttributes
    )
    writer.element(
      "path",
      [
        ("d", "M19 8h34M19 64h34M24 10c0 17 10 21 10 26s-10 9-10 26M48 10c0 17-10 21-10 26s10 9 10 26"),
        ("fill", "none"), ("stroke-width", "4.5"), ("stroke-linecap", "round"),
      ] + color.strokeAttributes
    )
    writer.element("path", [("d", "M28.5 20h15c-1.5 6-5.5 9-7.5 11-2-2-6-5-7.5-11z")])
    writer.element("path", [("d", "M27 60c1-8 6-11 9-13 3 2 8 5 9 13z")])
    writer.close("g")
  }
}
