import ExtensionManifest
import Foundation
public import HostProtocol

/// The client side of the daemon's socket, for `visit --connect`, `status`, `stop` and `restart`.
public struct ControlClient: ~Copyable {
  private let descriptor: Int32
  private var reader: FrameReader
  /// The generic peer's ids; one request waits at a time, and answers to others are skipped.
  private var pending = PendingReplies<String>()

  /// Connects to the daemon listening on `socketPath`.
  public init(socketPath: String) throws(UnixSocket.Failure) {
    descriptor = try UnixSocket.connect(to: socketPath)
    reader = FrameReader(descriptor: descriptor, maxMessageBytes: 64 << 20)
  }

  deinit { close(descriptor) }

  /// Sends a request and waits for its answer.
  public mutating func send<Request: RPCRequest>(_ request: Request) throws -> Request.Response {
    let id = pending.makeID()
    try FrameWriter(descriptor: descriptor).write(try JSONRPCEncoding.request(request, id: id))
    pending.register(id, Request.method)
    defer { _ = pending.take(id) }
    while true {
      guard let body = try reader.next() else { throw ControlClientError.daemonClosed }
      let message = try JSONRPCMessage.decode(body)
      guard let answered = message.id, pending.take(answered) != nil else { continue }
      if case .errorResponse(_, let error) = message.kind { throw ControlClientError.daemon(error) }
      return try message.result(for: Request.self)
    }
  }
}

/// Why a control request failed.
public enum ControlClientError: Error, CustomStringConvertible {
  /// The daemon closed the connection without answering.
  case daemonClosed
  /// The daemon answered with an error.
  case daemon(JSONRPCError)

  /// The daemon's message as it wrote it.
  public var description: String {
    switch self {
    case .daemonClosed: "the daemon closed the connection"
    case .daemon(let error): error.message
    }
  }

  /// The lines a person reads on standard error. A set-up error (the manifests cannot be run) is
  /// already diagnostics, one `path: error: message` a line, as a one-shot run prints them; any
  /// other answer is one `error:` line, a line break in it escaped, so a daemon's message that
  /// quotes a client's text cannot forge a second line.
  public var diagnostic: String {
    switch self {
    case .daemon(let error) where error.code == .extensionLaunchFailed:
      DisplayText.escaped(error.message, keepingNewlines: true)
    default: "error: " + DisplayText.escaped(description)
    }
  }
}

/// Where the daemon's files live.
public enum DaemonPaths {
  /// The state directory (see `StateDirectory.defaultPath`), or the current folder without a home.
  public static var defaultStateDirectory: String { (try? StateDirectory.defaultPath()) ?? "." }

  /// The daemon's socket in `directory`: `serve.sock` there.
  public static func socket(inStateDirectory directory: String) -> String { directory + "/serve.sock" }
}
