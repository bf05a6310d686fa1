package import HostProtocol
import Synchronization

/// Notices when a base-class implementation runs, so answers can say "system default".
///
/// The runtime calls principal methods one at a time on the main queue; `running` names the
/// request in progress, and a base implementation calls `reached()` while it runs.
package enum SystemDefault {
  private static let state = Mutex<(current: RequestID?, reached: Set<RequestID>)>((nil, []))

  /// Runs `body` as the handling of request `id`.
  package static func running(_ id: RequestID, _ body: () -> Void) {
    state.withLock { $0.current = id }
    body()
    state.withLock { $0.current = nil }
  }

  /// Called by base-class implementations.
  package static func reached() {
    state.withLock { state in
      if let current = state.current { state.reached.insert(current) }
    }
  }

  /// Whether the base implementation ran for request `id`; forgets it.
  package static func wasReached(by id: RequestID) -> Bool {
    state.withLock { $0.reached.remove(id) != nil }
  }
}
