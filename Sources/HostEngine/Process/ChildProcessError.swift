import Glibc

/// Why a child process could not be started.
public enum ChildProcessError: Error, CustomStringConvertible {
  case executableNotFound(String)
  case notExecutable(String)
  case pipeFailed(errno: Int32)
  case spawnFailed(path: String, errno: Int32)
  /// The folder the extension's own preferences go in could not be made.
  case sandboxUnavailable(String)

  /// The text a person reads.
  public var description: String {
    switch self {
    case .executableNotFound(let path): "no executable at \(path)"
    case .notExecutable(let path): "\(path) is not executable"
    case .pipeFailed(let code): "could not create a pipe: \(String(cString: strerror(code)))"
    case .spawnFailed(let path, let code): "could not start \(path): \(String(cString: strerror(code)))"
    case .sandboxUnavailable(let reason): "no folder for the extension's preferences: \(reason)"
    }
  }
}
