import UIKit

// SwiftUI's standard colours: the adaptable system colours, as on iOS.
extension Color {
  private static func system(_ color: UIColor, _ name: String) -> Color { Color(uiColor: color, description: name) }

  public static let black = system(.black, "black")
  public static let white = system(.white, "white")
  public static let clear = system(.clear, "clear")
  public static let red = system(.systemRed, "red")
  public static let orange = system(.systemOrange, "orange")
  public static let yellow = system(.systemYellow, "yellow")
  public static let green = system(.systemGreen, "green")
  public static let mint = system(.systemMint, "mint")
  public static let teal = system(.systemTeal, "teal")
  public static let cyan = system(.systemCyan, "cyan")
  public static let blue = system(.systemBlue, "blue")
  public static let indigo = system(.systemIndigo, "indigo")
  public static let purple = system(.systemPurple, "purple")
  public static let pink = system(.systemPink, "pink")
  public static let brown = system(.systemBrown, "brown")
  public static let gray = system(.systemGray, "gray")
  /// The label colour.
  public static let primary = system(.label, "primary")
  /// The secondary label colour.
  public static let secondary = system(.secondaryLabel, "secondary")

  /// The app's accent colour: the catalog's `AccentColor` set, else system blue, as on iOS.
  public static var accentColor: Color {
    UIColor(named: "AccentColor").map { Color(uiColor: $0, description: "AccentColor") } ?? system(.systemBlue, "AccentColor")
  }
}
