import Synchronization

/// Waiting until no request waits: `exit` goes out only once every request sent before
/// `shutdown` has ended. An extension may answer requests out of order (JSON-RPC allows it), so
/// the answer to `shutdown` can come while renders sent before it are still being answered.
extension ExtensionConnection {
  /// Runs `action` once no request is waiting for its answer: at once, on this thread, when none
  /// is (the common case: the answer to `shutdown` read after every other); otherwise on the
  /// thread that ends the last one waiting, by its answer or its deadline. It never runs when
  /// the extension is gone first.
  func whenNoRequestWaits(_ action: @escaping @Sendable () -> Void) {
    let now = state.withLock { state -> Bool in
      guard state.termination == nil, state.requests.goneReason == nil else { return false }
      guard state.requests.pendingCount > 0 else { return true }
      state.idleWaiters.append(.action(action))
      return false
    }
    if now { action() }
  }

  /// Returns once no request is waiting for its answer, or the extension is gone.
  func noRequestWaits() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let now = state.withLock { state -> Bool in
        guard state.requests.pendingCount > 0, state.termination == nil, state.requests.goneReason == nil else { return true }
        state.idleWaiters.append(.task(continuation))
        return false
      }
      if now { continuation.resume() }
    }
  }

  /// Releases what waits for no request to wait, once none does; called after a request ends.
  /// With `gone` (the extension can answer nothing more), tasks resume and actions are dropped.
  func releaseIdleWaiters(gone: Bool = false) {
    release(state.withLock { $0.takeIdleWaiters(gone: gone) }, gone: gone)
  }

  /// Runs the actions and resumes the tasks `takeIdleWaiters` took; with `gone`, only the tasks.
  func release(_ released: [IdleWaiter], gone: Bool = false) {
    for waiter in released {
      switch waiter {
      case .action(let action): if !gone { action() }
      case .task(let continuation): continuation.resume()
      }
    }
  }
}

extension ConnectionState {
  /// The idle waiters, taken once no request waits (or with `gone`, the extension gone).
  mutating func takeIdleWaiters(gone: Bool) -> [IdleWaiter] {
    guard !idleWaiters.isEmpty, gone || requests.pendingCount == 0 else { return [] }
    defer { idleWaiters.removeAll() }
    return idleWaiters
  }
}

/// What waits until no request of a connection waits.
enum IdleWaiter: Sendable {
  /// Run on the thread that ended the last request (`ExtensionConnection.whenNoRequestWaits`).
  case action(@Sendable () -> Void)
  /// A task suspended in `ExtensionConnection.noRequestWaits()`.
  case task(CheckedContinuation<Void, Never>)
}
