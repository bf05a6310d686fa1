public import FoundationEssentials

/// A shield's appearance on the wire; every nil field means the system default for that field.
public struct ShieldConfiguration: Codable, Hashable, Sendable {
  public var backgroundBlurStyle: ShieldBlurStyle?
  public var backgroundColor: ShieldColor?
  public var icon: ShieldIcon?
  public var title: ShieldLabel?
  public var subtitle: ShieldLabel?
  public var primaryButtonLabel: ShieldLabel?
  public var primaryButtonBackgroundColor: ShieldColor?
  /// nil means the shield has no secondary button.
  public var secondaryButtonLabel: ShieldLabel?
  /// At most three items (iOS 26.4).
  public var secondaryButtonSubmenuItems: [String]?

  public init(
    backgroundBlurStyle: ShieldBlurStyle? = nil, backgroundColor: ShieldColor? = nil, icon: ShieldIcon? = nil,
    title: ShieldLabel? = nil, subtitle: ShieldLabel? = nil, primaryButtonLabel: ShieldLabel? = nil,
    primaryButtonBackgroundColor: ShieldColor? = nil, secondaryButtonLabel: ShieldLabel? = nil,
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

/// A label: text and its colour.
public struct ShieldLabel: Codable, Hashable, Sendable {
  public var text: String
  public var color: ShieldColor
  public init(text: String, color: ShieldColor) {
    self.text = text
    self.color = color
  }
}

/// An sRGB colour with components in 0...1. `name` keeps a dynamic system colour's name
/// (`"label"`, `"systemBlue"`) so a renderer can resolve it for dark appearance; the components are
/// its light-appearance value.
public struct ShieldColor: Codable, Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double
  public var name: String?

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1, name: String? = nil) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.name = name
  }

  /// Whether every component lies in 0...1.
  public var isInRange: Bool {
    [red, green, blue, alpha].allSatisfy { $0 >= 0 && $0 <= 1 }
  }
}

/// The shield's icon: an SF Symbol name, an asset name, or image bytes; with an optional tint.
public struct ShieldIcon: Codable, Hashable, Sendable {
  /// `UIImage(systemName:)`.
  public var systemName: String?
  /// `UIImage(named:)`.
  public var name: String?
  /// `UIImage(data:)`: the encoded image (PNG, JPEG, ...).
  public var data: Data?
  /// `withTintColor(_:)`.
  public var tint: ShieldColor?

  public init(systemName: String? = nil, name: String? = nil, data: Data? = nil, tint: ShieldColor? = nil) {
    self.systemName = systemName
    self.name = name
    self.data = data
    self.tint = tint
  }
}
