/// The button the user pressed on a shield; Apple's `ShieldAction` cases, coded by name.
public enum ShieldAction: String, Codable, CaseIterable, Hashable, Sendable {
  /// The filled button at the top.
  case primaryButtonPressed
  /// The borderless button under it; exists only when the configuration gives it a label.
  case secondaryButtonPressed
  /// The first item of the secondary button's submenu (iOS 26.4).
  case firstSecondarySubmenuItemPressed
  /// The second item of the secondary button's submenu (iOS 26.4).
  case secondSecondarySubmenuItemPressed
  /// The third item of the secondary button's submenu (iOS 26.4).
  case thirdSecondarySubmenuItemPressed
}
