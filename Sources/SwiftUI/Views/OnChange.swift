/// What each `onChange(of:)` of a hosted view saw when the view was last evaluated, so that the
/// next evaluation runs the actions of those whose value changed, as SwiftUI does between two
/// renders (part of `HostedViewGraph`); an action that changes state makes the view evaluate
/// again. A widget's view has none: each entry is drawn once.
///
/// An `onChange` is known by its place among the others in evaluation order (SwiftUI's
/// structural identity, roughly): a branch that adds or removes one shifts the rest, which then
/// see their value for the first time and run nothing.
@MainActor
package final class OnChangeLedger {
  private var seen: [Int: Any] = [:]
  private var next = 0
  private var due: [() -> Void] = []

  init() {}

  /// Starts an evaluation: places are counted from the first again.
  func beginEvaluation() { next = 0 }

  /// Notes `value` at the next place; the action is due when the value differs from the one seen
  /// there last time, or, with `initial`, when the place is seen for the first time.
  func observe<Value: Equatable>(_ value: Value, initial: Bool, action: @escaping (_ old: Value, _ new: Value) -> Void) {
    defer { next += 1 }
    if let old = seen[next] as? Value {
      if old != value { due.append { action(old, value) } }
    } else if initial {
      due.append { action(value, value) }
    }
    seen[next] = value
  }

  /// Runs the actions that are due, in order; true when any ran (the view is then evaluated
  /// again, as state they set changes what it shows).
  package func runDue() -> Bool {
    let actions = due
    due = []
    for action in actions { action() }
    return !actions.isEmpty
  }
}

/// A view that runs an action when a value it watches changes: `onChange(of:)`.
struct OnChangeView<Content: View, Value: Equatable>: View, PrimitiveView {
  let content: Content
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  var body: Never { fatalError("OnChangeView has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    context.environment.viewGraph?.changes.observe(value, initial: initial, action: action)
    return try context.evaluate(content)
  }
}

extension View {
  /// Runs `action` with the new value when `value` changes between two evaluations (iOS 14).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
    OnChangeView(content: self, value: value, initial: false) { _, new in action(new) }
  }

  /// Runs `action` with the old and new values when `value` changes; with `initial`, also when
  /// the view first appears (iOS 17).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void)
    -> some View
  {
    OnChangeView(content: self, value: value, initial: initial, action: action)
  }

  /// Runs `action` when `value` changes; with `initial`, also when the view first appears (iOS 17).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
  }
}
