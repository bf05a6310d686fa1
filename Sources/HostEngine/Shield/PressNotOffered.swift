import HostProtocol
import ShieldRendering

/// A press the shield cannot offer: the secondary button (or a submenu item) of a shield that
/// has none. The press is never sent, and the action extension is never blamed for it: blame
/// follows causality (`Documentation/Faults.md`).
///
/// - When the configuration extension answered (or chose the system's look) and its shield has
///   no such button, the person asked for a button that is not there: a usage error (exit 2)
///   naming what the shield shows.
/// - When the system default shield replaced a failed configuration, the configuration's own
///   fault (unresponsive, crashed, ...) is the cause and already its one finding; the report
///   says the press could not be made because of it.
/// - When the project ships no configuration extension, the system default shield is all there
///   is: a usage error too, whose fix is a configuration extension, not a label.
public struct PressNotOffered: Codable, Sendable, Hashable {
  /// The press asked for (`secondaryButtonPressed`).
  public var press: String
  /// What the shield shows, for the message: "only the primary button ('OK')".
  public var shieldShows: String
  /// Why the system default shield showed, when a failed configuration is the cause; nil when
  /// the configuration answered and offers no such button (a usage error).
  public var failedConfiguration: String?
  /// Whether the shield is the system default one because the project ships no configuration
  /// extension (`SystemStandIn`).
  public var noConfigurationExtension: Bool

  /// Whether the person asked for a button the configuration did not offer (exit 2).
  public var isUsageError: Bool { failedConfiguration == nil }

  /// One sentence: what could not be pressed, and why.
  public var reason: String {
    let button = Self.buttonName(press)
    if let failedConfiguration {
      return "the \(button) was not pressed: the system default shield, shown because \(failedConfiguration), "
        + "has \(shieldShows)"
    }
    if noConfigurationExtension {
      return "the shield has no \(button) to press: it is the system default shield, as the project ships no "
        + "shield configuration extension, and shows \(shieldShows)"
    }
    return "the shield has no \(button) to press: it shows \(shieldShows)"
  }

  /// The usage error's text, with the fix.
  public var usageMessage: String {
    let field = press == ShieldAction.secondaryButtonPressed.rawValue ? "secondaryButtonLabel" : "secondaryButtonSubmenuItems entry"
    return "--press \(Self.option(press)): \(reason); press primary, or "
      + (noConfigurationExtension
        ? "add a shield configuration extension whose configuration has a \(field)" : "give the configuration a \(field)")
  }

  /// Memberwise.
  public init(press: String, shieldShows: String, failedConfiguration: String?, noConfigurationExtension: Bool = false) {
    self.press = press
    self.shieldShows = shieldShows
    self.failedConfiguration = failedConfiguration
    self.noConfigurationExtension = noConfigurationExtension
  }

  /// nil when `shield` offers `action`; `shipsConfiguration` false when the project ships no
  /// configuration extension.
  init?(_ action: ShieldAction, on shield: ResolvedShield, fallbackReason: String?, shipsConfiguration: Bool = true) {
    let items = shield.secondaryButtonSubmenuItems.count
    let offered: Bool =
      switch action {
      case .primaryButtonPressed: true
      case .secondaryButtonPressed: shield.secondaryButtonLabel != nil
      case .firstSecondarySubmenuItemPressed: shield.secondaryButtonLabel != nil && items >= 1
      case .secondSecondarySubmenuItemPressed: shield.secondaryButtonLabel != nil && items >= 2
      case .thirdSecondarySubmenuItemPressed: shield.secondaryButtonLabel != nil && items >= 3
      }
    guard !offered else { return nil }
    press = action.rawValue
    if let secondary = shield.secondaryButtonLabel {
      shieldShows = "the primary button and a secondary button ('\(secondary.text)') with \(items) submenu item(s)"
    } else {
      shieldShows = "only the primary button ('\(shield.primaryButtonLabel.text)')"
    }
    failedConfiguration = fallbackReason
    noConfigurationExtension = !shipsConfiguration
  }

  private static func buttonName(_ press: String) -> String {
    switch ShieldAction(rawValue: press) {
    case .secondaryButtonPressed?: "secondary button"
    case .firstSecondarySubmenuItemPressed?: "first submenu item"
    case .secondSecondarySubmenuItemPressed?: "second submenu item"
    case .thirdSecondarySubmenuItemPressed?: "third submenu item"
    case .primaryButtonPressed?, nil: "button"
    }
  }

  private static func option(_ press: String) -> String {
    press == ShieldAction.secondaryButtonPressed.rawValue ? "secondary" : press
  }
}
