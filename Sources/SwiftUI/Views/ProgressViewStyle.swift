/// How a progress view is drawn, as SwiftUI's `ProgressViewStyle`. Every style shows the same
/// fraction and labels; the style's name is kept for the renderer, as a gauge's is.
public protocol ProgressViewStyle: Sendable {
  /// The style's name in the evaluated tree.
  var name: String { get }
}

/// The platform's default progress style, as SwiftUI's `DefaultProgressViewStyle` (`.automatic`).
public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public var name: String { "automatic" }
}

/// A bar filled to the fraction, as SwiftUI's `LinearProgressViewStyle` (`.linear`).
public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
  /// The style tinted `tint` (iOS 14's form; `tint(_:)` is today's), drawn untinted here.
  public init(tint: Color) {}
  public var name: String { "linear" }
}

/// A spinner or ring, as SwiftUI's `CircularProgressViewStyle` (`.circular`).
public struct CircularProgressViewStyle: ProgressViewStyle {
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
    environmentChange { $0.gaugeStyleName = style.name }
  }
}
