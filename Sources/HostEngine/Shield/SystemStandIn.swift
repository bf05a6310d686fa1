import HostProtocol

/// What iOS does in place of a shield extension the project does not ship. With no shield
/// configuration extension it draws its default shield (Apple documents the default appearance
/// for an overload not overridden; developers report it for an extension that is missing). With
/// no shield action extension a press on the shield's button closes the shield: this host's
/// reading, since Apple does not document the system's own handling of a press.
enum SystemStandIn {
  /// The system's answer to a press when the project ships no shield action extension.
  static let response = ShieldActionResponse.close

  /// The one note a report gives for what the project does not ship; nil when it ships both.
  static func note(configuration missingConfiguration: Bool, action missingAction: Bool) -> String? {
    let drawn = "every shield shows as the system default shield"
    let pressed = "pressing a shield's button closes the shield (the system's own handling; this host's reading, "
      + "as Apple does not document it)"
    switch (missingConfiguration, missingAction) {
    case (false, false): return nil
    case (true, true): return "the project ships no shield configuration or shield action extension: \(drawn), and \(pressed)"
    case (true, false): return "the project ships no shield configuration extension: \(drawn)"
    case (false, true): return "the project ships no shield action extension: \(pressed)"
    }
  }
}
