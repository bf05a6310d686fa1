public import HostProtocol

/// What a person can read on a screen: each piece of text, and why the rest cannot be read.
public struct ScreenReading: Hashable, Sendable {
  /// Text a person can read, back to front.
  public var readable: [TextOnScreen]
  /// Text that is there but cannot be read, with the reason.
  public var unreadable: [UnreadableText]
  /// Levels that hold more than one visible window: iOS does not promise their order, so none of
  /// them counts as covering the others.
  public var levelsOfUnsureOrder: [Double]

  public init(readable: [TextOnScreen], unreadable: [UnreadableText], levelsOfUnsureOrder: [Double]) {
    self.readable = readable
    self.unreadable = unreadable
    self.levelsOfUnsureOrder = levelsOfUnsureOrder
  }

  /// The readable strings, back to front.
  public var readableText: [String] { readable.map(\.text) }

  /// The reason `text` cannot be read, nil when it can be (or is not on the screen).
  public func reason(for text: String) -> Obscured? {
    unreadable.first { $0.text.text == text }?.reason
  }
}

/// Text that cannot be read, and why.
public struct UnreadableText: Hashable, Sendable {
  public var text: TextOnScreen
  public var reason: Obscured
}

/// One piece of text where it is drawn.
public struct TextOnScreen: Hashable, Sendable {
  public var text: String
  /// Its frame in screen coordinates.
  public var frame: ViewRect
  public var pointSize: Double
  /// The type of the view that draws it (`UILabel`).
  public var typeName: String
  /// Whether it is a stand-in for content the host could not evaluate (a storyboard window).
  public var isContentStandIn: Bool
  /// A blur drawn above it that does not hide text of its size, if any.
  public var readableThroughBlur: ShieldBlurStyle? = nil
}

/// Why text cannot be read.
public enum Obscured: Hashable, Sendable, CustomStringConvertible {
  /// It, an ancestor or its window is hidden.
  case hidden
  /// Its opacity (alpha down the tree, times its colour's) is below ``Legibility/minimumOpacity``.
  case transparent
  /// No part of it lies on the screen (or inside a clipping ancestor).
  case offScreen
  /// A view drawn above it, nearly opaque, covers it; named by its type.
  case underOpaqueView(String)
  /// A blur drawn above it covers it, and the text is too small to read through that style.
  case underBlur(ShieldBlurStyle)
  /// SwiftUI redacts it (a widget's `placeholder` or `privacy` reason): drawn as a shape of its size.
  case redacted([String])

  public var description: String {
    switch self {
    case .hidden: "hidden"
    case .transparent: "transparent"
    case .offScreen: "off-screen"
    case .underOpaqueView(let type): "under an opaque \(type)"
    case .underBlur(let style): "under a \(style) blur"
    case .redacted(let reasons): "redacted (" + reasons.map { "." + $0 }.joined(separator: ", ") + ")"
    }
  }
}
