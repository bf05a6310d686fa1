/// The geometry and type sizes of a shield on an iPhone 15/16 Pro-class screen, in points.
///
/// UIKit's shield view is private, so these are estimates, not device measurements: the content
/// group (icon, title, subtitle) centred in the space above the buttons, the buttons in a stack at
/// the bottom of the safe area, Dynamic Type at the default (Large) size. Correct them here.
enum ShieldMetrics {
  /// The screen's width.
  static let screenWidth = 393.0
  /// The screen's height.
  static let screenHeight = 852.0
  /// The display's corner radius.
  static let screenCornerRadius = 55.0
  /// The top safe-area inset (status bar and Dynamic Island).
  static let topInset = 59.0
  /// The bottom safe-area inset (home indicator).
  static let bottomInset = 34.0

  /// The icon's square side.
  static let iconSize = 72.0
  /// Space between the icon and the title.
  static let iconSpacing = 20.0
  /// Horizontal margin of the title and subtitle.
  static let textMargin = 32.0
  /// Space between title and subtitle.
  static let titleSpacing = 10.0

  /// Title: 22 pt semibold (`.title2`), at most two lines.
  static let title = TextStyle(fontSize: 22, lineHeight: 28, bold: true, maxLines: 2)
  /// Subtitle: 16 pt regular (`.callout`), at most four lines.
  static let subtitle = TextStyle(fontSize: 16, lineHeight: 21, bold: false, maxLines: 4)
  /// Primary button label: 17 pt semibold (`.headline`), one line.
  static let primaryLabel = TextStyle(fontSize: 17, lineHeight: 22, bold: true, maxLines: 1)
  /// Secondary button label: 17 pt regular (`.body`), one line.
  static let secondaryLabel = TextStyle(fontSize: 17, lineHeight: 22, bold: false, maxLines: 1)
  /// Submenu item: 17 pt regular, one line.
  static let menuItem = TextStyle(fontSize: 17, lineHeight: 22, bold: false, maxLines: 1)

  /// Horizontal margin of the buttons.
  static let buttonMargin = 24.0
  /// Primary button height.
  static let primaryButtonHeight = 50.0
  /// Primary button corner radius.
  static let primaryButtonCornerRadius = 14.0
  /// Secondary button height.
  static let secondaryButtonHeight = 44.0
  /// Space between the buttons.
  static let buttonSpacing = 8.0
  /// Space between the button stack and the home-indicator inset.
  static let buttonBottomMargin = 16.0
  /// Horizontal padding inside a button.
  static let buttonPadding = 16.0
  /// Minimum space between the content group and the buttons.
  static let contentToButtons = 24.0

  /// The submenu's width.
  static let menuWidth = 250.0
  /// One submenu row's height.
  static let menuRowHeight = 44.0
  /// The submenu's corner radius.
  static let menuCornerRadius = 13.0
  /// iOS shows at most this many submenu items.
  static let maxMenuItems = 3

  /// The font stack: Apple's system font where it exists; then fonts with Helvetica's metrics (which
  /// `TextMetrics` assumes, so lines break where they were measured); then the platform's UI font
  /// and Noto with CJK coverage.
  static let fontFamily =
    #"-apple-system, "SF Pro Text", "Helvetica Neue", Helvetica, Arial, "Liberation Sans", system-ui, "Noto Sans", "Noto Sans CJK SC", sans-serif"#
}

/// A label's type: size, line height, weight and line limit.
struct TextStyle: Hashable, Sendable {
  var fontSize: Double
  var lineHeight: Double
  /// Semibold; drawn as `font-weight="600"`.
  var bold: Bool
  var maxLines: Int
}
