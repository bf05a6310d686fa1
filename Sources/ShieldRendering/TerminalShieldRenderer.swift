import ExtensionManifest
import HostProtocol

/// Draws a shield as a box of text, with 24-bit colour when the terminal takes it. The shield's
/// text comes from the extension: each row is escaped (`DisplayText`) before it is styled.
public struct TerminalShieldRenderer {
  var useColor: Bool
  var width = 46

  /// A renderer that paints in 24-bit colour when `useColor` is true, `width` columns wide.
  public init(useColor: Bool, width: Int = 46) {
    self.useColor = useColor
    self.width = width
  }

  /// The shield as a box of text lines, each ending in a newline, every line `width` columns
  /// wide as a terminal draws it (`TerminalColumns`): wide characters, emoji and combining marks
  /// never push the right border out. A title or subtitle breaks on `\n` and wraps like the
  /// picture's (`LineBreaker`, the same line limits), truncated with "…" past them.
  public func render(_ shield: ResolvedShield) -> String {
    var lines: [String] = []
    let inner = width - 4
    let background = shield.backgroundColor
    func row(_ text: String, color: ShieldColor? = nil, bold: Bool = false) {
      let columns = TerminalColumns.width(of: text)
      let clipped = columns > inner ? LineBreaker.truncated(text, width: Double(inner), measure: Self.columns) : text
      let padding = max(0, inner - TerminalColumns.width(of: clipped))
      let left = padding / 2
      let body = String(repeating: " ", count: left) + paint(clipped, color, bold: bold)
        + String(repeating: " ", count: padding - left)
      lines.append("│ " + tint(body, background) + " │")
    }
    func label(_ text: String) -> String { DisplayText.escaped(text) }
    lines.append("╭" + String(repeating: "─", count: width - 2) + "╮")
    row("")
    row(label("[ \(iconName(shield.icon)) ]"), color: shield.icon.tint)
    row("")
    for line in wrap(shield.title.text, to: inner, maxLines: ShieldMetrics.title.maxLines) {
      row(line, color: shield.title.color, bold: true)
    }
    for line in wrap(shield.subtitle.text, to: inner, maxLines: ShieldMetrics.subtitle.maxLines) {
      row(line, color: shield.subtitle.color)
    }
    row("")
    row(label("( \(shield.primaryButtonLabel.text) )"), color: shield.primaryButtonLabel.color, bold: true)
    if let secondary = shield.secondaryButtonLabel { row(label(secondary.text), color: secondary.color) }
    for item in shield.secondaryButtonSubmenuItems { row(label("· \(item)"), color: shield.secondaryButtonLabel?.color) }
    row("")
    let style = shield.blurStyle.name ?? "raw \(shield.blurStyle.rawValue)"
    let footer = DisplayText.escaped(" blur: \(style)\(shield.isSystemDefault ? " · system default" : "") ")
    let dashes = max(0, width - 2 - TerminalColumns.width(of: footer))
    lines.append("╰" + String(repeating: "─", count: dashes / 2) + footer + String(repeating: "─", count: dashes - dashes / 2) + "╯")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func columns(_ text: String) -> Double { Double(TerminalColumns.width(of: text)) }

  private func iconName(_ icon: ShieldIcon) -> String {
    if let symbol = icon.systemName { return "symbol: \(symbol)" }
    if let name = icon.name { return "image: \(name)" }
    if let data = icon.data {
      return ImageFormat(of: data) == .svg ? "drawn image: \(data.count) bytes" : "image: \(data.count) bytes"
    }
    return "icon"
  }

  private func paint(_ text: String, _ color: ShieldColor?, bold: Bool) -> String {
    guard useColor, !text.isEmpty else { return text }
    var codes = bold ? "\u{1B}[1m" : ""
    if let color { codes += "\u{1B}[38;2;\(byte(color.red));\(byte(color.green));\(byte(color.blue))m" }
    return codes + text + "\u{1B}[0m"
  }

  private func tint(_ text: String, _ color: ShieldColor?) -> String {
    guard useColor, let color else { return text }
    return "\u{1B}[48;2;\(byte(color.red));\(byte(color.green));\(byte(color.blue))m" + text + "\u{1B}[0m"
  }

  private func byte(_ component: Double) -> Int { Int((min(max(component, 0), 1) * 255).rounded()) }

  /// Lines of `text` as the shield shows them: each `\n` starts a line, each line is escaped
  /// (`DisplayText`) and then broken to `width` columns.
  private func wrap(_ text: String, to width: Int, maxLines: Int) -> [String] {
    let escaped = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { DisplayText.escaped(String($0)) }.joined(separator: "\n")
    return LineBreaker.wrap(escaped, width: Double(width), maxLines: maxLines, measure: Self.columns).lines
  }
}
