import Synchronization

/// Waits for `event` to finish or `timeout` to pass, whichever comes first, and says which:
/// true when the event finished in time. The event keeps running past the timeout (the caller
/// goes on without it); nothing polls.
func awaitEvent(_ event: @escaping @Sendable () async -> Void, orTimeout timeout: Duration) async -> Bool {
  let gate = Mutex<CheckedContinuation<Bool, Never>?>(nil)
  let resume = { @Sendable (finished: Bool) in gate.withLock { $0.take() }?.resume(returning: finished) }
  return await withCheckedContinuation { continuation in
    gate.withLock { $0 = continuation }
    let timer = Task {
      try? await Task.sleep(for: timeout)
      resume(false)
    }
    Task {
      await event()
      timer.cancel()
      resume(true)
    }
  }
}
