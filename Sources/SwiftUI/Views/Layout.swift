public import Foundation

/// A type that places a collection of views, as SwiftUI's `Layout` (iOS 16): a custom layout's
/// `sizeThatFits(proposal:subviews:cache:)` and `placeSubviews(in:proposal:subviews:cache:)` run
/// in the widget's process when the evaluated view is laid out, each subview measured by this
/// package's layout model.
@preconcurrency
public protocol Layout: Sendable, Animatable {
  /// The layout's properties: a stack's orientation.
  static var layoutProperties: LayoutProperties { get }
  /// Storage a layout may fill once and read in each of its methods.
  associatedtype Cache = Void
  /// The proxies of the views the layout places.
  typealias Subviews = LayoutSubviews

  /// The size of the container for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  /// Places each subview in `bounds` (`LayoutSubview.place(at:anchor:proposal:)`).
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  /// Where the container puts a horizontal alignment guide; nil for the default.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
  /// Where the container puts a vertical alignment guide; nil for the default.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
  /// The spacing the container prefers around itself.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  /// A new cache for `subviews`.
  func makeCache(subviews: Subviews) -> Cache
  /// The cache brought up to date after `subviews` changed.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  /// Not for use: the built-in stack this layout is (`HStackLayout`, `VStackLayout`...), which the
  /// evaluator lays out as the stack itself; nil for any other layout.
  var _builtInStack: _BuiltInStackLayout? { get }
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  /// The union of the subviews' spacing, as SwiftUI's default.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
  }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

  public var _builtInStack: _BuiltInStackLayout? { nil }

  /// A view that places the views of `content` with this layout.
  @MainActor @preconcurrency
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutContainer(layout: self, content: content())
  }
}

extension Layout where Cache == () {
  /// No cache.
  public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Not for use: a built-in stack as a layout (`Layout._builtInStack`).
public struct _BuiltInStackLayout: Sendable {
  let kind: EvaluatedView.Kind
  let typeName: String
  let alignment: String
  let spacing: CGFloat?
}

/// The properties of a layout, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
  /// The axis a stack-like layout arranges its views along; nil for any other.
  public var stackOrientation: Axis?
  public init() {}
}

/// A size offered to a view, either dimension unspecified (nil: "your ideal size"), as
/// SwiftUI's `ProposedViewSize`.
public struct ProposedViewSize: Equatable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?
  public init(width: CGFloat?, height: CGFloat?) { (self.width, self.height) = (width, height) }
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
  /// Both dimensions zero: a view's smallest size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Both dimensions infinite: a view's largest size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// Both dimensions unspecified: a view's ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// The size with each unspecified dimension replaced by `size`'s.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

/// The spacing a view prefers around it, as SwiftUI's `ViewSpacing`: here 8 points on each edge
/// (the layout model's spacing between views), zero for `.zero`.
public struct ViewSpacing: Sendable {
  var edges: [CGFloat]  // top, leading, bottom, trailing

  /// Spacing of 8 points on every edge.
  public init() { edges = [8, 8, 8, 8] }
  /// No spacing on any edge.
  public static let zero: ViewSpacing = {
    var spacing = ViewSpacing()
    spacing.edges = [0, 0, 0, 0]
    return spacing
  }()

  /// Takes the larger of this spacing and `other` on `edges`.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      let index = Int(edge.rawValue)
      self.edges[index] = max(self.edges[index], other.edges[index])
    }
  }

  /// The larger of this spacing and `other` on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var copy = self
    copy.formUnion(other, edges: edges)
    return copy
  }

  /// The distance between a view with this spacing and the `next` one along `axis`: the larger
  /// of this view's trailing (or bottom) spacing and the next one's leading (or top).
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    axis == .horizontal
      ? max(edges[Int(Edge.trailing.rawValue)], next.edges[Int(Edge.leading.rawValue)])
      : max(edges[Int(Edge.bottom.rawValue)], next.edges[Int(Edge.top.rawValue)])
  }
}

/// A view's size and alignment guides, as SwiftUI's `ViewDimensions`. Guides are the view's
/// edges and centre; a text's baselines are its bottom (this layout model does not set type).
public struct ViewDimensions: Equatable, Sendable {
  public let width: CGFloat
  public let height: CGFloat

  init(width: CGFloat, height: CGFloat) { (self.width, self.height) = (width, height) }

  public subscript(guide: HorizontalAlignment) -> CGFloat {
    switch guide.name {
    case "leading": 0
    case "trailing": width
    default: width / 2
    }
  }

  public subscript(guide: VerticalAlignment) -> CGFloat {
    switch guide.name {
    case "top": 0
    case "bottom", "firstTextBaseline", "lastTextBaseline": height
    default: height / 2
    }
  }

  /// An explicitly set guide: none is, here (`alignmentGuide(_:computeValue:)` is not modelled).
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// A key for a value a view gives its layout, as SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
  associatedtype Value
  /// The value of a subview that sets none.
  static var defaultValue: Value { get }
}

extension View {
  /// Gives the view's layout `value` for `key`, read as `subview[key]`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    LayoutValueView(content: self) { $0.set(value, for: K.self) }
  }

  /// The view's priority in its layout: the custom layouts' `LayoutSubview.priority`; the built-in
  /// stacks of this layout model share their length without it.
  public func layoutPriority(_ value: Double) -> some View {
    LayoutValueView(content: self) { $0.priority = value }
  }

  /// Moves an alignment guide of the view: accepted; this layout model lines views up by their
  /// edges and centres.
  public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    unrecorded()
  }

  /// Moves an alignment guide of the view: accepted; this layout model lines views up by their
  /// edges and centres.
  public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    unrecorded()
  }
}
