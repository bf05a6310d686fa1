public import UIKit

/// A shield's appearance, as ManagedSettingsUI's `ShieldConfiguration`; nil means the system default.
public struct ShieldConfiguration: Sendable {
  /// A label: text and colour.
  public struct Label: Sendable {
    public let text: String
    public let color: UIColor

    public init(text: String, color: UIColor) {
      self.text = text
      self.color = color
    }
  }

  public let backgroundBlurStyle: UIBlurEffect.Style?
  public let backgroundColor: UIColor?
  public let icon: UIImage?
  public let title: Label?
  public let subtitle: Label?
  public let primaryButtonLabel: Label?
  public let primaryButtonBackgroundColor: UIColor?
  /// nil: the shield has no secondary button.
  public let secondaryButtonLabel: Label?
  /// The secondary button's submenu, at most three items (iOS 26.4).
  public let secondaryButtonSubmenuItems: [String]?

  public init(
    backgroundBlurStyle: UIBlurEffect.Style? = nil, backgroundColor: UIColor? = nil, icon: UIImage? = nil,
    title: Label? = nil, subtitle: Label? = nil, primaryButtonLabel: Label? = nil,
    primaryButtonBackgroundColor: UIColor? = nil, secondaryButtonLabel: Label? = nil
  ) {
    self.init(
      backgroundBlurStyle: backgroundBlurStyle, backgroundColor: backgroundColor, icon: icon, title: title,
      subtitle: subtitle, primaryButtonLabel: primaryButtonLabel,
      primaryButtonBackgroundColor: primaryButtonBackgroundColor, secondaryButtonLabel: secondaryButtonLabel,
      secondaryButtonSubmenuItems: nil)
  }

  /// The iOS 26.4 form, with a submenu for the secondary button.
  public init(
    backgroundBlurStyle: UIBlurEffect.Style? = nil, backgroundColor: UIColor? = nil, icon: UIImage? = nil,
    title: Label? = nil, subtitle: Label? = nil, primaryButtonLabel: Label? = nil,
    primaryButtonBackgroundColor: UIColor? = nil, secondaryButtonLabel: Label? = nil,
    secondaryButtonSubmenuItems: [String]? = nil
  ) {
    self.backgroundBlurStyle = backgroundBlurStyle
    self.backgroundColor = backgroundColor
    self.icon = icon
    self.title = title
    self.subtitle = subtitle
    self.primaryButtonLabel = primaryButtonLabel
    self.primaryButtonBackgroundColor = primaryButtonBackgroundColor
    self.secondaryButtonLabel = secondaryButtonLabel
    self.secondaryButtonSubmenuItems = secondaryButtonSubmenuItems
  }
}
