/// A piece of a user interface, as SwiftUI's `View`: a value whose `body` is made of other views.
///
/// Here a view is evaluated, not drawn: `ViewEvaluator` walks the bodies with an environment
/// (the one WidgetKit would set) and returns an `EvaluatedView` tree the host lays out and draws.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View
  /// The view's content.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
  /// Not for use (SwiftUI's `View` has such requirements too, as `_makeView`): the view as the
  /// evaluator's primitive (`Text`, a stack, a modifier), nil for a view made of its `body`, which
  /// every view outside this module is. A requirement, so the evaluator reaches a primitive
  /// through the view's own conformance: a cast to a protocol would cost a fresh process a scan of
  /// every conformance record (about 7,000) for each new type of view.
  var _primitiveView: _PrimitiveViewReference? { get }
}

extension View {
  /// A view made of its `body`.
  public var _primitiveView: _PrimitiveViewReference? { nil }
}

/// Not for use: a primitive view, as `View._primitiveView` gives it to the evaluator.
public struct _PrimitiveViewReference {
  let view: any PrimitiveView
}

/// The body type of the primitive views (`Text`, stacks, `Color`...), as in SwiftUI.
extension Never: View {
  // A primitive view has no body: the evaluator asks `PrimitiveView.evaluate` instead and never
  // reads this property, as SwiftUI never does.
  public var body: Never { fatalError("Never has no body") }
}

/// A view the evaluator turns into nodes itself instead of reading its `body`, which is therefore
/// `Never`; it reaches the evaluator through `View._primitiveView`.
@MainActor
protocol PrimitiveView: View where Body == Never {
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView]
}

extension PrimitiveView {
  /// This view, which the evaluator turns into nodes itself.
  public var _primitiveView: _PrimitiveViewReference? { _PrimitiveViewReference(view: self) }
}

/// A view that shows nothing.
public struct EmptyView {
  nonisolated public init() {}
}

extension EmptyView: View, PrimitiveView {
  public var body: Never { fatalError("EmptyView has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] { [] }
}

/// A view of any type, as SwiftUI's `AnyView`.
public struct AnyView {
  let base: any View
  nonisolated public init<V: View>(_ view: V) { base = view }
  /// A view from one of unknown type; nil when `view` is not a view.
  nonisolated public init?(erasing view: Any) {
    guard let view = view as? any View else { return nil }
    base = view
  }
}

extension AnyView: View, PrimitiveView {
  public var body: Never { fatalError("AnyView has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    try context.evaluate(base)
  }
}

/// Several views in a row, as the `@ViewBuilder` block makes them.
public struct TupleView<T> {
  public var value: T
  /// Evaluates the elements of a tuple `ViewBuilder` made (its views' types are known there);
  /// nil for a tuple made any other way, whose elements are found by reflection.
  let elements: (@MainActor (T, EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView])?

  nonisolated public init(_ value: T) {
    self.value = value
    elements = nil
  }

  /// A tuple of views, each evaluated in turn without reflection or casts.
  nonisolated init<each Element: View>(views: repeat each Element) where T == (repeat each Element) {
    value = (repeat each views)
    elements = { tuple, context throws(ViewEvaluationError) in
      var nodes: [EvaluatedView] = []
      for view in repeat each tuple { nodes += try context.evaluate(view) }
      return nodes
    }
  }
}

extension TupleView: View, PrimitiveView {
  public var body: Never { fatalError("TupleView has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    if let elements { return try elements(value, context) }
    var nodes: [EvaluatedView] = []
    for child in Mirror(reflecting: value).children {
      guard let view = child.value as? any View else { continue }
      nodes += try context.evaluate(view)
    }
    return nodes
  }
}

/// One of two views, as `if`/`else` and `switch` in a `@ViewBuilder` make them. Unconstrained,
/// as SwiftUI declares it: a view when both are (below).
public struct _ConditionalContent<TrueContent, FalseContent> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
}

extension _ConditionalContent: View, PrimitiveView where TrueContent: View, FalseContent: View {
  public var body: Never { fatalError("_ConditionalContent has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    switch storage {
    case .trueContent(let view): try context.evaluate(view)
    case .falseContent(let view): try context.evaluate(view)
    }
  }
}

extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    switch self {
    case .some(let view): try context.evaluate(view)
    case .none: []
    }
  }
}
