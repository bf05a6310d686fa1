import HostProtocol
import ShieldRendering

/// The `--render` pictures of a report: one SVG per kind, family, device state and access
/// setting, of the first entry shown (`placeholder` or `0`), named
/// `<kind>-<family>-<device>-access-<on|off>.svg` with the kind made safe as a file name.
public enum WidgetPictures {
  /// File names and SVG documents, in row order.
  public static func pictures(of report: WidgetReport) -> [(name: String, svg: String)] {
    var pictures: [(String, String)] = []
    var seen: Set<String> = []
    for row in report.rows {
      let name =
        "\(safe(row.kind))-\(row.family)-\(row.device.rawValue)-access-\(row.lockScreenAccess ? "on" : "off").svg"
      guard seen.insert(name).inserted else { continue }
      let svg = WidgetSVGRenderer.svg(
        widget: row.view, family: row.family, locked: row.device.isLocked,
        dimmed: row.device == .alwaysOn,
        title: "\(row.kind) in \(row.family), \(row.device), Lock Screen access \(row.lockScreenAccess ? "on" : "off")")
      pictures.append((name, svg))
    }
    return pictures
  }

  /// A kind as one file-name component: letters, digits, `.`, `_` and `-` kept, the rest `_`.
  static func safe(_ kind: String) -> String {
    let kept = String(kind.unicodeScalars.map { scalar -> Character in
      scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "._-".unicodeScalars.contains(scalar))
        ? Character(scalar) : "_"
    })
    return kept.isEmpty || kept.hasPrefix(".") ? "_" + kept : kept
  }
}
