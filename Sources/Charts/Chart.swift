public import SwiftUI

// Swift Charts, as widgets and apps use it. A chart is evaluated as one plot: its marks are
// type-checked and counted, not drawn, and its axis labels are not read (what a person reads on
// a widget with a chart is its texts; the plot's labels are numbers and dates the host does not
// lay out).

/// A chart, as Charts' `Chart`: a view of marks.
public struct Chart<Content: ChartContent>: View {
  public init(@ChartContentBuilder content: () -> Content) { _ = content() }

  public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, ID, C> {}

  public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
  where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {}

  /// The plot: a shape named `Chart`.
  public var body: some View { _ChartPlot() }
}

/// A chart's plot as the evaluation records it.
public struct _ChartPlot: Shape {
  public init() {}
}

/// Something a chart draws, as Charts' `ChartContent`.
@MainActor @preconcurrency
public protocol ChartContent {
  associatedtype Body: ChartContent
  @ChartContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: ChartContent {}

/// Several marks, as a `@ChartContentBuilder` block makes them.
public struct TupleChartContent<T> {
  public var value: T
  nonisolated public init(value: T) { self.value = value }
}

extension TupleChartContent: ChartContent {
  public var body: Never { fatalError("TupleChartContent has no body") }
}

/// One of two contents, as `if`/`else` in a chart makes them.
public struct _ConditionalChartContent<TrueContent: ChartContent, FalseContent: ChartContent> {
  nonisolated init() {}
}

extension _ConditionalChartContent: ChartContent {
  public var body: Never { fatalError("_ConditionalChartContent has no body") }
}

/// No content.
public struct EmptyChartContent {
  nonisolated public init() {}
}

extension EmptyChartContent: ChartContent {
  public var body: Never { fatalError("EmptyChartContent has no body") }
}

extension Optional: ChartContent where Wrapped: ChartContent {
  public var body: Never { fatalError("Optional has no body") }
}

extension ForEach: ChartContent where Content: ChartContent {
  public var body: Never { fatalError("ForEach has no body") }
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, id: id, content: content)
  }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
  public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, id: \.id, content: content)
  }
}

/// Builds chart content, as Charts' `ChartContentBuilder`.
@resultBuilder
public enum ChartContentBuilder {
  public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
  public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> TupleChartContent<(repeat each Content)> {
    TupleChartContent(value: (repeat each content))
  }
  public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }
  public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> _ConditionalChartContent<T, F> {
    _ConditionalChartContent()
  }
  public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> _ConditionalChartContent<T, F> {
    _ConditionalChartContent()
  }
  public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> Content { content }
}
