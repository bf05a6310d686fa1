import Glibc
import Synchronization

/// Runs jobs on a connection's poll thread, between its polls: a task that prefers this executor
/// (`ExtensionConnection.serving`) is resumed by the extension's answer on the very thread that
/// read it, with no hand-off to the cooperative pool, so a conversation of many requests costs
/// the two processes' own switches and nothing more.
///
/// Once the poll thread has ended (the extension exited), every job goes to the global executor.
final class ConnectionExecutor: TaskExecutor, Sendable {
  private struct Queue {
    var jobs: [UnownedJob] = []
    /// False once the poll thread has ended.
    var open = true
  }

  private let queue = Mutex(Queue())
  /// The poll thread (its `pthread_self()`, which costs no system call), once it runs.
  private let loopThread = Atomic<UInt>(0)
  private let wake: @Sendable () -> Void

  /// - Parameter wake: ends the poll thread's wait (its wake-up pipe).
  init(wake: @escaping @Sendable () -> Void) { self.wake = wake }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let queued = queue.withLock { queue in
      guard queue.open else { return false }
      queue.jobs.append(job)
      // The poll thread looks at the queue before it waits again; any other thread wakes it,
      // under the lock, so never once the poll thread has ended and closed its wake-up pipe.
      if loopThread.load(ordering: .relaxed) != pthread_self() { wake() }
      return true
    }
    if !queued { globalConcurrentExecutor.enqueue(ExecutorJob(job)) }
  }

  /// Called by the poll thread as it starts.
  func adoptCurrentThread() { loopThread.store(pthread_self(), ordering: .relaxed) }

  /// Whether jobs wait: the poll thread then polls without waiting.
  var hasJobs: Bool { queue.withLock { !$0.jobs.isEmpty } }

  /// Runs the jobs queued so far, on the poll thread.
  func runJobs() {
    let jobs = queue.withLock { queue in
      defer { queue.jobs.removeAll(keepingCapacity: true) }
      return queue.jobs
    }
    for job in jobs { job.runSynchronously(on: asUnownedTaskExecutor()) }
  }

  /// Called by the poll thread as it ends: what waits, and every later job, goes to the global executor.
  func close() {
    let jobs = queue.withLock { queue in
      queue.open = false
      defer { queue.jobs.removeAll() }
      return queue.jobs
    }
    for job in jobs { globalConcurrentExecutor.enqueue(ExecutorJob(job)) }
  }
}
