public import HostProtocol

/// A shield with every field decided: the extension's values where it gave them, the system's
/// defaults elsewhere. Both the terminal and the picture renderers draw from this.
public struct ResolvedShield: Hashable, Sendable {
  var blurStyle: ShieldBlurStyle
  /// The tint under the blur; nil means the blur alone.
  var backgroundColor: ShieldColor?
  var icon: ShieldIcon
  var title: ShieldLabel
  var subtitle: ShieldLabel
  /// The primary button's label (the system's "OK" when the configuration gives none).
  public var primaryButtonLabel: ShieldLabel
  var primaryButtonBackgroundColor: ShieldColor
  /// nil: no secondary button.
  public var secondaryButtonLabel: ShieldLabel?
  /// The secondary button's submenu items (iOS 26.4); empty without a submenu.
  public var secondaryButtonSubmenuItems: [String]
  /// True when nothing came from the extension (it failed, timed out, or overrides nothing).
  var isSystemDefault: Bool

  /// Fills the nil fields of `configuration` with what iOS shows for them.
  ///
  /// - Parameters:
  ///   - configuration: what the extension returned; nil when it failed, so the system shield shows.
  ///   - subjectName: the app's display name or the domain, for the system's default subtitle.
  public init(_ configuration: ShieldConfiguration?, subjectName: String, isSystemDefault: Bool = false) {
    let given = configuration ?? ShieldConfiguration()
    blurStyle = given.backgroundBlurStyle ?? SystemShield.blurStyle
    backgroundColor = given.backgroundColor
    icon = given.icon ?? SystemShield.icon
    title = given.title ?? SystemShield.title
    subtitle = given.subtitle ?? SystemShield.subtitle(for: subjectName)
    primaryButtonLabel = given.primaryButtonLabel ?? SystemShield.primaryButtonLabel
    primaryButtonBackgroundColor = given.primaryButtonBackgroundColor ?? SystemShield.primaryButtonBackgroundColor
    secondaryButtonLabel = given.secondaryButtonLabel
    secondaryButtonSubmenuItems = given.secondaryButtonSubmenuItems ?? []
    self.isSystemDefault = isSystemDefault || configuration == nil
  }
}

/// The system shield's look, used for every field a configuration leaves nil.
enum SystemShield {
  static let blurStyle = ShieldBlurStyle(rawValue: 8)  // .systemMaterial
  static let icon = ShieldIcon(systemName: "hourglass")
  static let label = ShieldColor(red: 0, green: 0, blue: 0, alpha: 1, name: "label")
  static let secondaryLabel = ShieldColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6, name: "secondaryLabel")
  static let systemBlue = ShieldColor(red: 0, green: 122 / 255, blue: 1, alpha: 1, name: "systemBlue")
  static let white = ShieldColor(red: 1, green: 1, blue: 1, alpha: 1, name: "white")
  static let title = ShieldLabel(text: "Restricted", color: label)
  static let primaryButtonLabel = ShieldLabel(text: "OK", color: white)
  static let primaryButtonBackgroundColor = systemBlue

  static func subtitle(for subjectName: String) -> ShieldLabel {
    ShieldLabel(text: "You can't use \(subjectName) because it's restricted.", color: secondaryLabel)
  }
}
