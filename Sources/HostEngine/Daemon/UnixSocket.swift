import Glibc

/// The few Unix-domain stream socket calls the daemon and its clients need, all close-on-exec.
public enum UnixSocket {
  /// Why a socket call failed.
  public struct Failure: Error, CustomStringConvertible {
    let operation: String
    let path: String
    let code: Int32
    /// The text a person reads.
    public var description: String { "\(operation) \(path): \(String(cString: strerror(code)))" }
  }

  /// Binds and listens at `path`, readable and writable by the owner only.
  public static func listen(at path: String) throws(Failure) -> Int32 {
    let descriptor = try makeSocket(path)
    let result = withAddress(path) { address, length in bind(descriptor, address, length) }
    guard result == 0 else {
      let code = errno
      close(descriptor)
      throw Failure(operation: "bind", path: path, code: code)
    }
    chmod(path, 0o600)
    guard Glibc.listen(descriptor, 128) == 0 else {
      let code = errno
      close(descriptor)
      throw Failure(operation: "listen", path: path, code: code)
    }
    return descriptor
  }

  /// Connects to the socket at `path`.
  static func connect(to path: String) throws(Failure) -> Int32 {
    let descriptor = try makeSocket(path)
    let result = withAddress(path) { address, length in Glibc.connect(descriptor, address, length) }
    guard result == 0 else {
      let code = errno
      close(descriptor)
      throw Failure(operation: "connect to", path: path, code: code)
    }
    return descriptor
  }

  /// Whether a daemon answers at `path` (a socket file whose listener is gone is stale).
  public static func isLive(_ path: String) -> Bool {
    guard let descriptor = try? connect(to: path) else { return false }
    close(descriptor)
    return true
  }

  private static func makeSocket(_ path: String) throws(Failure) -> Int32 {
    guard path.utf8.count < MemoryLayout.size(ofValue: sockaddr_un().sun_path) else {
      throw Failure(operation: "use", path: path, code: ENAMETOOLONG)
    }
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw Failure(operation: "create a socket for", path: path, code: errno) }
    return descriptor
  }

  private static func withAddress<Result>(
    _ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Result
  ) -> Result {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in path.utf8.enumerated() where index < buffer.count - 1 { buffer[index] = byte }
    }
    return withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
  }
}
