import HostProtocol

/// Draws a shield as iOS lays it out, as a standalone SVG of an iPhone screen (393 × 852 pt).
///
/// Back to front: a stand-in app page, blurred and tinted as the `UIBlurEffect.Style` says, the
/// configuration's background colour, the status bar, the icon, title and subtitle, the filled
/// primary button, the borderless secondary button and, when the configuration has submenu items,
/// the secondary button's menu drawn open. `Documentation/Rendering.md` says what is exact and what
/// is approximated.
public enum ShieldSVGRenderer {
  /// The SVG document for `shield`, with dynamic colours resolved for `appearance`.
  public static func svg(for shield: ResolvedShield, appearance: Appearance, notifications: [NotificationBanner] = []) -> String {
    var writer = SVGWriter()
    let width = ShieldMetrics.screenWidth.svgNumber
    let height = ShieldMetrics.screenHeight.svgNumber
    writer.open("svg", rootAttributes(width: width, height: height))
    writer.element("title", text: "Shield: \(SVGText.sanitized(shield.title.text))")
    writer.element("desc", text: description(of: shield, appearance: appearance))
    drawScreen(shield, appearance: appearance, idPrefix: "shield-", into: &writer)
    NotificationBannerArtwork.draw(notifications, appearance: appearance, into: &writer)
    writer.close("svg")
    return xmlDeclaration + writer.markup
  }

  /// `<?xml …?>`, first line of every document.
  static let xmlDeclaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

  /// The root element's attributes: namespace, size, view box and the font stack.
  static func rootAttributes(width: String, height: String) -> [(String, String)] {
    [
      ("xmlns", "http://www.w3.org/2000/svg"), ("width", width), ("height", height),
      ("viewBox", "0 0 \(width) \(height)"), ("font-family", ShieldMetrics.fontFamily),
    ]
  }

  /// One line for `<desc>`: blur style, appearance, and whether this is the system's default shield.
  static func description(of shield: ResolvedShield, appearance: Appearance) -> String {
    let origin = shield.isSystemDefault ? "the system default shield" : "shield from the configuration extension"
    return "Screen Time \(origin); blur \(shield.blurStyle), \(appearance) appearance; drawn by extension-host"
  }

  /// Writes the whole screen, clipped to the display's rounded corners.
  ///
  /// Every id starts with `idPrefix`, so several screens can share one document.
  static func drawScreen(
    _ shield: ResolvedShield, appearance: Appearance, idPrefix: String, into writer: inout SVGWriter
  ) {
    let layout = ShieldLayout(shield)
    let material = BlurMaterial(shield.blurStyle, appearance: appearance)
    let resolve = { (color: ShieldColor) in SystemColorPalette.resolve(color, for: appearance) }
    let background = shield.backgroundColor.map(resolve)
    let clip = "\(idPrefix)screen"

    writer.open("defs")
    writer.open("clipPath", [("id", clip)])
    writer.element(
      "rect",
      [
        ("width", ShieldMetrics.screenWidth.svgNumber), ("height", ShieldMetrics.screenHeight.svgNumber),
        ("rx", ShieldMetrics.screenCornerRadius.svgNumber),
      ])
    writer.close("clipPath")
    writer.close("defs")
    writer.open("g", [("clip-path", "url(#\(clip))")])

    writer.comment("background: app content under \(shield.blurStyle)")
    BackdropScene.draw(material: material, appearance: appearance, idPrefix: idPrefix, into: &writer)
    fillScreen(material.tint, into: &writer)
    if let background {
      writer.comment("backgroundColor")
      fillScreen(background, into: &writer)
    }
    var underneath = material.tint.composited(over: BackdropScene.averageColor(for: appearance))
    if let background { underneath = background.composited(over: underneath) }
    let chrome = DeviceChrome.foreground(over: underneath)
    DeviceChrome.drawStatusBar(color: chrome, into: &writer)

    writer.comment("icon")
    IconArtwork.draw(shield.icon, in: layout.icon, appearance: appearance, idPrefix: idPrefix, into: &writer)
    writer.comment("title and subtitle")
    drawText(layout.title, color: resolve(shield.title.color), into: &writer)
    drawText(layout.subtitle, color: resolve(shield.subtitle.color), into: &writer)

    writer.comment("primary button")
    writer.element(
      "rect",
      rectAttributes(layout.primaryButton, radius: ShieldMetrics.primaryButtonCornerRadius)
        + resolve(shield.primaryButtonBackgroundColor).fillAttributes)
    drawText(layout.primaryLabel, color: resolve(shield.primaryButtonLabel.color), into: &writer)
    if let label = shield.secondaryButtonLabel, let block = layout.secondaryLabel {
      writer.comment("secondary button")
      drawText(block, color: resolve(label.color), into: &writer)
    }
    if let menu = layout.menu {
      writer.comment("secondary button submenu, shown open")
      SubmenuArtwork.draw(
        frame: menu, items: layout.menuItems, appearance: appearance, idPrefix: idPrefix, into: &writer)
    }
    DeviceChrome.drawHomeIndicator(color: chrome, into: &writer)
    writer.close("g")
  }

  /// Writes each line of `block`, centred in its frame; right-to-left text gets `direction="rtl"`.
  static func drawText(_ block: TextBlock, color: RGBAColor, leading: Bool = false, into writer: inout SVGWriter) {
    let isRightToLeft = block.direction == .rightToLeft
    let x: Double
    let anchor: String
    if leading {
      x = isRightToLeft ? block.frame.maxX : block.frame.x
      anchor = "start"
    } else {
      x = block.frame.midX
      anchor = "middle"
    }
    for (index, line) in block.lines.enumerated() where !line.isEmpty {
      var attributes = [
        ("x", x.svgNumber), ("y", block.baseline(ofLine: index).svgNumber),
        ("font-size", block.style.fontSize.svgNumber),
      ]
      if block.style.bold { attributes.append(("font-weight", "600")) }
      attributes.append(("text-anchor", anchor))
      if isRightToLeft { attributes.append(("direction", "rtl")) }
      writer.element("text", attributes + color.fillAttributes, text: line)
    }
  }

  /// `x`, `y`, `width`, `height` and, when non-zero, `rx`.
  static func rectAttributes(_ rect: LayoutRect, radius: Double = 0) -> [(String, String)] {
    var attributes = [
      ("x", rect.x.svgNumber), ("y", rect.y.svgNumber), ("width", rect.width.svgNumber),
      ("height", rect.height.svgNumber),
    ]
    if radius > 0 { attributes.append(("rx", radius.svgNumber)) }
    return attributes
  }

  private static func fillScreen(_ color: RGBAColor, into writer: inout SVGWriter) {
    guard color.alpha > 0 else { return }
    let screen = LayoutRect(x: 0, y: 0, width: ShieldMetrics.screenWidth, height: ShieldMetrics.screenHeight)
    writer.element("rect", rectAttributes(screen) + color.fillAttributes)
  }
}
