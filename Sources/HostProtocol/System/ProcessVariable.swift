import Glibc

/// The process's environment variables, read one at a time. Foundation's
/// `ProcessInfo.processInfo.environment` builds a dictionary of every variable at each use: 4% of
/// an extension's start-up before its handshake (`perf record` over 150 launches), for the three
/// variables the runtime reads.
package enum ProcessVariable {
  /// The value of variable `name`, or nil when it is not set.
  package static func named(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
