/// A notification as the user would see it arrive over the shield: the banner iOS slides down
/// from the top of the screen, with the app's name and when it arrives.
public struct NotificationBanner: Hashable, Sendable {
  /// The app's name, shown small above the title (`FOCUSAPP` on a device).
  public var appName: String
  /// The bold first line; may be empty.
  public var title: String
  /// The line under the title; may be empty.
  public var subtitle: String
  /// The message.
  public var body: String
  /// When it arrives, in words: "now", "in 5 min", "at 21:00".
  public var when: String

  public init(appName: String, title: String, subtitle: String, body: String, when: String) {
    self.appName = appName
    self.title = title
    self.subtitle = subtitle
    self.body = body
    self.when = when
  }
}

/// Draws notification banners stacked under the status bar, as iOS shows them over any screen.
enum NotificationBannerArtwork {
  static let inset = 8.0
  static let top = 54.0
  static let gap = 8.0
  static let style = TextStyle(fontSize: 15, lineHeight: 20, bold: false, maxLines: 2)
  static let titleStyle = TextStyle(fontSize: 15, lineHeight: 20, bold: true, maxLines: 1)
  static let headerStyle = TextStyle(fontSize: 13, lineHeight: 18, bold: false, maxLines: 1)

  static func draw(_ banners: [NotificationBanner], appearance: Appearance, into writer: inout SVGWriter) {
    guard !banners.isEmpty else { return }
    let label = SystemColorPalette.color("label", for: appearance)
    let secondary = SystemColorPalette.color("secondaryLabel", for: appearance)
    let background = SystemColorPalette.color("secondarySystemBackground", for: appearance).withAlpha(multipliedBy: 0.96)
    let width = ShieldMetrics.screenWidth - 2 * inset
    let textX = inset + 14 + 38 + 10
    let textWidth = width - (textX - inset) - 14
    var y = top
    for banner in banners {
      writer.comment("notification banner")
      let header = TextBlock(banner.appName.uppercased(), style: headerStyle, x: textX, y: y + 12, width: textWidth - 70)
      var lines: [(TextBlock, RGBAColor)] = []
      var lineY = y + 12 + headerStyle.lineHeight
      for (text, style) in [(banner.title, titleStyle), (banner.subtitle, titleStyle), (banner.body, style)] where !text.isEmpty {
        let block = TextBlock(text, style: style, x: textX, y: lineY, width: textWidth)
        lines.append((block, label))
        lineY += Double(block.lines.count) * style.lineHeight
      }
      let height = max(lineY - y + 12, 64)
      let card = LayoutRect(x: inset, y: y, width: width, height: height)
      writer.element("rect", ShieldSVGRenderer.rectAttributes(card, radius: 20) + background.fillAttributes)
      let icon = LayoutRect(x: inset + 14, y: y + (height - 38) / 2, width: 38, height: 38)
      writer.element(
        "rect", ShieldSVGRenderer.rectAttributes(icon, radius: 9) + SystemColorPalette.color("systemIndigo", for: appearance).fillAttributes)
      ShieldSVGRenderer.drawText(header, color: secondary, leading: true, into: &writer)
      writer.element(
        "text",
        [("x", (inset + width - 14).svgNumber), ("y", (y + 12 + 13).svgNumber), ("font-size", "13"), ("text-anchor", "end")]
          + secondary.fillAttributes,
        text: SVGText.sanitized(banner.when))
      for (block, color) in lines { ShieldSVGRenderer.drawText(block, color: color, leading: true, into: &writer) }
      y += height + gap
    }
  }
}
