public import Foundation

// Containers that decide their layout from the space they get, as SwiftUI declares them. Views
// are evaluated before the host lays them out, so each takes the reading that keeps what a
// person could read: `GeometryReader` is offered the widget family's size, `ViewThatFits` shows
// its first (largest) view, and grids are rows of stacks.

/// A view given its container's size, as SwiftUI's `GeometryReader`.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  let content: (GeometryProxy) -> Content
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
  public var body: Never { fatalError("GeometryReader has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    let proxy = GeometryProxy(size: context.environment.containerSize)
    return [EvaluatedView(kind: .zstack, typeName: "GeometryReader", children: try context.evaluate(content(proxy)))]
  }
}

/// What a `GeometryReader` is given, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
  /// The size offered: the widget family's.
  public let size: CGSize
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
  /// The container's frame: at the origin, of `size`, in every coordinate space.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

/// A coordinate space, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
  case global, local
  case named(AnyHashable)
}

/// The first of its views that fits, as SwiftUI's `ViewThatFits`: here its first view, the one
/// written for the most room.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
  let content: Content
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError("ViewThatFits has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    guard let tuple = content as? any TupleViewValue else { return try context.evaluate(content) }
    guard let first = tuple.views.first else { return [] }
    return try context.evaluate(first)
  }
}

/// The views of a `TupleView`, in order.
@MainActor
protocol TupleViewValue {
  var views: [any View] { get }
}

extension TupleView: TupleViewValue {
  var views: [any View] { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
}

/// A column or row of a lazy grid, as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
  /// How wide the column is, as SwiftUI's `GridItem.Size`.
  public enum Size: Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  public var size: Size
  public var spacing: CGFloat?
  public var alignment: Alignment?
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// Views pinned while scrolling, as SwiftUI's `PinnedScrollableViews` (a widget does not scroll).
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Views in rows of `columns.count` (an adaptive column holds as many as fit the widget's width).
@MainActor
private func gridRows(
  _ columns: [GridItem], spacing: CGFloat?, lineKind: EvaluatedView.Kind, cellKind: EvaluatedView.Kind, typeName: String,
  _ content: some View, in context: EvaluationContext
) throws(ViewEvaluationError) -> [EvaluatedView] {
  let cells = try context.evaluate(content)
  let width = Double(context.environment.containerSize.width)
  let perLine = max(
    1,
    columns.reduce(0) { count, item in
      if case .adaptive(let minimum, _) = item.size { return count + max(1, Int(width / max(Double(minimum), 1))) }
      return count + 1
    })
  let lines = stride(from: 0, to: cells.count, by: perLine).map { start in
    EvaluatedView(kind: cellKind, typeName: typeName, children: Array(cells[start..<min(start + perLine, cells.count)]))
  }
  var grid = EvaluatedView(kind: lineKind, typeName: typeName, children: lines)
  grid.spacing = spacing.map(Double.init)
  return [grid]
}

/// A grid that grows downward, as SwiftUI's `LazyVGrid`: rows of its columns.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
  let columns: [GridItem]
  let spacing: CGFloat?
  let content: Content
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.spacing = spacing
    self.content = content()
  }
  public var body: Never { fatalError("LazyVGrid has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    try gridRows(columns, spacing: spacing, lineKind: .vstack, cellKind: .hstack, typeName: "LazyVGrid", content, in: context)
  }
}

/// A grid that grows sideways, as SwiftUI's `LazyHGrid`: columns of its rows.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
  let rows: [GridItem]
  let spacing: CGFloat?
  let content: Content
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.spacing = spacing
    self.content = content()
  }
  public var body: Never { fatalError("LazyHGrid has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    try gridRows(rows, spacing: spacing, lineKind: .hstack, cellKind: .vstack, typeName: "LazyHGrid", content, in: context)
  }
}

/// A grid of rows, as SwiftUI's `Grid`.
public struct Grid<Content: View>: View, PrimitiveView {
  let verticalSpacing: CGFloat?
  let content: Content
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }
  public var body: Never { fatalError("Grid has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var node = EvaluatedView(kind: .vstack, typeName: "Grid", children: try context.evaluate(content))
    node.spacing = verticalSpacing.map(Double.init)
    return [node]
  }
}

/// A row of a `Grid`, as SwiftUI's `GridRow`.
public struct GridRow<Content: View>: View, PrimitiveView {
  let content: Content
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError("GridRow has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    [EvaluatedView(kind: .hstack, typeName: "GridRow", children: try context.evaluate(content))]
  }
}
