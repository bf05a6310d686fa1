/// The button the user pressed on a shield, as ManagedSettings' `ShieldAction`.
public enum ShieldAction: Int, Hashable, Sendable, CaseIterable {
  /// The filled button at the top.
  case primaryButtonPressed
  /// The borderless button under it.
  case secondaryButtonPressed
  /// Item 1 of the secondary button's submenu (iOS 26.4).
  case firstSecondarySubmenuItemPressed
  /// Item 2 of the secondary button's submenu (iOS 26.4).
  case secondSecondarySubmenuItemPressed
  /// Item 3 of the secondary button's submenu (iOS 26.4).
  case thirdSecondarySubmenuItemPressed
}

/// What an action extension asks the system to do, as ManagedSettings' `ShieldActionResponse`.
///
/// This host's contract accepts only `.close` and `.defer`; `.none` and `.openParentalControlsApp`
/// are reported as contract violations by `extension-host`.
public enum ShieldActionResponse: Int, Hashable, Sendable {
  /// The system takes no further action.
  case none = 0
  /// Close the shielded app or web page; the target stays blocked.
  case close = 1
  /// Keep the shield and redraw it after asking the configuration extension again.
  case `defer` = 2
  /// Open the parental-controls app (iOS 26.5).
  case openParentalControlsApp = 3
}
