public import HostProtocol

/// A shield with every field decided: the extension's values where it gave them, the system's
/// defaults elsewhere. Both the terminal and the picture renderers draw from this.
public struct ResolvedShield: Hashable, Sendable {
  /// The background blur (`UIBlurEffect.Style`).
  public internal(set) var blurStyle: ShieldBlurStyle
  /// The tint under the blur; nil means the blur alone.
  public internal(set) var backgroundColor: ShieldColor?
  /// The icon above the title.
  public internal(set) var icon: ShieldIcon
  /// The title.
  public internal(set) var title: ShieldLabel
  /// The subtitle.
  public internal(set) var subtitle: ShieldLabel
  /// The primary button's label.
  public internal(set) var primaryButtonLabel: ShieldLabel
  /// The primary button's background.
  public internal(set) var primaryButtonBackgroundColor: ShieldColor
  /// nil: no secondary button.
  public var secondaryButtonLabel: ShieldLabel?
  /// The secondary button's submenu items (iOS 26.4), empty when it has none.
  public internal(set) var secondaryButtonSubmenuItems: [String]
  /// True when nothing came from the extension (it failed, timed out, or overrides nothing).
  public internal(set) var isSystemDefault: Bool

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
