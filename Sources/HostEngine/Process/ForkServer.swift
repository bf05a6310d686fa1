import CForkServer
import CHostShims
import Glibc
import HostProtocol
import Synchronization

/// An extension executable started once to fork fresh copies of itself, one per launch
/// (`CForkServer.h` has the exchange). A copy is forked before any of the extension's code has run
/// (in a constructor, before `main`, on its only thread), so it starts as a spawned process would:
/// its own pid and process group, the pipes (`ChildPipes`) and environment of a spawn, no state
/// from any other copy. It only skips exec and dynamic loading, most of a launch. A copy is the
/// host's child, reaped like one.
///
/// Only for a host that is a child subreaper (`Descendants.adopt()`): a copy's parent exits, and the
/// copy's exit status must reach the host. Whatever goes wrong, `start` and `fork` answer nil and
/// the caller spawns instead, so a server never changes what a launch reports.
final class ForkServer: Sendable {
  private let server: ChildProcess
  /// The host's end of the socket; -1 once stopped or broken (every later `fork` answers nil).
  private let socket: Mutex<Int32>
  private let timeoutMilliseconds: Int32

  private init(server: ChildProcess, socket: Int32, timeoutMilliseconds: Int32) {
    self.server = server
    self.socket = Mutex(socket)
    self.timeoutMilliseconds = timeoutMilliseconds
  }

  /// Starts `executable` with `environment` as a server and waits up to `timeout` for it to be
  /// ready; nil when this host is not a subreaper, or the executable cannot serve (an extension
  /// built on a runtime without the server, or one that started a thread first).
  static func start(executable: String, environment: [String: String], timeout: Duration) -> ForkServer? {
    guard hostshims_is_subreaper() == 1 else { return nil }
    var ends: [Int32] = [-1, -1]
    guard hostshims_socketpair_cloexec(&ends) == 0 else { return nil }
    var environment = environment
    environment[FORKSERVER_VARIABLE] = String(LentDescriptor.number)
    // Every symbol bound once, here, instead of lazily in every copy on its first calls.
    if environment["LD_BIND_NOW"] == nil {
      environment["LD_BIND_NOW"] = "1"
      environment[FORKSERVER_BOUND_VARIABLE] = "1"
    }
    let server: ChildProcess
    do {
      server = try ChildProcess.spawn(executable: executable, environment: environment, lending: ends[1])
    } catch {
      close(ends[0])
      close(ends[1])
      return nil
    }
    close(ends[1])
    // The server never uses its protocol pipes or writes output: nothing on the host reads them.
    for descriptor in [server.requestDescriptor, server.responseDescriptor, server.stdoutDescriptor, server.stderrDescriptor] {
      close(descriptor)
    }
    let milliseconds = Int32(min(Double(Int32.max), max(0, timeout / .milliseconds(1))))
    let forkServer = ForkServer(server: server, socket: ends[0], timeoutMilliseconds: milliseconds)
    // One that never says it is ready is stopped as it goes (deinit).
    return forkServer.receive() == Self.tag(FORKSERVER_READY) ? forkServer : nil
  }

  /// A fresh copy, with the same environment as the server (`spawn`'s, for the same executable);
  /// nil when the server cannot make one (it is then stopped).
  func fork() -> ChildProcess? {
    socket.withLock { socket in
      guard socket >= 0 else { return nil }
      guard let copy = Self.fork(on: socket, timeoutMilliseconds: timeoutMilliseconds) else {
        Self.end(&socket, server: server)
        return nil
      }
      return copy
    }
  }

  /// Closes the socket, so the server exits, and reaps it. Copies already made run on.
  func stop() {
    socket.withLock { Self.end(&$0, server: server) }
  }

  /// A server no one holds is stopped: it is never left running.
  deinit { stop() }

  private static func end(_ socket: inout Int32, server: ChildProcess) {
    guard socket >= 0 else { return }
    close(socket)
    socket = -1
    server.signalGroup(SIGKILL)  // it holds nothing: no need to wait for it to notice
    _ = server.reap()
    if server.pidDescriptor >= 0 { close(server.pidDescriptor) }
  }

  /// A tag as the messages carry it.
  private static func tag(_ tag: ForkServerTag) -> Int32 { Int32(tag.rawValue) }

  private func receive() -> Int32? {
    socket.withLock { Self.receive(on: $0, timeoutMilliseconds: timeoutMilliseconds)?.tag }
  }

  private static func receive(on socket: Int32, timeoutMilliseconds: Int32) -> ForkServerMessage? {
    var message = ForkServerMessage()
    return forkserver_receive(socket, timeoutMilliseconds, &message) == 1 ? message : nil
  }

  /// One FORK exchange: the copy's pipes, its pid noted (`Descendants`) before its parent exits.
  private static func fork(on socket: Int32, timeoutMilliseconds: Int32) -> ChildProcess? {
    guard let pipes = try? ChildPipes() else { return nil }
    let sent = pipes.childEnds.withUnsafeBufferPointer { forkserver_request(socket, $0.baseAddress) } == 0
    pipes.closeChildEnds()
    guard sent, let named = receive(on: socket, timeoutMilliseconds: timeoutMilliseconds),
      named.tag == tag(FORKSERVER_COPY), named.value > 0
    else {
      pipes.closeHostEnds()
      return nil
    }
    let pid = named.value
    _ = Descendants.spawning { pid }
    guard forkserver_send(socket, tag(FORKSERVER_GO)) == 0,
      receive(on: socket, timeoutMilliseconds: timeoutMilliseconds)?.tag == tag(FORKSERVER_ADOPTED)
    else {
      _ = kill(-pid, SIGKILL)
      _ = kill(pid, SIGKILL)
      Descendants.reaped(pid)  // its zombie, if it became ours, is the orphan sweep's
      pipes.closeHostEnds()
      return nil
    }
    return pipes.started(pid: pid)
  }
}
