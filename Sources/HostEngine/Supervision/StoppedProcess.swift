/// What the host says of a process it finds stopped when a deadline passes: one that raised
/// SIGSTOP on itself, or that a debugger or another process stopped, is named as stopped, not
/// as code that never answered, and the fix says what to change.
enum StoppedProcess {
  /// The words added to a missed deadline's fault when the process is stopped.
  static let note =
    "; its process is stopped (SIGSTOP, SIGTSTP or a tracer) and never ran on: it stopped itself, or a debugger or "
    + "another process stopped it"

  /// The fix for a process that stopped itself.
  static let fix =
    "never stop the process (raise(SIGSTOP), kill(getpid(), SIGSTOP)), and detach any debugger before the host runs it: "
    + "a stopped process answers nothing"

  /// `note` when the process `pid` is stopped now, else nothing.
  static func note(for pid: Int32) -> String { ProcessReadings.isStopped(pid) ? note : "" }
}
