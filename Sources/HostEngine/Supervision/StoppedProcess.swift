/// What the host says of a process it finds stopped when a deadline passes: one that raised
/// SIGSTOP on itself, or that a debugger or another process stopped, is named as stopped, not
/// as code that never answered, and the fix says what to change.
struct StoppedProcess {
  /// Whether the process was stopped when it was read.
  let isStopped: Bool

  /// Reads whether the process `pid` is stopped now.
  init(pid: Int32) { isStopped = ProcessReadings.isStopped(pid) }

  /// The words added to a missed deadline's detail: empty unless the process is stopped.
  var note: String {
    isStopped
      ? "; its process is stopped (SIGSTOP, SIGTSTP or a tracer) and never ran on: it stopped itself, or a debugger "
        + "or another process stopped it"
      : ""
  }

  /// The fix for the missed deadline: the signal's when the process is stopped, else `usual`.
  func fix(otherwise usual: String) -> String { isStopped ? Self.fix : usual }

  /// The fix for a process found stopped.
  static let fix =
    "never stop the process (raise(SIGSTOP), kill(getpid(), SIGSTOP)), and detach any debugger before the host "
    + "runs it: a stopped process answers nothing"
}
