import HostProtocol
import ShieldRendering

/// A shield as the user sees it: every field the configuration extension left nil filled with
/// the system's default, as iOS draws it.
public struct Shield: Hashable, Sendable, CustomStringConvertible {
  /// An sRGB colour, components in 0...1; `name` is a dynamic system colour's name (`label`).
  public struct Color: Hashable, Sendable {
    /// The red component.
    public var red: Double
    /// The green component.
    public var green: Double
    /// The blue component.
    public var blue: Double
    /// The opacity.
    public var alpha: Double
    /// The system colour's name (`systemBlue`), nil for a literal colour.
    public var name: String?
  }

  /// The icon: an SF Symbol, an asset, or image bytes.
  public struct Icon: Hashable, Sendable {
    /// `UIImage(systemName:)`.
    public var systemName: String?
    /// `UIImage(named:)`.
    public var name: String?
    /// How many bytes of image data `UIImage(data:)` was given; nil for none.
    public var dataByteCount: Int?
    /// `withTintColor(_:)`.
    public var tint: Color?
  }

  /// The title.
  public var title: String
  /// The title's colour.
  public var titleColor: Color
  /// The subtitle.
  public var subtitle: String
  /// The subtitle's colour.
  public var subtitleColor: Color
  /// The primary button's label.
  public var primaryButton: String
  /// The primary button's label colour.
  public var primaryButtonColor: Color
  /// The primary button's background.
  public var primaryButtonBackgroundColor: Color
  /// The secondary button's label; nil when the shield has none.
  public var secondaryButton: String?
  /// The secondary button's submenu items (iOS 26.4), empty when it has none.
  public var submenuItems: [String]
  /// The icon above the title.
  public var icon: Icon
  /// The tint under the blur; nil for the blur alone.
  public var backgroundColor: Color?
  /// The blur's `UIBlurEffect.Style` case name (`systemThickMaterialDark`).
  public var blurStyle: String
  /// Whether the system's default shield was shown: the extension gave nothing, failed or was late.
  public var isSystemDefault: Bool
  /// Why the system default was shown when the extension failed (it took too long, it crashed).
  public var fallbackReason: String?
  /// The shield drawn as text, the way `extension-host visit` prints it.
  public var description: String

  init(_ resolved: ResolvedShield, fallbackReason: String?) {
    title = resolved.title.text
    titleColor = Color(resolved.title.color)
    subtitle = resolved.subtitle.text
    subtitleColor = Color(resolved.subtitle.color)
    primaryButton = resolved.primaryButtonLabel.text
    primaryButtonColor = Color(resolved.primaryButtonLabel.color)
    primaryButtonBackgroundColor = Color(resolved.primaryButtonBackgroundColor)
    secondaryButton = resolved.secondaryButtonLabel?.text
    submenuItems = resolved.secondaryButtonSubmenuItems
    icon = Icon(
      systemName: resolved.icon.systemName, name: resolved.icon.name, dataByteCount: resolved.icon.data?.count,
      tint: resolved.icon.tint.map(Color.init))
    backgroundColor = resolved.backgroundColor.map(Color.init)
    blurStyle = resolved.blurStyle.name ?? "raw value \(resolved.blurStyle.rawValue)"
    isSystemDefault = resolved.isSystemDefault
    self.fallbackReason = fallbackReason
    description = TerminalShieldRenderer(useColor: false).render(resolved)
  }
}

extension Shield.Color {
  init(_ color: ShieldColor) {
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha, name: color.name)
  }
}
