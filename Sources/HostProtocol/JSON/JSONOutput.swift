/// Writes compact JSON into bytes, exactly as `JSONEncoder` with `.withoutEscapingSlashes` does:
/// members in the order written, doubles as their shortest description without a trailing `.0`,
/// control characters escaped (`\n`, `\u001f`), everything else as UTF-8.
///
/// Commas are placed by the writer: write a key, then its value; or array elements one after the
/// other. A value `JSONEncoder` refuses (a non-finite double) marks the output ``failed``; the
/// caller then lets `JSONEncoder` produce its error.
public struct JSONOutput: Sendable {
  /// The JSON written so far.
  public private(set) var bytes: [UInt8] = []
  /// Set when a value could not be written as `JSONEncoder` would.
  public private(set) var failed = false
  private var needsComma = false

  public init(capacity: Int = 256) { bytes.reserveCapacity(capacity) }

  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
  }

  /// Writes JSON text as it is (already valid JSON, such as a literal).
  public mutating func raw(_ text: StaticString) {
    separate()
    bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    needsComma = true
  }

  /// Starts an object.
  public mutating func beginObject() {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
  }

  /// Ends an object.
  public mutating func endObject() {
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  /// Starts an array.
  public mutating func beginArray() {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma = false
  }

  /// Ends an array.
  public mutating func endArray() {
    bytes.append(UInt8(ascii: "]"))
    needsComma = true
  }

  /// Writes a member's key; its value follows. Keys are plain ASCII names needing no escapes.
  public mutating func key(_ name: StaticString) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    needsComma = false
  }

  /// Writes a member's key that is not known in advance (a dictionary's key), escaped.
  public mutating func key(_ name: String) {
    string(name)
    bytes.append(UInt8(ascii: ":"))
    needsComma = false
  }

  /// Writes a string value, escaped.
  public mutating func string(_ value: String) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      var runStart = 0
      for index in 0..<utf8.count {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        escape(byte)
        runStart = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }
    bytes.append(UInt8(ascii: "\""))
    needsComma = true
  }

  private mutating func escape(_ byte: UInt8) {
    bytes.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    default:
      let hex = { (nibble: UInt8) in nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10 }
      bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex(byte >> 4), hex(byte & 15)])
    }
  }

  /// Writes an integer.
  public mutating func int(_ value: Int) {
    separate()
    writeInteger(value)
    needsComma = true
  }

  /// Writes an integer of any width.
  public mutating func integer(_ value: some BinaryInteger) {
    separate()
    bytes.append(contentsOf: String(value).utf8)
    needsComma = true
  }

  /// Writes a double as `JSONEncoder` does; a non-finite value marks the output failed.
  public mutating func double(_ value: Double) {
    guard value.isFinite else {
      failed = true
      return
    }
    separate()
    if value.rounded() == value && abs(value) < 1e15 && !(value == 0 && value.sign == .minus) {
      writeInteger(Int(value))  // `description` would say "N.0", and JSONEncoder drops the ".0"
    } else {
      bytes.append(contentsOf: value.description.utf8)
      let count = bytes.count
      if bytes[count - 2] == UInt8(ascii: ".") && bytes[count - 1] == UInt8(ascii: "0") { bytes.removeLast(2) }
    }
    needsComma = true
  }

  private mutating func writeInteger(_ value: Int) {
    if value >= 0 && value < 10 {
      bytes.append(UInt8(ascii: "0") + UInt8(value))
    } else {
      bytes.append(contentsOf: String(value).utf8)
    }
  }

  /// Writes `true` or `false`.
  public mutating func bool(_ value: Bool) {
    if value { raw("true") } else { raw("false") }
  }

  /// Writes `null`.
  public mutating func null() { raw("null") }

  /// Writes JSON bytes already made (a body of another message); they are trusted to be valid.
  public mutating func json(_ encoded: [UInt8]) {
    separate()
    bytes.append(contentsOf: encoded)
    needsComma = true
  }
}
