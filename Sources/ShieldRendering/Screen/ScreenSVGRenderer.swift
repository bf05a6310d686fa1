public import HostProtocol

/// Draws an app's screen (a ``ScreenTree``) and the App Switcher card of its snapshot as SVG,
/// with the shield's primitives (`SVGWriter`, `RGBAColor`, the system palette, `BlurMaterial`).
///
/// Windows back to front as ``Legibility/drawingOrder(_:)`` orders them; in each, views back to
/// front: background colour, then text, image or blur, then subviews, with alpha as group
/// opacity and `clipsToBounds` as a clip. Text that ``Legibility`` finds under a blur is drawn
/// blurred by that material's radius; a blur draws its material's tint over what lies beneath.
/// Images draw as a labelled placeholder (the host does not decode the app's assets here).
public enum ScreenSVGRenderer {
  /// The SVG document of `screen`; `title` names it (`App Switcher card: Ledger`).
  public static func svg(for screen: ScreenTree, title: String, appearance: Appearance = .light) -> String {
    var writer = SVGWriter()
    let width = screen.width.svgNumber
    let height = screen.height.svgNumber
    writer.open("svg", ShieldSVGRenderer.rootAttributes(width: width, height: height))
    writer.element("title", text: SVGText.sanitized(title))
    drawScreen(screen, appearance: appearance, idPrefix: "screen-", into: &writer)
    writer.close("svg")
    return ShieldSVGRenderer.xmlDeclaration + writer.markup
  }

  /// The App Switcher as a person opening it sees the app: its snapshot as a card, scaled down,
  /// with rounded corners, the app's name above it, on the switcher's dark backdrop.
  public static func appSwitcherCard(snapshot: ScreenTree, appName: String, appearance: Appearance = .light) -> String {
    var writer = SVGWriter()
    let width = snapshot.width
    let height = snapshot.height
    let scale = 0.7
    let cardX = (width - width * scale) / 2
    let cardY = height * 0.12
    writer.open("svg", ShieldSVGRenderer.rootAttributes(width: width.svgNumber, height: height.svgNumber))
    writer.element("title", text: "App Switcher card: \(SVGText.sanitized(appName))")
    writer.element("rect", [("width", width.svgNumber), ("height", height.svgNumber), ("fill", "#1c1c1e")])
    writer.element(
      "circle", [("cx", (cardX + 14).svgNumber), ("cy", (cardY - 22).svgNumber), ("r", "12"), ("fill", "#8e8e93")])
    writer.element(
      "text",
      [("x", (cardX + 34).svgNumber), ("y", (cardY - 16).svgNumber), ("font-size", "15"), ("font-weight", "600"),
       ("fill", "#ffffff")],
      text: SVGText.sanitized(appName))
    writer.open("defs")
    writer.open("clipPath", [("id", "card-clip")])
    writer.element(
      "rect", [("width", width.svgNumber), ("height", height.svgNumber), ("rx", ShieldMetrics.screenCornerRadius.svgNumber)])
    writer.close("clipPath")
    writer.close("defs")
    writer.open("g", [("transform", "translate(\(cardX.svgNumber) \(cardY.svgNumber)) scale(\(scale.svgNumber))")])
    writer.open("g", [("clip-path", "url(#card-clip)")])
    drawScreen(snapshot, appearance: appearance, idPrefix: "card-", into: &writer)
    writer.close("g")
    writer.close("g")
    writer.close("svg")
    return ShieldSVGRenderer.xmlDeclaration + writer.markup
  }

  /// Writes the screen's windows; every id starts with `idPrefix`.
  static func drawScreen(_ screen: ScreenTree, appearance: Appearance, idPrefix: String, into writer: inout SVGWriter) {
    let reading = Legibility.read(screen)
    var context = Context(appearance: appearance, idPrefix: idPrefix, reading: reading)
    writer.element(
      "rect", [("width", screen.width.svgNumber), ("height", screen.height.svgNumber), ("fill", "#000000")])
    for window in Legibility.drawingOrder(screen) {
      writer.comment("window at level \(window.levelName)")
      draw(window.root, origin: (0, 0), context: &context, into: &writer)
    }
  }

  private struct Context {
    var appearance: Appearance
    var idPrefix: String
    var reading: ScreenReading
    var nextID = 0

    mutating func makeID(_ kind: String) -> String {
      nextID += 1
      return "\(idPrefix)\(kind)-\(nextID)"
    }
  }

  private static func draw(
    _ node: ViewNode, origin: (x: Double, y: Double), context: inout Context, into writer: inout SVGWriter
  ) {
    guard !node.isHidden else { return }
    let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
    var groupAttributes: [(String, String)] = []
    let alpha = min(max(node.alpha, 0), 1)
    if alpha < 1 { groupAttributes.append(("opacity", alpha.svgNumber)) }
    if node.clipsToBounds {
      let id = context.makeID("clip")
      writer.open("clipPath", [("id", id)])
      let outline = outline(of: node, at: frame)
      writer.element(outline.tag, outline.attributes)
      writer.close("clipPath")
      groupAttributes.append(("clip-path", "url(#\(id))"))
    }
    if node.typeName == ViewNode.vibrantRenderingTypeName {
      let id = context.makeID("vibrant")
      writeVibrantFilter(id: id, into: &writer)
      groupAttributes.append(("filter", "url(#\(id))"))
    }
    writer.open("g", groupAttributes)
    if let background = node.backgroundColor {
      let color = SystemColorPalette.resolve(background, for: context.appearance)
      if let ring = node.ring {
        self.ring(ring, at: frame, color: color, into: &writer)
      } else {
        let outline = outline(of: node, at: frame)
        writer.element(outline.tag, outline.attributes + color.fillAttributes)
      }
    }
    switch node.kind {
    case .view:
      if node.isContentStandIn {
        writer.element("rect", rectAttributes(frame) + [("fill", "#e5e5ea")])
        label(node.text ?? "the app's content", at: frame, size: 17, color: .black, blur: nil, into: &writer)
      }
    case .text where node.redactedBy?.isEmpty == false, .image where node.redactedBy?.isEmpty == false:
      redactionShape(node, at: frame, appearance: context.appearance, into: &writer)
    case .text:
      if let text = node.text, !text.isEmpty {
        let color = node.textColor.map { SystemColorPalette.resolve($0, for: context.appearance) } ?? .black
        var blur: (id: String, deviation: Double)?
        if case .underBlur(let style)? = context.reading.reason(for: text) {
          let id = context.makeID("blur")
          let deviation = BlurMaterial(style, appearance: context.appearance).blurDeviation
          writer.open("filter", [("id", id), ("x", "-50%"), ("y", "-50%"), ("width", "200%"), ("height", "200%")])
          writer.element("feGaussianBlur", [("stdDeviation", deviation.svgNumber)])
          writer.close("filter")
          blur = (id, deviation)
        }
        label(
          text, at: frame, size: node.fontSize ?? 17, color: color, blur: blur?.id, alignment: node.textAlignment,
          into: &writer)
      }
    case .image:
      writer.element("rect", rectAttributes(frame) + [("fill", "#d1d1d6")])
      // The name only where it fits (0.55 em a character): an SF Symbol beside a label is a
      // glyph's size, and its name drawn past it would cover the label's text.
      if let name = node.imageName, Double(name.count) * 11 * 0.55 <= frame.width, frame.height >= 11 {
        label(name, at: frame, size: 11, color: RGBAColor(60, 60, 67), blur: nil, into: &writer)
      }
    case .blur:
      let material = BlurMaterial(ShieldBlurStyle(rawValue: node.blurStyle ?? 8), appearance: context.appearance)
      let outline = outline(of: node, at: frame)
      writer.element(outline.tag, outline.attributes + material.tint.fillAttributes)
    }
    for child in node.children {
      draw(child, origin: (frame.x, frame.y), context: &context, into: &writer)
    }
    writer.close("g")
  }

  /// The element that outlines `node` placed at `frame`: the ellipse inscribed in it, a rectangle
  /// with its corners rounded (the radius at most half the shorter side: a capsule), or the
  /// rectangle itself.
  static func outline(of node: ViewNode, at frame: ViewRect) -> (tag: String, attributes: [(String, String)]) {
    if node.isEllipse == true {
      return (
        "ellipse",
        [("cx", (frame.x + frame.width / 2).svgNumber), ("cy", (frame.y + frame.height / 2).svgNumber),
         ("rx", (frame.width / 2).svgNumber), ("ry", (frame.height / 2).svgNumber)]
      )
    }
    if let radius = node.cornerRadius, radius > 0 {
      let rounded = min(radius, frame.width / 2, frame.height / 2)
      return ("rect", rectAttributes(frame) + [("rx", rounded.svgNumber), ("ry", rounded.svgNumber)])
    }
    return ("rect", rectAttributes(frame))
  }

  /// Part of the circle in `frame` drawn as a line of `color`: a dash of the ring's length,
  /// turned to start where the ring starts (SVG's circle starts at three o'clock, the ring's at
  /// twelve), with round caps as a gauge's.
  static func ring(_ ring: ViewNode.Ring, at frame: ViewRect, color: RGBAColor, into writer: inout SVGWriter) {
    // The extension's numbers, clamped: a line no wider than the circle, a part of one turn at most.
    let length = min(max(ring.length, 0), 1)
    let lineWidth = min(max(ring.lineWidth, 0), min(frame.width, frame.height))
    guard length > 0, lineWidth > 0 else { return }
    let radius = max((min(frame.width, frame.height) - lineWidth) / 2, 0)
    let circumference = 2 * Double.pi * radius
    let center = (x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    let degrees = -90 + ring.start * 360
    var attributes: [(String, String)] = [
      ("cx", center.x.svgNumber), ("cy", center.y.svgNumber), ("r", radius.svgNumber), ("fill", "none"),
      ("stroke-width", lineWidth.svgNumber), ("stroke-linecap", "round"),
      ("transform", "rotate(\(degrees.svgNumber) \(center.x.svgNumber) \(center.y.svgNumber))"),
    ] + color.strokeAttributes
    if length < 1 {
      attributes.append(("stroke-dasharray", "\((length * circumference).svgNumber) \(circumference.svgNumber)"))
    }
    writer.element("circle", attributes)
  }

  /// The Lock Screen's vibrant rendering as a filter: each colour becomes white, as opaque as it
  /// is light (its luminance times its own opacity), so a dark colour fades into the wallpaper.
  private static func writeVibrantFilter(id: String, into writer: inout SVGWriter) {
    writer.open("filter", [("id", id), ("color-interpolation-filters", "sRGB")])
    writer.element(
      "feColorMatrix",
      [("in", "SourceGraphic"), ("type", "matrix"),
       ("values", "0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0.2126 0.7152 0.0722 0 0"), ("result", "light")])
    writer.element("feComposite", [("in", "light"), ("in2", "SourceAlpha"), ("operator", "in")])
    writer.close("filter")
  }

  /// The most placeholder bars one redacted text is drawn with.
  static let redactionLineLimit = 200

  /// Redacted text and images as iOS draws them: a rounded bar of the text's colour at low
  /// opacity, one per line of the text's height (an image: one rounded block of its size).
  private static func redactionShape(_ node: ViewNode, at frame: ViewRect, appearance: Appearance, into writer: inout SVGWriter) {
    let color = node.textColor.map { SystemColorPalette.resolve($0, for: appearance) } ?? RGBAColor(60, 60, 67)
    let lineHeight = node.kind == .text ? max((node.fontSize ?? 17) * 1.2, 1) : max(frame.height, 1)
    // At most `redactionLineLimit` bars: a taller text is drawn as that many (no screen shows more).
    let lines = Int(min(max(1, (frame.height / lineHeight).rounded(.down)), Double(redactionLineLimit)))
    for line in 0..<lines {
      let barHeight = node.kind == .text ? lineHeight * 0.7 : frame.height
      let y = frame.y + Double(line) * lineHeight + (lineHeight - barHeight) / 2
      let width = line == lines - 1 && lines > 1 ? frame.width * 0.6 : frame.width
      writer.element(
        "rect",
        rectAttributes(ViewRect(x: frame.x, y: y, width: width, height: barHeight))
          + [("rx", (min(barHeight, 12) / 2).svgNumber), ("fill", color.hex), ("fill-opacity", "0.25"),
             ("data-redacted", (node.redactedBy ?? []).joined(separator: " "))])
    }
  }

  private static func label(
    _ text: String, at frame: ViewRect, size: Double, color: RGBAColor, blur: String?, alignment: String? = nil,
    into writer: inout SVGWriter
  ) {
    let (x, anchor): (Double, String?) =
      switch alignment {
      case "center": (frame.midX, "middle")
      case "right": (frame.maxX, "end")
      default: (frame.x, nil)
      }
    var attributes: [(String, String)] = [
      ("x", x.svgNumber), ("y", (frame.y + min(frame.height, size * 1.2) * 0.8).svgNumber),
      ("font-size", max(size, 0).svgNumber),  // CSS has no negative size: a view's -12 draws nothing, as 0
    ]
    if let anchor { attributes.append(("text-anchor", anchor)) }
    attributes += color.fillAttributes
    if let blur { attributes.append(("filter", "url(#\(blur))")) }
    writer.element("text", attributes, text: SVGText.sanitized(text))
  }

  private static func rectAttributes(_ frame: ViewRect) -> [(String, String)] {
    [
      ("x", frame.x.svgNumber), ("y", frame.y.svgNumber), ("width", max(frame.width, 0).svgNumber),
      ("height", max(frame.height, 0).svgNumber),
    ]
  }
}
