import Glibc

/// The probe's "visit" mode: two bare launches in parallel, as a cold visit launches its two
/// extensions, each to its first byte, then end of file and a reap.
enum ProbeVisit {
  /// Spawns two copies of this executable, waits for a byte from each and for their exit.
  static func run() -> Bool {
    let executable = CommandLine.arguments[0]
    var children: [(pid: pid_t, output: Int32)] = []
    for _ in 0..<2 {
      guard let child = spawn(executable) else { return false }
      children.append(child)
    }
    var ok = true
    for child in children {
      var byte: UInt8 = 0
      ok = ok && read(child.output, &byte, 1) == 1
      close(child.output)
      var status: Int32 = 0
      _ = waitpid(child.pid, &status, 0)
    }
    return ok
  }

  /// Starts `executable` with its stdout on a new pipe; returns the pid and the pipe's read end.
  private static func spawn(_ executable: String) -> (pid: pid_t, output: Int32)? {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return nil }
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }  // one thread: no race
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, descriptors[1], 1)
    let arguments = [strdup(executable), nil]
    defer { free(arguments[0]) }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, nil, arguments, environ)
    close(descriptors[1])
    guard result == 0 else {
      close(descriptors[0])
      return nil
    }
    return (pid, descriptors[0])
  }
}
