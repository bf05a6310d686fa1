/// A relative file path as a URI reference (RFC 3986), for SARIF's `artifactLocation.uri`
/// (SARIF 2.1.0 §3.10 requires a valid URI).
///
/// Every byte of the path's UTF-8 but the unreserved characters (`A-Z a-z 0-9 - . _ ~`) and the
/// `/` that separates its segments is percent-encoded: a space, `#` (which would start a
/// fragment), `%` (which would start an escape), `?`, control characters and non-ASCII letters
/// all reach a consumer as the file's own name.
enum URIPath {
  /// `path`, percent-encoded.
  static func encoded(_ path: String) -> String {
    var output = ""
    output.reserveCapacity(path.utf8.count)
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        output.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        output.unicodeScalars.append("%")
        output.unicodeScalars.append(digits[Int(byte >> 4)])
        output.unicodeScalars.append(digits[Int(byte & 0x0F)])
      }
    }
    return output
  }
}
