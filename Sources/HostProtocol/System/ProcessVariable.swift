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

/// The protocol's variables, which the host sets for every process it launches (an extension,
/// an app) and their runtimes read: one name for both sides.
package enum ProtocolVariables {
  /// The protocol's descriptors in the child, input then output (`3,4`).
  package static let descriptors = "EXTENSION_HOST_RPC_FDS"
  /// The largest message either side may send, in bytes.
  package static let maxMessageBytes = "EXTENSION_HOST_MAX_MESSAGE_BYTES"

  /// This process's protocol descriptors; nil when the host did not launch it.
  package static var protocolDescriptors: (input: Int32, output: Int32)? {
    guard let numbers = ProcessVariable.named(descriptors)?.split(separator: ",").compactMap({ Int32($0) }),
      numbers.count == 2
    else { return nil }
    return (numbers[0], numbers[1])
  }

  /// The message limit the host set for this process, 4 MiB when it set none.
  package static var messageLimit: Int { ProcessVariable.named(maxMessageBytes).flatMap { Int($0) } ?? 4 << 20 }
}
