/// The interface style a shield is drawn in; decides what dynamic colours such as `.label` become.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
  /// Light mode (`UIUserInterfaceStyle.light`).
  case light
  /// Dark mode (`UIUserInterfaceStyle.dark`).
  case dark
}
