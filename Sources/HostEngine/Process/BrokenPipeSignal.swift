import Glibc

/// Makes a write to a pipe whose reader has gone fail with `EPIPE` instead of raising SIGPIPE,
/// whose default action ends the writing process. The command line ignores SIGPIPE in `main`;
/// a process that uses the engine as a library (a `swift test` process with
/// `ExtensionHostTesting`) is the host too, and an extension that dies or breaks the protocol
/// while the host writes to it must not end that process. A disposition the process chose itself
/// (a handler of its own, or SIG_IGN) is left as it is.
enum BrokenPipeSignal {
  /// Ignores SIGPIPE unless the process handles it; the first call decides, the others return.
  static func ignoreUnlessHandled() { _ = decided }

  private static let decided: Bool = {
    var current = sigaction()
    guard sigaction(SIGPIPE, nil, &current) == 0 else { return false }
    // SIG_DFL is the handler address 0; a function pointer is not Equatable in Swift.
    guard unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == 0 else { return false }
    _ = signal(SIGPIPE, SIG_IGN)
    return true
  }()
}
