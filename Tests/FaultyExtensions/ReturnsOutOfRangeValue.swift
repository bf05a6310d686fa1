import Foundation
import ManagedSettings

/// Built against a newer SDK whose `ShieldActionResponse` has a case this host does not know: every
/// answer leaves the process as raw value 7.
///
/// Swift cannot make a `ShieldActionResponse` with raw value 7 (`init(rawValue:)` returns nil, and
/// `unsafeBitCast` of an invalid tag is undefined behaviour), so the newer SDK is modelled where it
/// would show: on the wire. The class answers `.close` or `.defer` as usual; at creation it puts a
/// relay on its protocol output (fd 4) that rewrites each answer's response to 7 and changes nothing
/// else (the frame keeps its length and its id).
class ReturnsOutOfRangeValue: ShieldActionDelegate {
  override init() {
    ProtocolRelay.install()
    super.init()
  }
}

/// Moves fd 4 behind a pipe and copies everything through, rewriting `"response":1` and
/// `"response":2` to `"response":7`.
private enum ProtocolRelay {
  static func install() {
    let output = dup(4)
    var ends: [Int32] = [-1, -1]
    guard output >= 0, pipe(&ends) == 0, dup2(ends[1], 4) >= 0 else { return }
    close(ends[1])
    let input = ends[0]
    Thread.detachNewThread {
      var buffer = [UInt8](repeating: 0, count: 64 << 10)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        guard count > 0 else { exit(0) }
        let text = String(decoding: buffer[0..<count], as: UTF8.self)
          .replacingOccurrences(of: #""response":1"#, with: #""response":7"#)
          .replacingOccurrences(of: #""response":2"#, with: #""response":7"#)
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
      }
    }
  }
}
