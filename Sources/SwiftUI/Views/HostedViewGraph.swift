/// What a hosted view's evaluations remember from one to the next, as SwiftUI's view graph does
/// between renders: what each `onChange(of:)` saw, the state of each stateful view, the
/// subscription of each `onReceive`, which views have appeared (`onAppear`, `task`), each kept by
/// its place in evaluation order.
/// `UIHostingController` keeps one for its root view and puts it in the environment
/// (`viewGraph`); a widget's view has none, as each entry is drawn once.
@MainActor
package final class HostedViewGraph {
  package let changes = OnChangeLedger()
  package let states = StateLedger()
  package let subscriptions = SubscriptionLedger()
  package let appearances = AppearanceLedger()

  package init() {}

  /// Starts an evaluation: every ledger counts places from the first again.
  package func beginEvaluation() {
    changes.beginEvaluation()
    states.beginEvaluation()
    subscriptions.beginEvaluation()
    appearances.beginEvaluation()
  }

  /// Ends an evaluation and runs what it made due, in SwiftUI's order (the views that went, then
  /// those that came, then the changes seen); true when any action ran, as the state it set may
  /// change what the view shows.
  package func endEvaluation() -> Bool {
    appearances.endEvaluation()
    let appeared = appearances.runDue()
    return changes.runDue() || appeared
  }
}

extension EnvironmentValues {
  /// The hosting controller's view graph; nil outside one.
  package var viewGraph: HostedViewGraph? {
    get { self[ViewGraphKey.self] }
    set { self[ViewGraphKey.self] = newValue }
  }
}

private struct ViewGraphKey: EnvironmentKey {
  static var defaultValue: HostedViewGraph? { nil }
}
