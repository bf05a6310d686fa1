import Glibc

/// Why a child process could not be started.
public enum ChildProcessError: Error, CustomStringConvertible {
  case executableNotFound(String)
  case notExecutable(String)
  case pipeFailed(errno: Int32)
  /// `droppingPrivileges`: the child could not be left without capabilities, so it never ran.
  case spawnFailed(path: String, errno: Int32, droppingPrivileges: Bool)
  /// The folder the extension's own preferences go in could not be made.
  case sandboxUnavailable(String)

  /// The text a person reads.
  public var description: String {
    switch self {
    case .executableNotFound(let path): "no executable at \(path)"
    case .notExecutable(let path): "\(path) is not executable"
    case .pipeFailed(let code): "could not create a pipe: \(String(cString: strerror(code)))"
    case .spawnFailed(let path, let code, let droppingPrivileges):
      "could not start \(path): \(droppingPrivileges ? "dropping its privileges failed: " : "")\(String(cString: strerror(code)))"
    case .sandboxUnavailable(let reason): "no folder for the extension's preferences: \(reason)"
    }
  }
}
