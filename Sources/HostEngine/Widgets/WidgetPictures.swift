import HostProtocol
import ShieldRendering

/// The `--render` pictures of a report: one SVG per kind, family, device state and access
/// setting, of the first entry shown (`placeholder` or `0`), named
/// `<kind>-<family>-<device>-access-<on|off>.svg` with the kind made safe as a file name (two
/// kinds that read alike once made safe, `a/b` and `a_b`, are told apart as `a_b` and `a_b-2`).
public enum WidgetPictures {
  /// File names and SVG documents, in row order.
  public static func pictures(of report: WidgetReport) -> [(name: String, svg: String)] {
    var pictures: [(String, String)] = []
    var seen: Set<String> = []
    var kindNames: [String: String] = [:]
    var takenKindNames: Set<String> = []
    for row in report.rows {
      let kindName =
        kindNames[row.kind]
        ?? {
          let base = safe(row.kind)
          var name = base
          var number = 1
          while takenKindNames.contains(name) {
            number += 1
            name = "\(base)-\(number)"
          }
          takenKindNames.insert(name)
          kindNames[row.kind] = name
          return name
        }()
      let name =
        "\(kindName)-\(row.family)-\(row.device.rawValue)-access-\(row.lockScreenAccess ? "on" : "off").svg"
      guard seen.insert(name).inserted else { continue }
      let svg = WidgetSVGRenderer.svg(
        widget: row.view, family: row.family, locked: row.device.isLocked,
        dimmed: row.device == .alwaysOn,
        title: "\(row.kind) in \(row.family), \(row.device), Lock Screen access \(row.lockScreenAccess ? "on" : "off")")
      pictures.append((name, svg))
    }
    return pictures
  }

  /// The longest a kind's part of a file name may be: the whole name stays under the 255 bytes a
  /// file name may have, with the family, state and a number to tell kinds apart.
  static let kindNameLimit = 120

  /// A kind as one file-name component: letters, digits, `.`, `_` and `-` kept, the rest `_`,
  /// cut to `kindNameLimit` characters.
  static func safe(_ kind: String) -> String {
    let kept = String(kind.unicodeScalars.prefix(kindNameLimit).map { scalar -> Character in
      scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "._-".unicodeScalars.contains(scalar))
        ? Character(scalar) : "_"
    })
    return kept.isEmpty || kept.hasPrefix(".") ? "_" + kept : kept
  }
}
