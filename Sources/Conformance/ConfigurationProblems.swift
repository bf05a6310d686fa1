import HostEngine
import HostProtocol
import ShieldRendering

/// What keeps a configuration from being drawn as its author meant: the visit's checks (colours in
/// range, a known blur style, at most three submenu items) plus icons that decode. A label with no
/// text is not a problem: iOS draws it as nothing, as it draws a label that is left out.
enum ConfigurationProblems {
  /// One sentence per problem, in field order; empty when the configuration can be drawn.
  static func problems(in configuration: ShieldConfiguration) -> [String] {
    var problems = ConfigurationCheck.problems(in: configuration)
    if let icon = configuration.icon {
      if icon.systemName == nil && icon.name == nil && icon.data == nil {
        problems.append("icon names no image (no systemName, name or data)")
      }
      if let data = icon.data, ImageFormat(of: data) == nil {
        problems.append("icon data (\(data.count) bytes) does not decode as a PNG, JPEG, GIF or WebP image")
      }
      if let tint = icon.tint, !tint.isInRange { problems.append("icon.tint has components outside 0...1") }
    }
    if let items = configuration.secondaryButtonSubmenuItems, items.contains(where: { $0.allSatisfy(\.isWhitespace) }) {
      problems.append("secondaryButtonSubmenuItems has an item with no text")
    }
    return problems
  }

  /// What iOS draws without complaint but a person may not mean, with why it matters: a title
  /// with no text leaves the shield without a line saying what is blocked.
  static func warnings(in configuration: ShieldConfiguration) -> [String] {
    guard let title = configuration.title, title.text.allSatisfy(\.isWhitespace) else { return [] }
    return ["the title has no text (iOS then shows no title, so the shield does not say what is blocked)"]
  }
}
