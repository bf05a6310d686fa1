import Glibc

/// How a child process ended: a value, not an error; what it means is the caller's decision.
public enum TerminationStatus: Hashable, Sendable, CustomStringConvertible {
  /// It called `exit` with this code.
  case exited(Int32)
  /// A signal ended it.
  case signaled(Int32)

  /// Whether it exited with status 0.
  public var isSuccess: Bool { self == .exited(0) }

  /// The text a person reads.
  public var description: String {
    switch self {
    case .exited(let code): "exited with status \(code)"
    case .signaled(let signal): "was killed by \(Self.signalName(signal))"
    }
  }

  /// `SIGKILL`, `SIGSEGV`, ... for the signals a crash report names.
  public static func signalName(_ signal: Int32) -> String {
    let names: [Int32: String] = [
      SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
      SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV",
      SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ",
    ]
    return names[signal] ?? "signal \(signal)"
  }
}
