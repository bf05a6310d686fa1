import CHostShims
import Glibc
import HostProtocol

/// A child process started in its own process group, with the protocol on two dedicated pipes (its
/// fds 3 and 4) and its stdout and stderr captured on two more.
///
/// Every descriptor the host creates is close-on-exec, and the child gets only fds 0-4 (stdin is
/// `/dev/null`), and fd 5 when the host lends it one (`LentDescriptor`). It starts
/// with no capability and with `PR_SET_NO_NEW_PRIVS`, so nothing it runs gains one, even when the
/// host runs as root (`hostshims_spawn`, `HOSTSHIMS_SPAWN_UNPRIVILEGED`).
/// A pidfd tells when the child exits. This type moves bytes and signals; it never parses a message.
public struct ChildProcess: Sendable {
  /// The child's process id, which is also its process group id.
  public let pid: Int32  // pid_t
  /// Readable when the child has exited.
  let pidDescriptor: Int32
  /// The host writes requests here (the child's fd 3).
  let requestDescriptor: Int32
  /// The host reads responses here (the child's fd 4).
  let responseDescriptor: Int32
  /// The child's stdout and stderr.
  let stdoutDescriptor: Int32
  let stderrDescriptor: Int32

  /// Pauses, in microseconds, before each retry of a spawn the kernel refused with ETXTBSY; the
  /// last attempt has none.
  private static let busyExecutableBackoffs: [UInt32?] = [1_000, 4_000, 16_000, 64_000, nil]

  /// Starts `executable` with `arguments` and `environment` (which gets `EXTENSION_HOST_RPC_FDS=3,4`);
  /// `lent`, when given, becomes the child's `LentDescriptor.number` (the host keeps its own).
  static func spawn(
    executable: String, arguments: [String] = [], environment: [String: String], lending lent: Int32? = nil
  ) throws(ChildProcessError) -> ChildProcess
  {
    guard access(executable, F_OK) == 0 else { throw .executableNotFound(executable) }
    guard access(executable, X_OK) == 0 else { throw .notExecutable(executable) }
    BrokenPipeSignal.ignoreUnlessHandled()  // its pipes may close under the host's writes at any time

    let pipes = try ChildPipes()
    let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
    defer {
      if null >= 0 { close(null) }
      pipes.closeChildEnds()
    }

    var environment = environment
    environment[ProtocolVariables.descriptors] = "3,4"
    let argv = [executable] + arguments
    let envp = environment.map { "\($0.key)=\($0.value)" }.sorted()
    let mapping: [Int32] =
      [null, 0] + zip(pipes.childEnds, 1...4).flatMap { [$0, $1] } + (lent.map { [$0, LentDescriptor.number] } ?? [])

    var pid: pid_t = 0
    var result: Int32 = 0
    var failedStep: Int32 = 0
    let argvPointers = argv.map { strdup($0) } + [nil]
    let envpPointers = envp.map { strdup($0) } + [nil]
    defer { for pointer in argvPointers + envpPointers { free(pointer) } }
    // ETXTBSY means some process still holds the executable open for writing. Most often that
    // is a child another thread forked while the file was being written, between its fork and
    // its exec: a window of microseconds. A few short retries ride it out; a file that stays
    // busy is reported as it is.
    for backoff in busyExecutableBackoffs {
      _ = Descendants.spawning {
        result = hostshims_spawn(
          &pid, executable, argvPointers, envpPointers, mapping, Int32(mapping.count / 2),
          Int32(HOSTSHIMS_SPAWN_UNPRIVILEGED), &failedStep)
        return result == 0 ? pid : nil
      }
      guard result == ETXTBSY, let backoff else { break }
      usleep(backoff)
    }
    guard result == 0 else {
      pipes.closeHostEnds()
      throw .spawnFailed(path: executable, errno: result, droppingPrivileges: failedStep == HOSTSHIMS_SPAWN_STEP_PRIVILEGES)
    }
    return pipes.started(pid: pid)
  }

  /// Sends `signal` to the child's whole process group.
  func signalGroup(_ signal: Int32) {
    _ = kill(-pid, signal)
  }

  /// Applies resource ceilings to the running child; zero leaves a limit unset.
  func limit(addressSpaceBytes: UInt64, cpuSeconds: UInt64) {
    _ = hostshims_set_limits(pid, addressSpaceBytes, cpuSeconds)
  }

  /// Waits for the child to exit and reaps it.
  func reap() -> TerminationStatus {
    var status: Int32 = 0
    defer { Descendants.reaped(pid) }
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return .exited(-1) }
    }
    return Self.termination(from: status)
  }

  private static func termination(from status: Int32) -> TerminationStatus {
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
  }
}
