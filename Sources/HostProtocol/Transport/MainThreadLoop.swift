#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import CMainQueue
import Synchronization

/// Work handed to the main thread, in the order it was posted: requests that any thread read
/// off the protocol input, run on the main thread as iOS runs extension and app code.
public final class MainThreadInbox<Item: Sendable>: Sendable {
  private let items = Mutex<[Item]>([])
  /// Readable when a thread other than the main one posted: the main thread's wait ends.
  let wake = WakePipe()

  /// An empty inbox.
  public init() {}

  /// Hands `item` to the main thread; from another thread, wakes it.
  public func post(_ item: Item) {
    items.withLock { $0.append(item) }
    guard !MainThreadLoop.isMainThread else { return }  // it looks at the inbox before it waits again
    wake.poke()
  }

  func takeAll() -> [Item] {
    items.withLock { items in
      defer { items.removeAll(keepingCapacity: true) }
      return items
    }
  }

  func clearWake() { wake.clear() }
}

/// Whether the main thread is running the code it serves, and since when: a watcher reads it to
/// see that the main thread has been busy with one piece of work for a while.
public final class MainThreadActivity: Sendable {
  /// Odd while busy; one more at every start and every end.
  private let generation = Atomic<UInt64>(0)

  /// Nothing served yet.
  public init() {}

  func begin() { generation.add(1, ordering: .releasing) }
  func end() { generation.add(1, ordering: .releasing) }

  /// A value that changes whenever the main thread starts or ends a piece of work.
  public var mark: UInt64 { generation.load(ordering: .acquiring) }

  /// Whether the main thread is busy with the piece of work `mark` was read during.
  public func isBusy(sameAs mark: UInt64) -> Bool { mark % 2 == 1 && self.mark == mark }
}

/// The main thread as a run loop: it serves the protocol input and the main dispatch queue
/// itself, instead of parking in `dispatchMain()` while other threads read the input and hand
/// each request over (two thread switches per request). `DispatchQueue.main` and the main actor
/// keep working: their work is drained here, between requests, on the main thread.
public enum MainThreadLoop {
  /// Whether the calling thread is the process's main thread.
  public static var isMainThread: Bool { cmainqueue_is_main_thread() != 0 }

  /// Runs what waits on the main queue now; call it on the main thread, between pieces of work.
  public static func drainMainQueue() {
    _dispatch_main_queue_callback_4CF(nil)
  }

  /// Serves for ever, on the main thread: each turn runs what the inbox holds (`serve`, in
  /// order), then waits for the input, the inbox or the main queue, reads and routes what the
  /// input holds, and drains the main queue. `activity` is busy while `serve` or main-queue work
  /// runs.
  public static func run<Item>(
    input: SharedInput, inbox: MainThreadInbox<Item>, activity: MainThreadActivity, serve: (Item) -> Void
  ) -> Never {
    let mainQueue = _dispatch_get_main_queue_handle_4CF()
    while true {
      let items = inbox.takeAll()
      if !items.isEmpty {
        for item in items {
          activity.begin()
          serve(item)
          activity.end()
        }
        continue  // what they posted themselves (a request read while one waited for an answer) goes next
      }
      let ready = input.pump(timeoutMilliseconds: -1, others: [inbox.wake.readEnd, mainQueue])
      if ready.contains(inbox.wake.readEnd) { inbox.clearWake() }
      if ready.contains(mainQueue) {
        var count: UInt64 = 0
        _ = read(mainQueue, &count, MemoryLayout<UInt64>.size)
        activity.begin()
        drainMainQueue()
        activity.end()
      }
    }
  }
}
