extension UIColor {
  private static func fixed(_ red: Double, _ green: Double, _ blue: Double, _ name: String) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: 1, systemName: name)
  }

  private static func fixed(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double, _ name: String)
    -> UIColor
  {
    UIColor(red: red, green: green, blue: blue, alpha: alpha, systemName: name)
  }

  // Fixed colours.
  public static let black = fixed(0, 0, 0, "black")
  public static let darkGray = fixed(1 / 3, 1 / 3, 1 / 3, "darkGray")
  public static let lightGray = fixed(2 / 3, 2 / 3, 2 / 3, "lightGray")
  public static let white = fixed(1, 1, 1, "white")
  public static let gray = fixed(0.5, 0.5, 0.5, "gray")
  public static let red = fixed(1, 0, 0, "red")
  public static let green = fixed(0, 1, 0, "green")
  public static let blue = fixed(0, 0, 1, "blue")
  public static let cyan = fixed(0, 1, 1, "cyan")
  public static let yellow = fixed(1, 1, 0, "yellow")
  public static let magenta = fixed(1, 0, 1, "magenta")
  public static let orange = fixed(1, 0.5, 0, "orange")
  public static let purple = fixed(0.5, 0, 0.5, "purple")
  public static let brown = fixed(0.6, 0.4, 0.2, "brown")
  public static let clear = fixed(0, 0, 0, 0, "clear")

  // Adaptable system colours (light-appearance values; the host resolves dark by name).
  public static let systemRed = fixed(1, 59 / 255, 48 / 255, "systemRed")
  public static let systemOrange = fixed(1, 149 / 255, 0, "systemOrange")
  public static let systemYellow = fixed(1, 204 / 255, 0, "systemYellow")
  public static let systemGreen = fixed(52 / 255, 199 / 255, 89 / 255, "systemGreen")
  public static let systemMint = fixed(0, 199 / 255, 190 / 255, "systemMint")
  public static let systemTeal = fixed(48 / 255, 176 / 255, 199 / 255, "systemTeal")
  public static let systemCyan = fixed(50 / 255, 173 / 255, 230 / 255, "systemCyan")
  public static let systemBlue = fixed(0, 122 / 255, 1, "systemBlue")
  public static let systemIndigo = fixed(88 / 255, 86 / 255, 214 / 255, "systemIndigo")
  public static let systemPurple = fixed(175 / 255, 82 / 255, 222 / 255, "systemPurple")
  public static let systemPink = fixed(1, 45 / 255, 85 / 255, "systemPink")
  public static let systemBrown = fixed(162 / 255, 132 / 255, 94 / 255, "systemBrown")
  public static let systemGray = fixed(142 / 255, 142 / 255, 147 / 255, "systemGray")
  public static let systemGray2 = fixed(174 / 255, 174 / 255, 178 / 255, "systemGray2")
  public static let systemGray3 = fixed(199 / 255, 199 / 255, 204 / 255, "systemGray3")
  public static let systemGray4 = fixed(209 / 255, 209 / 255, 214 / 255, "systemGray4")
  public static let systemGray5 = fixed(229 / 255, 229 / 255, 234 / 255, "systemGray5")
  public static let systemGray6 = fixed(242 / 255, 242 / 255, 247 / 255, "systemGray6")

  // Label and background colours.
  public static let label = fixed(0, 0, 0, "label")
  public static let secondaryLabel = fixed(60 / 255, 60 / 255, 67 / 255, 0.6, "secondaryLabel")
  public static let tertiaryLabel = fixed(60 / 255, 60 / 255, 67 / 255, 0.3, "tertiaryLabel")
  public static let quaternaryLabel = fixed(60 / 255, 60 / 255, 67 / 255, 0.18, "quaternaryLabel")
  public static let systemBackground = fixed(1, 1, 1, "systemBackground")
  public static let secondarySystemBackground = fixed(242 / 255, 242 / 255, 247 / 255, "secondarySystemBackground")
  public static let tertiarySystemBackground = fixed(1, 1, 1, "tertiarySystemBackground")
  public static let systemGroupedBackground = fixed(242 / 255, 242 / 255, 247 / 255, "systemGroupedBackground")
  public static let secondarySystemGroupedBackground = fixed(1, 1, 1, "secondarySystemGroupedBackground")
  public static let tertiarySystemGroupedBackground = fixed(242 / 255, 242 / 255, 247 / 255, "tertiarySystemGroupedBackground")
  public static let placeholderText = fixed(60 / 255, 60 / 255, 67 / 255, 0.3, "placeholderText")
  public static let link = fixed(0, 122 / 255, 1, "link")

  // Fills and separators.
  public static let systemFill = fixed(120 / 255, 120 / 255, 128 / 255, 0.2, "systemFill")
  public static let secondarySystemFill = fixed(120 / 255, 120 / 255, 128 / 255, 0.16, "secondarySystemFill")
  public static let tertiarySystemFill = fixed(118 / 255, 118 / 255, 128 / 255, 0.12, "tertiarySystemFill")
  public static let quaternarySystemFill = fixed(116 / 255, 116 / 255, 128 / 255, 0.08, "quaternarySystemFill")
  public static let separator = fixed(60 / 255, 60 / 255, 67 / 255, 0.29, "separator")
  public static let opaqueSeparator = fixed(198 / 255, 198 / 255, 200 / 255, "opaqueSeparator")
  public static let tintColor = fixed(0, 122 / 255, 1, "tintColor")
}

extension UIColor {
  /// Every named colour above by its name (`"systemBlue"`), for asset catalog colour sets that
  /// refer to a system colour.
  static let named: [String: UIColor] = Dictionary(
    uniqueKeysWithValues: [
      black, darkGray, lightGray, white, gray, red, green, blue, cyan, yellow, magenta, orange, purple, brown, clear,
      systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan, systemBlue, systemIndigo,
      systemPurple, systemPink, systemBrown, systemGray, systemGray2, systemGray3, systemGray4, systemGray5,
      systemGray6, label, secondaryLabel, tertiaryLabel, quaternaryLabel, systemBackground, secondarySystemBackground,
      tertiarySystemBackground, systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground,
      placeholderText, link, systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill, separator,
      opaqueSeparator, tintColor,
    ].compactMap { color in color.systemName.map { ($0, color) } })

  /// The named colour called `name`, if there is one.
  static func system(named name: String) -> UIColor? { named[name] }
}
