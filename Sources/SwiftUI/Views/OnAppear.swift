import UIKit

/// Which views of a hosted view have appeared, so that `onAppear` and `task` run once when their
/// view first shows and `onDisappear` (and the task's cancellation) when it is no longer drawn,
/// as SwiftUI runs them in an app (part of `HostedViewGraph`). A widget's view has none: WidgetKit
/// archives the view, and these never run there.
///
/// Each modifier is known by its place among the others in evaluation order, as `onChange` is.
@MainActor
package final class AppearanceLedger {
  /// What a place does when its view goes, and the identity its task started for.
  private struct Shown {
    var disappear: (() -> Void)?
    var taskID: AnyHashable?
  }

  private var shown: [Int: Shown] = [:]
  private var seen: Set<Int> = []
  private var next = 0
  private var due: [() -> Void] = []

  init() {}

  /// Starts an evaluation: places are counted from the first again.
  func beginEvaluation() {
    next = 0
    seen = []
  }

  /// Notes a view at the next place: the first time it shows, `appear` is due; when `taskID`
  /// differs from the one its view showed with, it goes and appears again (`task(id:)`).
  func observe(appear: (() -> Void)?, disappear: (() -> Void)?, taskID: AnyHashable? = nil) {
    defer { next += 1 }
    seen.insert(next)
    if let known = shown[next] {
      guard known.taskID != taskID else { return }
      if let go = known.disappear { due.append(go) }
    }
    shown[next] = Shown(disappear: disappear, taskID: taskID)
    if let appear { due.append(appear) }
  }

  /// Ends an evaluation: the places not drawn this time disappear.
  func endEvaluation() {
    for place in shown.keys.sorted() where !seen.contains(place) {
      if let go = shown.removeValue(forKey: place)?.disappear { due.append(go) }
    }
  }

  /// Runs the actions that are due, in order; true when any ran.
  func runDue() -> Bool {
    let actions = due
    due = []
    for action in actions { action() }
    return !actions.isEmpty
  }
}

/// A view that runs actions as it appears and disappears: `onAppear`, `onDisappear`, `task`.
struct AppearanceView<Content: View>: View, PrimitiveView {
  let content: Content
  var appear: (() -> Void)?
  var disappear: (() -> Void)?
  var taskID: AnyHashable?

  var body: Never { fatalError("AppearanceView has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    context.environment.viewGraph?.appearances.observe(appear: appear, disappear: disappear, taskID: taskID)
    return try context.evaluate(content)
  }
}

/// The task a `task` modifier runs while its view shows; the app's lifecycle step waits for it
/// (`PendingAppWork`) before reading the screen.
@MainActor
private final class ViewTask {
  private var running: Task<Void, Never>?

  func start(priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) {
    PendingAppWork.begin()
    running = Task(priority: priority) { @MainActor in
      await action()
      PendingAppWork.end()
    }
  }

  func cancel() {
    running?.cancel()
    running = nil
  }
}

extension View {
  /// Runs `action` when the view first shows in an app (a widget's view never runs it: WidgetKit
  /// archives the view).
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    AppearanceView(content: self, appear: action)
  }

  /// Runs `action` when the view, once shown, is no longer drawn.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    AppearanceView(content: self, disappear: action)
  }

  /// Starts `action` when the view first shows, and cancels it when the view goes (iOS 15).
  /// The action inherits the view's actor (the main actor), as SwiftUI's does: it may call the
  /// view's main-actor code.
  public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
    let task = ViewTask()
    return AppearanceView(content: self, appear: { task.start(priority: priority, action) }, disappear: { task.cancel() })
  }

  /// Starts `action` when the view first shows and again, cancelling the last, whenever `value`
  /// changes (iOS 15).
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  )
    -> some View
  {
    let task = ViewTask()
    return AppearanceView(
      content: self, appear: { task.start(priority: priority, action) }, disappear: { task.cancel() },
      taskID: AnyHashable(TaskIdentity(value)))
  }
}

/// An `Equatable` value as a hashable identity: equal values are the same identity.
private struct TaskIdentity: Hashable {
  let value: any Equatable
  let isEqual: (any Equatable) -> Bool

  init<T: Equatable>(_ value: T) {
    self.value = value
    isEqual = { ($0 as? T) == value }
  }

  static func == (left: TaskIdentity, right: TaskIdentity) -> Bool { left.isEqual(right.value) }
  func hash(into hasher: inout Hasher) {}
}
