import HostEngine
import HostProtocol
import ShieldRendering

/// What keeps a configuration from being drawn as its author meant: the visit's checks (colours in
/// range, a known blur style, at most three submenu items) plus labels with text and icons that
/// decode.
enum ConfigurationProblems {
  /// One sentence per problem, in field order; empty when the configuration can be drawn.
  static func problems(in configuration: ShieldConfiguration) -> [String] {
    var problems = ConfigurationCheck.problems(in: configuration)
    let labels: [(String, ShieldLabel?)] = [
      ("title", configuration.title), ("subtitle", configuration.subtitle),
      ("primaryButtonLabel", configuration.primaryButtonLabel),
      ("secondaryButtonLabel", configuration.secondaryButtonLabel),
    ]
    for (name, label) in labels {
      if let label, label.text.allSatisfy(\.isWhitespace) { problems.append("\(name) has no text") }
    }
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
}
