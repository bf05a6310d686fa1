/// A view with one of the built-in modifiers applied: it either changes the environment of its
/// content or adds a modifier to each node its content evaluates to (as a modifier on a `Group`
/// applies to each of the group's views).
struct ModifiedView<Content: View>: View, PrimitiveView {
  enum Modification {
    case environment((inout EnvironmentValues) -> Void)
    case node(@MainActor (EvaluationContext) throws(ViewEvaluationError) -> EvaluatedModifier)
  }

  let content: Content
  let modification: Modification

  var body: Never { fatalError("ModifiedView has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    switch modification {
    case .environment(let change):
      return try context.changing(change).evaluate(content)
    case .node(let make):
      let modifier = try make(context)
      return try context.evaluate(content).map { node in
        var node = node
        node.modifiers.append(modifier)
        return node
      }
    }
  }
}

extension View {
  func environmentChange(_ change: @escaping (inout EnvironmentValues) -> Void) -> ModifiedView<Self> {
    ModifiedView(content: self, modification: .environment(change))
  }

  func nodeModifier(_ make: @escaping @MainActor (EvaluationContext) throws(ViewEvaluationError) -> EvaluatedModifier) -> ModifiedView<Self> {
    ModifiedView(content: self, modification: .node(make))
  }

  /// A modifier that changes nothing this evaluation records (alignment of lines, transitions,
  /// accessibility): accepted so real code compiles.
  func unrecorded() -> ModifiedView<Self> { environmentChange { _ in } }
}

/// A modifier written as a type, as SwiftUI's `ViewModifier`.
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  /// The content the modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The content a `ViewModifier` is applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  let evaluateContent: @MainActor (EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView]
  public var body: Never { fatalError("_ViewModifier_Content has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    try evaluateContent(context)
  }
}

/// A view with a `ViewModifier` applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError("ModifiedContent has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    installEnvironment(context.environment, into: modifier)
    context.environment.viewGraph?.states.adopt(modifier)
    let content = self.content
    let placeholder = _ViewModifier_Content<Modifier> { inner throws(ViewEvaluationError) in try inner.evaluate(content) }
    return try context.evaluate(modifier.body(content: placeholder))
  }
}

extension View {
  /// The view with a `ViewModifier` applied.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}
