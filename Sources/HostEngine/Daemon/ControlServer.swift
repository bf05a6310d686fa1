import CHostShims
import Foundation
import Glibc
import HostProtocol
import Synchronization

/// Accepts clients on the daemon's socket and serves their JSON-RPC requests concurrently.
///
/// One thread blocks in `accept`; each client gets a reader thread. Requests become tasks, so a
/// slow visit never holds up the client's other requests or other clients. A client that goes away
/// mid-visit costs nothing: its answers are dropped.
public final class ControlServer: Sendable {
  private let listener: Int32
  private let daemon: HostDaemon
  private let clients = Mutex<Set<Int32>>([])

  public init(listener: Int32, daemon: HostDaemon) {
    self.listener = listener
    self.daemon = daemon
  }

  /// Starts the accept thread.
  public func start() {
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  /// Stops accepting: wakes the accept thread and ends client connections' reads.
  public func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    let open = clients.withLock { Array($0) }
    for descriptor in open { shutdown(descriptor, Int32(SHUT_RD)) }
  }

  private func acceptLoop() {
    while true {
      let client = hostshims_accept_cloexec(listener)
      if client < 0 {
        if errno == EINTR || errno == ECONNABORTED { continue }
        break
      }
      clients.withLock { _ = $0.insert(client) }
      let connection = ClientConnection(descriptor: client)
      let thread = Thread { [self] in serve(connection) }
      thread.start()
    }
    close(listener)
  }

  private func serve(_ client: ClientConnection) {
    var reader = FrameReader(descriptor: client.descriptor, maxMessageBytes: 1 << 20)
    let group = DispatchGroup()
    while true {
      guard let body = try? reader.next() else { break }
      let message: JSONRPCMessage
      do {
        message = try JSONRPCMessage.decode(body)
      } catch {
        client.send(JSONRPCEncoding.errorResponse(error, id: nil))
        continue
      }
      group.enter()
      let daemon = daemon
      Task {
        if let response = await daemon.handle(message) { client.send(response) }
        group.leave()
      }
    }
    group.wait()  // every answer is written (or dropped) before the descriptor can be reused
    clients.withLock { _ = $0.remove(client.descriptor) }
    client.close()
  }
}

/// One client's socket: serialised writes, closed exactly once.
final class ClientConnection: Sendable {
  let descriptor: Int32
  private let writer: Mutex<FrameWriter?>

  init(descriptor: Int32) {
    self.descriptor = descriptor
    writer = Mutex(FrameWriter(descriptor: descriptor))
  }

  func send(_ body: [UInt8]) {
    writer.withLock { writer in try? writer?.write(body) }
  }

  func close() {
    writer.withLock { writer in
      guard writer != nil else { return }
      Glibc.close(descriptor)
      writer = nil
    }
  }
}
