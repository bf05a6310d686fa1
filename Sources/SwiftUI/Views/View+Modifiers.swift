public import Foundation
public import Observation

// The common modifiers, as SwiftUI's `View` extensions.
extension View {
  public func font(_ font: Font?) -> some View { environmentChange { $0.font = font } }

  public func fontWeight(_ weight: Font.Weight?) -> some View {
    environmentChange { environment in
      if let weight { environment.font = (environment.font ?? .body).weight(weight) }
    }
  }

  public func bold(_ isActive: Bool = true) -> some View {
    environmentChange { environment in
      if isActive { environment.font = (environment.font ?? .body).bold() }
    }
  }

  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environmentChange { $0.foregroundColor = style.resolvedColor }
  }

  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    environmentChange { $0.foregroundColor = primary.resolvedColor }
  }

  public func foregroundColor(_ color: Color?) -> some View { environmentChange { $0.foregroundColor = color } }

  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    environmentChange { environment in
      if let tint { environment.foregroundColor = tint.resolvedColor }
    }
  }

  public func tint(_ tint: Color?) -> some View {
    environmentChange { environment in
      if let tint { environment.foregroundColor = tint }
    }
  }

  /// The accent of controls in this view (deprecated in SwiftUI for `tint`): accepted; text keeps
  /// its own colour, as on the phone.
  public func accentColor(_ accentColor: Color?) -> some View { unrecorded() }

  /// Padding of `length` (16 points when nil, the system default) on `edges`.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let amount = Double(length ?? 16)
    return nodeModifier { _ in
      .padding(
        top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
        bottom: edges.contains(.bottom) ? amount : 0, trailing: edges.contains(.trailing) ? amount : 0)
    }
  }

  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

  public func padding(_ insets: EdgeInsets) -> some View {
    nodeModifier { _ in
      .padding(top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom), trailing: Double(insets.trailing))
    }
  }

  /// Padding added to the safe area of the view's content (iOS 17). A widget's content has no
  /// safe area of its own, so it insets the content as `padding` does.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { padding(edges, length) }

  public func safeAreaPadding(_ length: CGFloat) -> some View { padding(.all, length) }

  public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }

  /// A fixed frame. A dimension that is negative, NaN or infinite (a division by zero in the
  /// widget's arithmetic) is ignored, as SwiftUI ignores it ("Invalid frame dimension (negative or
  /// non-finite)."), and the view keeps its own size in that direction.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    nodeModifier { _ in
      .frame(
        width: Self.frameDimension(width), height: Self.frameDimension(height), maxWidth: nil, maxHeight: nil,
        alignment: alignment.name)
    }
  }

  /// `length` when SwiftUI takes it as a frame's dimension (finite, not negative); nil otherwise.
  static func frameDimension(_ length: CGFloat?) -> Double? {
    guard let length, length.isFinite, length >= 0 else { return nil }
    return Double(length)
  }

  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    // A maximum may be infinite (`.infinity`: as wide as offered); a NaN or negative one is ignored.
    nodeModifier { _ in
      .frame(
        width: nil, height: nil, maxWidth: maxWidth.flatMap { $0.isNaN || $0 < 0 ? nil : Double($0) },
        maxHeight: maxHeight.flatMap { $0.isNaN || $0 < 0 ? nil : Double($0) }, alignment: alignment.name)
    }
  }

  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    nodeModifier { context throws(ViewEvaluationError) in .background(try context.evaluate(style.resolvedColor)) }
  }

  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    let background = content()
    return nodeModifier { context throws(ViewEvaluationError) in .background(try context.evaluate(background)) }
  }

  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    nodeModifier { context throws(ViewEvaluationError) in .background(try context.evaluate(background)) }
  }

  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    let overlay = content()
    return nodeModifier { context throws(ViewEvaluationError) in .overlay(try context.evaluate(overlay)) }
  }

  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    nodeModifier { context throws(ViewEvaluationError) in .overlay(try context.evaluate(overlay)) }
  }

  /// A style laid over the view (iOS 15): a colour fills it; the view's text is read beneath.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    nodeModifier { context throws(ViewEvaluationError) in .overlay(try context.evaluate(style.resolvedColor)) }
  }

  /// A style laid over the view in a shape (iOS 15).
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    nodeModifier { context throws(ViewEvaluationError) in .overlay(try context.evaluate(style.resolvedColor)) }
  }

  public func opacity(_ opacity: Double) -> some View { nodeModifier { _ in .opacity(opacity) } }

  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    nodeModifier { _ in .clip(.rounded(Double(radius))) }
  }

  /// Marks the view to be drawn in the accent group in the accented rendering mode.
  public func widgetAccentable(_ accentable: Bool = true) -> some View {
    nodeModifier { _ in .widgetAccentable(accentable) }
  }

  /// The widget's background; the system removes it where it draws its own (StandBy, accessories).
  public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
    nodeModifier { context throws(ViewEvaluationError) in
      .containerBackground(placement: container.name, try context.evaluate(style.resolvedColor))
    }
  }

  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    let background = content()
    return nodeModifier { context throws(ViewEvaluationError) in
      .containerBackground(placement: container.name, try context.evaluate(background))
    }
  }

  /// The URL the app opens when the widget is tapped.
  public func widgetURL(_ url: URL?) -> some View {
    nodeModifier { _ in .widgetURL(url?.absoluteString ?? "") }
  }

  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    environmentChange { $0[keyPath: keyPath] = value }
  }

  /// Puts an observable object in the environment of this view and its descendants, read with
  /// `@Environment(T.self)` (iOS 17).
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    environmentChange { $0.setObject(object, as: T.self) }
  }

  public func lineLimit(_ number: Int?) -> some View { environmentChange { $0.lineLimit = number } }
  /// At most `limit` lines; `reservesSpace` (a field's height kept for them) is accepted.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { environmentChange { $0.lineLimit = limit } }
  /// Between the range's bounds: at most its upper bound.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View { environmentChange { $0.lineLimit = limit.upperBound } }
  /// At least `limit.lowerBound` lines: no upper limit.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { environmentChange { $0.lineLimit = nil } }
  /// At most `limit.upperBound` lines.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { environmentChange { $0.lineLimit = limit.upperBound } }

  /// Draws the gauges inside in `style`: a built-in one by name, an app's own by its `makeBody`.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    environmentChange {
      $0.gaugeStyleName = style._builtInName
      $0.customGaugeStyle = style._builtInName == nil ? style : nil
    }
  }

  /// Draws the labels inside in `style`: a built-in one by name, an app's own by its `makeBody`.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environmentChange {
      $0.labelStyleName = style._builtInName
      $0.customLabelStyle = style._builtInName == nil ? style : nil
    }
  }

  // Accepted; nothing the evaluated tree records.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { unrecorded() }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { unrecorded() }
  public func accessibilityLabel(_ label: Text) -> some View { unrecorded() }
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { unrecorded() }
  /// The view clipped to `shape`: a built-in shape's outline; an app's own shape, whose path is
  /// not drawn, clips to the frame.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    nodeModifier { context in .clip((shape as? any NamedShape)?.outline(in: context.environment) ?? .rounded(0)) }
  }
  public func monospacedDigit() -> some View { unrecorded() }
  public func id<ID: Hashable>(_ id: ID) -> some View { unrecorded() }
}

/// The container a background belongs to, as SwiftUI's `ContainerBackgroundPlacement`; WidgetKit
/// adds `.widget`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  /// The placement's name (`widget`).
  public let name: String
  package init(name: String) { self.name = name }
}

/// Edges, as SwiftUI's `Edge` and `Edge.Set`.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  case leading, trailing

  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }
    public static let leading = Set(.leading)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.leading, .trailing]
  }
}

/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  case top, bottom

  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
    public static let top = Set(.top)
    public static let bottom = Set(.bottom)
    public static let all: Set = [.top, .bottom]
  }
}

/// How lines of text align, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }
