public import Foundation

/// Where a publisher's values are delivered, as Combine's `Scheduler` (here: running an action
/// later, which `receive(on:)` needs).
public protocol Scheduler {
  associatedtype SchedulerOptions
  /// Runs `action` on this scheduler.
  func schedule(_ action: @escaping () -> Void)
}

extension DispatchQueue: Scheduler {
  /// Options of a dispatch queue as a scheduler (accepted).
  public struct SchedulerOptions: Sendable {}

  /// Runs `action` asynchronously on the queue, as Combine's dispatch scheduler does.
  public func schedule(_ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    async { action() }
  }
}

extension RunLoop: Scheduler {
  /// Options of a run loop as a scheduler (accepted).
  public struct SchedulerOptions: Sendable {}

  /// Runs `action` at the run loop's next turn; on `RunLoop.main`, through the main queue, which
  /// the main thread of an app or extension here drains between its steps.
  public func schedule(_ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    if self === RunLoop.main {
      DispatchQueue.main.async { action() }
    } else {
      perform { action() }
    }
  }
}

/// A scheduler that runs each action at once, as Combine's `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler, Sendable {
  public struct SchedulerOptions: Sendable {}
  public static let shared = ImmediateScheduler()
  public func schedule(_ action: @escaping () -> Void) { action() }
}
