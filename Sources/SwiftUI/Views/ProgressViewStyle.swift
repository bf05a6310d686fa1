/// How a progress view is drawn, as SwiftUI's `ProgressViewStyle`. Every built-in style shows
/// the same fraction and labels, its name kept for the renderer, as a gauge's is; an app's own
/// style's `makeBody` draws the progress from its fraction and labels.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  associatedtype Body: View
  typealias Configuration = ProgressViewStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The built-in style's name; nil for an app's own style.
  var _builtInName: String? { get }
}

extension ProgressViewStyle {
  public var _builtInName: String? { nil }
}

/// What the built-in progress styles share: a name, and a body that is a progress view in the style.
public protocol _BuiltInProgressViewStyle: ProgressViewStyle, Sendable {
  var name: String { get }
}

extension _BuiltInProgressViewStyle {
  public var _builtInName: String? { name }
  /// The progress view in this style, as a custom style that wraps a built-in one draws it.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(value: configuration.fractionCompleted) { configuration.label } currentValueLabel: {
      configuration.currentValueLabel
    }
    .progressViewStyle(self)
  }
}

/// The platform's default progress style, as SwiftUI's `DefaultProgressViewStyle` (`.automatic`).
public struct DefaultProgressViewStyle: _BuiltInProgressViewStyle {
  public init() {}
  public var name: String { "automatic" }
}

/// A bar filled to the fraction, as SwiftUI's `LinearProgressViewStyle` (`.linear`).
public struct LinearProgressViewStyle: _BuiltInProgressViewStyle {
  public init() {}
  /// The style tinted `tint` (iOS 14's form; `tint(_:)` is today's), drawn untinted here.
  public init(tint: Color) {}
  public var name: String { "linear" }
}

/// A spinner or ring, as SwiftUI's `CircularProgressViewStyle` (`.circular`).
public struct CircularProgressViewStyle: _BuiltInProgressViewStyle {
  public init() {}
  /// The style tinted `tint` (iOS 14's form; `tint(_:)` is today's), drawn untinted here.
  public init(tint: Color) {}
  public var name: String { "circular" }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
  /// Sets the style of the progress views inside.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environmentChange {
      $0.gaugeStyleName = style._builtInName
      $0.customProgressViewStyle = style._builtInName == nil ? style : nil
    }
  }
}
