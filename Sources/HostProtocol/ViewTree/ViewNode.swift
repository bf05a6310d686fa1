/// One view of an app's screen as data: what UIKit (or, for widgets, SwiftUI) evaluated in the
/// app's own process, sent to the host, which decides what a person can read and draws it.
///
/// The same value carries every kind of view; the fields a kind does not use stay nil. Frames are
/// in the superview's coordinates, as `UIView.frame` is.
public struct ViewNode: Codable, Hashable, Sendable {
  /// The type name of the node holding a `snapshotView(afterScreenUpdates:)` picture: what it
  /// shows is read, but its views are a picture, never covers of their own.
  public static let snapshotPictureTypeName = "snapshotView picture"
  /// The type name of the node a widget's `containerBackground(for:)` made: its background (when
  /// the place draws it) and its content.
  public static let containerBackgroundTypeName = "containerBackground(for:)"
  /// The type name of the node holding the container background WidgetKit draws behind the whole
  /// widget, which StandBy removes.
  public static let widgetBackgroundTypeName = "widget container background"
  /// The type name of a node drawn as the Lock Screen draws an accessory widget (vibrant): every
  /// colour as white, as opaque as it is light.
  public static let vibrantRenderingTypeName = "vibrant rendering"

  /// The most bytes of one view's text kept (a screen or widget shows far less); the rest is cut,
  /// saying how much, so that what an app or widget sends cannot swell the reports.
  public static let maxTextBytes = 2_000

  /// What the view draws.
  public enum Kind: String, Codable, Hashable, Sendable {
    /// A plain view: its background colour, then its subviews.
    case view
    /// Text (`UILabel`, a SwiftUI `Text`).
    case text
    /// An image (`UIImageView`, a SwiftUI `Image`).
    case image
    /// A blur over what lies beneath (`UIVisualEffectView` with a `UIBlurEffect`).
    case blur
  }

  public var kind: Kind
  /// The class (or SwiftUI type) that made it, for reports: `UILabel`, `PrivacyCoverView`.
  public var typeName: String
  public var frame: ViewRect
  public var isHidden: Bool
  /// 0...1, multiplied down the tree.
  public var alpha: Double
  public var backgroundColor: ShieldColor?
  /// `clipsToBounds`: subviews outside the frame are not drawn.
  public var clipsToBounds: Bool
  /// The view's `tag` (0 when unset), for reports.
  public var tag: Int
  /// `.text`: the string, its point size and colour.
  public var text: String?
  public var fontSize: Double?
  public var textColor: ShieldColor?
  /// `.text`: `center` or `right`; nil for left and natural alignment.
  public var textAlignment: String?
  /// `.blur`: the `UIBlurEffect.Style` raw value.
  public var blurStyle: Int?
  /// `.image`: the asset or SF Symbol name.
  public var imageName: String?
  /// A stand-in for content the host could not evaluate (a storyboard's window): counts as the
  /// app's content wherever it can be seen.
  public var isContentStandIn: Bool
  /// `.text` and `.image` in a widget: the SwiftUI redaction reasons that hide it (`placeholder`,
  /// `privacy`, `invalidated`), drawn as a placeholder shape of its size; nil when it is not
  /// redacted (UIKit views never are).
  public var redactedBy: [String]?
  /// The corners of the view's background and clip, rounded by this radius (at or past half the
  /// shorter side, a capsule): SwiftUI's `RoundedRectangle`, `Capsule`, `cornerRadius(_:)`, a
  /// layer's `cornerRadius`. nil for square corners.
  public var cornerRadius: Double?
  /// True when the view's background and clip are the ellipse inscribed in its frame (SwiftUI's
  /// `Circle`, in a square frame, and `Ellipse`); nil otherwise.
  public var isEllipse: Bool?
  /// A circular gauge's ring: the view draws a line of its `backgroundColor` along the circle in
  /// its frame instead of filling it; nil for a filled background.
  public var ring: Ring?
  /// The app's view or layer this node is, the same number at every capture for as long as the
  /// object lives (a new object gets a new one): how the host tells a cover added since launch
  /// from the views already there. nil for nodes that are not a UIKit object (SwiftUI's content,
  /// a picture's views, a widget's).
  public var identity: Int?
  /// Back to front, as `subviews`.
  public var children: [ViewNode]

  /// Part of a circle drawn as a line: where it starts and how far it goes, in turns clockwise
  /// from the top (a gauge's track, then its value).
  public struct Ring: Codable, Hashable, Sendable {
    public var start: Double
    public var length: Double
    public var lineWidth: Double

    public init(start: Double, length: Double, lineWidth: Double) {
      self.start = start
      self.length = length
      self.lineWidth = lineWidth
    }
  }

  public init(
    kind: Kind = .view, typeName: String = "UIView", frame: ViewRect, isHidden: Bool = false, alpha: Double = 1,
    backgroundColor: ShieldColor? = nil, clipsToBounds: Bool = false, tag: Int = 0, text: String? = nil,
    fontSize: Double? = nil, textColor: ShieldColor? = nil, textAlignment: String? = nil, blurStyle: Int? = nil, imageName: String? = nil,
    isContentStandIn: Bool = false, redactedBy: [String]? = nil, cornerRadius: Double? = nil, isEllipse: Bool? = nil,
    ring: Ring? = nil, children: [ViewNode] = []
  ) {
    self.kind = kind
    self.typeName = typeName
    self.frame = frame
    self.isHidden = isHidden
    self.alpha = alpha
    self.backgroundColor = backgroundColor
    self.clipsToBounds = clipsToBounds
    self.tag = tag
    // An app's or widget's text, as long as a report can quote: longer is cut, saying so.
    self.text = text.map { $0.cut(toBytes: Self.maxTextBytes) }
    self.fontSize = fontSize
    self.textColor = textColor
    self.textAlignment = textAlignment
    self.blurStyle = blurStyle
    self.imageName = imageName
    self.isContentStandIn = isContentStandIn
    self.redactedBy = redactedBy
    self.cornerRadius = cornerRadius
    self.isEllipse = isEllipse
    self.ring = ring
    self.children = children
  }
}
