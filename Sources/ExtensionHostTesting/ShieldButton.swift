import HostProtocol

/// A button on the shield a test presses.
public enum ShieldButton: String, Sendable, CaseIterable {
  /// The primary button (`ShieldAction.primaryButtonPressed`).
  case primary
  /// The secondary button (`ShieldAction.secondaryButtonPressed`).
  case secondary
  /// The secondary button's first submenu item (iOS 26.4).
  case firstSubmenuItem
  /// The secondary button's second submenu item (iOS 26.4).
  case secondSubmenuItem
  /// The secondary button's third submenu item (iOS 26.4).
  case thirdSubmenuItem

  /// The `ShieldAction` the action extension is handed.
  var action: ShieldAction {
    switch self {
    case .primary: .primaryButtonPressed
    case .secondary: .secondaryButtonPressed
    case .firstSubmenuItem: .firstSecondarySubmenuItemPressed
    case .secondSubmenuItem: .secondSecondarySubmenuItemPressed
    case .thirdSubmenuItem: .thirdSecondarySubmenuItemPressed
    }
  }

  /// The button that sends `action`.
  init?(action: String) {
    guard let found = Self.allCases.first(where: { $0.action.rawValue == action }) else { return nil }
    self = found
  }
}

/// What the action extension answered, of the two answers the contract allows.
public enum ShieldResponse: String, Sendable, CaseIterable, CustomStringConvertible {
  /// `.close`: the shield is dismissed and the target stays blocked.
  case close
  /// `.defer`: the shield stays; iOS asks the configuration extension again and redraws.
  case `defer`

  /// `.close` or `.defer`, as Swift writes it.
  public var description: String { "." + rawValue }
}
