package import HostProtocol

/// One evaluated view: what a view's body came to in an environment, as data the host can lay
/// out and draw. Package API: the WidgetKit runtime sends it to the host; it is not SwiftUI's.
package struct EvaluatedView: Hashable, Sendable {
  package enum Kind: String, Hashable, Sendable {
    case text, image, vstack, hstack, zstack, spacer, color, shape, gauge, progress, divider
    /// `AccessoryWidgetBackground()`: the system's backdrop of an accessory widget.
    case accessoryBackground
    /// A `UIViewRepresentable`'s UIKit view, captured (`uikitNode`).
    case uikit
  }

  package var kind: Kind
  /// The SwiftUI type that made it: `Text`, `Image`, `VStack`, `Circle`.
  package var typeName: String
  /// `.text`: what it reads; a gauge's or progress view's fraction in `value`.
  package var text: String?
  /// `.image`: the SF Symbol (`systemName`) or the asset's name.
  package var imageName: String?
  package var isSystemImage = false
  package var fontSize: Double?
  package var fontWeight: String?
  /// The colour it draws in (text and shapes: the foreground; `Color`: itself).
  package var color: EvaluatedColor?
  /// Stacks: how children line up across the stack (`leading`, `bottom`, `topTrailing`: the
  /// alignment's name); nil when centred.
  package var alignment: String?
  /// Stacks: the spacing asked for; spacers: the minimum length.
  package var spacing: Double?
  /// Gauges and progress views: 0...1; nil for an indeterminate progress view.
  package var value: Double?
  /// Gauges: the style (`accessoryCircular`...).
  package var style: String?
  /// `.shape`: how a built-in shape is outlined; nil for a rectangle or an app's own shape.
  package var outline: ShapeOutline?
  /// `.uikit`: the UIKit view as captured, its frame replaced by where SwiftUI places it.
  package var uikitNode: ViewNode?
  /// For text and images: the redaction reasons that hide it; empty when a person can read it.
  package var redactedBy: RedactionReasons = []
  /// The modifiers on it, innermost first, in the order they were written.
  package var modifiers: [EvaluatedModifier] = []
  package var children: [EvaluatedView] = []
  /// An app's own `Layout`, which places `children` when the tree is laid out; nil for the
  /// built-in containers.
  package var customLayout: CustomLayoutReference?
  /// What the view gives the layout that places it (`layoutValue(key:value:)`, `layoutPriority(_:)`).
  package var layoutValues: LayoutValues?

  package init(kind: Kind, typeName: String, children: [EvaluatedView] = []) {
    self.kind = kind
    self.typeName = typeName
    self.children = children
  }

  /// Whether it is text or an image a redaction hides.
  package var isRedacted: Bool { !redactedBy.isEmpty }

  /// This node and every node below it (its modifiers' views too), depth first.
  package var allNodes: [EvaluatedView] {
    var nodes = [self]
    for modifier in modifiers { nodes += modifier.views.flatMap(\.allNodes) }
    for child in children { nodes += child.allNodes }
    return nodes
  }
}

/// A modifier that changes how a view is laid out or drawn, kept in writing order.
package enum EvaluatedModifier: Hashable, Sendable {
  case padding(top: Double, leading: Double, bottom: Double, trailing: Double)
  case frame(width: Double?, height: Double?, maxWidth: Double?, maxHeight: Double?, alignment: String)
  case background([EvaluatedView])
  case overlay([EvaluatedView])
  case opacity(Double)
  /// `cornerRadius(_:)` and `clipShape(_:)` of a built-in shape: the content clipped to the outline.
  case clip(ShapeOutline)
  /// `offset(x:y:)`: drawn moved, laid out where it was.
  case offset(x: Double, y: Double)
  /// `containerBackground(for: .widget)`: removed where the system removes it (StandBy, accessories).
  case containerBackground(placement: String, [EvaluatedView])
  case widgetURL(String)
  /// `blur(radius:)`: a blur drawn over the content, as the `UIBlurEffect.Style` raw value that
  /// hides as much (nil when the radius is too small to hide any text).
  case blur(style: Int?)
  case widgetAccentable(Bool)

  /// The views the modifier draws (backgrounds and overlays).
  package var views: [EvaluatedView] {
    switch self {
    case .background(let views), .overlay(let views), .containerBackground(_, let views): views
    default: []
    }
  }
}

/// How a built-in shape is outlined, for the host's drawing: the layout turns it into the placed
/// view's corner radius or ellipse (`ViewNode`).
package enum ShapeOutline: Hashable, Sendable {
  /// Corners rounded by a radius.
  case rounded(Double)
  /// Corners rounded by half the shorter side.
  case capsule
  /// The ellipse inscribed in the frame.
  case ellipse
  /// The circle of the largest square centred in the frame.
  case circle
}

/// A colour resolved for the colour scheme, sRGB components 0...1.
package struct EvaluatedColor: Hashable, Sendable {
  package var red: Double
  package var green: Double
  package var blue: Double
  package var alpha: Double
  /// How it was made, as SwiftUI prints it (`red`, `#FF0000FF`).
  package var name: String
  /// The system colour it is (`label`, `secondaryLabel`), which the host draws for the screen's
  /// appearance; nil for a fixed colour.
  package var systemName: String? = nil
  /// A material's `UIBlurEffect.Style` raw value: what it fills blurs what lies beneath.
  package var blurStyle: Int? = nil
}
