import HostProtocol

/// What the host serves to the extensions it launches: answers to their requests, their
/// notifications, and the environment variables that let them reach it.
///
/// A visit lends its service to the extensions it launches through `HostServiceScope.current`,
/// a task-local that the launcher and `ExtensionConnection` read, so neither needs to know what
/// is served (today: the ManagedSettings store and App Groups).
protocol HostService: Sendable {
  /// Variables added to `target`'s environment, over the launcher's own.
  func environment(for target: ExtensionTarget) -> [String: String]

  /// Answers one request from the extension with a response body. Runs on the connection's poll
  /// thread: it must not wait for the extension, or for long.
  func answer(_ request: JSONRPCMessage, id: RequestID, method: String, from connection: ExtensionConnection) -> [UInt8]

  /// Takes one notification from the extension (other than `$/log`); same thread rules.
  func receive(_ notification: JSONRPCMessage, method: String, from connection: ExtensionConnection)
}

/// The service lent to extensions launched from the current task.
enum HostServiceScope {
  /// nil: extensions get no service, and their requests are answered "method not found".
  @TaskLocal static var current: (any HostService)?
}
