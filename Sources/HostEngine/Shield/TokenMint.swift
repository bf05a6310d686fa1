import Foundation
public import HostProtocol

/// Makes the opaque tokens the system would hand out: stable for the same target, unrelated to its
/// name, so extensions cannot read a domain out of a token (as on iOS).
public enum TokenMint {
  /// The opaque token for the target of `kind` (such as `category`) named `identifier`; the
  /// same target always gets the same token.
  public static func token(_ kind: String, _ identifier: String) -> OpaqueToken {
    var bytes: [UInt8] = []
    for seed: UInt64 in [0xcbf2_9ce4_8422_2325, 0x8422_2325_cbf2_9ce4] {
      var hash = seed
      for byte in "\(kind):\(identifier)".utf8 {
        hash ^= UInt64(byte)
        hash &*= 0x0000_0100_0000_01b3
      }
      withUnsafeBytes(of: hash.bigEndian) { bytes += $0 }
    }
    return OpaqueToken(data: Data(bytes))
  }
}
