public import Combine

/// The subscriptions each `onReceive(_:perform:)` of a hosted view made, kept from one evaluation
/// to the next, as SwiftUI subscribes a view while it is on screen: the first evaluation of a
/// place subscribes, later ones hand the subscription their own action (the one a value runs is
/// the latest, reading the state as it is now). A place is the modifier's rank among the others
/// in evaluation order and its publisher's type, as `OnChangeLedger` counts; a publisher of
/// another type at a place replaces the subscription there. Part of `HostedViewGraph`, so an app that covers its screen on `UIApplication.willResignActiveNotification`
/// covers the snapshot; a widget's view has none, and subscribes to nothing, as on the phone.
@MainActor
package final class SubscriptionLedger {
  private var kept: [Int: AnySubscription] = [:]
  private var next = 0

  init() {}

  /// Starts an evaluation: places are counted from the first again.
  func beginEvaluation() { next = 0 }

  func subscribe<P: Publisher>(_ publisher: P, action: @escaping (P.Output) -> Void) {
    defer { next += 1 }
    if let subscription = kept[next] as? Subscription<P> {
      subscription.action = action
      return
    }
    let subscription = Subscription<P>(action: action)
    subscription.cancellable = publisher.sink { [weak subscription] value in subscription?.action(value) }
    kept[next] = subscription
  }

  /// One place's subscription; released (and so cancelled) when another replaces it.
  private class AnySubscription {
    var cancellable: AnyCancellable?
  }

  private final class Subscription<P: Publisher>: AnySubscription {
    var action: (P.Output) -> Void
    init(action: @escaping (P.Output) -> Void) { self.action = action }
  }
}

/// A view that runs an action for each value a publisher sends: `onReceive(_:perform:)`.
struct OnReceiveView<Content: View, P: Publisher>: View, PrimitiveView where P.Failure == Never {
  let content: Content
  let publisher: P
  let action: (P.Output) -> Void

  var body: Never { fatalError("OnReceiveView has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    context.environment.viewGraph?.subscriptions.subscribe(publisher, action: action)
    return try context.evaluate(content)
  }
}

extension View {
  /// Runs `action` with each value `publisher` sends while the view is shown (iOS 13).
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    OnReceiveView(content: self, publisher: publisher, action: action)
  }
}

