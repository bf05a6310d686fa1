/// Decoding of the scalar element texts the way CoreFoundation accepts them.
enum PlistScalars {
  /// Whether `byte` is XML whitespace (space, tab, LF, CR).
  @inline(__always)
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// `[+-] [whitespace] (0x hex | decimal)`, surrounding whitespace ignored; `nil` if malformed
  /// or outside `Int64`.
  static func integer(_ text: ArraySlice<UInt8>) -> Int64? {
    var bytes = trimmed(text)
    var negative = false
    if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      negative = first == UInt8(ascii: "-")
      bytes = trimmed(bytes.dropFirst())
    }
    var radix: UInt64 = 10
    if bytes.count > 2, bytes[bytes.startIndex] == UInt8(ascii: "0"),
      bytes[bytes.startIndex + 1] | 0x20 == UInt8(ascii: "x")
    {
      radix = 16
      bytes = bytes.dropFirst(2)
    }
    guard !bytes.isEmpty else { return nil }
    var magnitude: UInt64 = 0
    for byte in bytes {
      guard let digit = digitValue(byte), UInt64(digit) < radix else { return nil }
      let (shifted, overflowA) = magnitude.multipliedReportingOverflow(by: radix)
      let (sum, overflowB) = shifted.addingReportingOverflow(UInt64(digit))
      if overflowA || overflowB { return nil }
      magnitude = sum
    }
    if negative {
      if magnitude == UInt64(Int64.max) + 1 { return Int64.min }
      guard magnitude <= UInt64(Int64.max) else { return nil }
      return -Int64(magnitude)
    }
    guard magnitude <= UInt64(Int64.max) else { return nil }
    return Int64(magnitude)
  }

  /// A decimal real, or `nan`, `inf`, `infinity` with an optional sign (any case); hexadecimal
  /// reals are refused, as CoreFoundation refuses them.
  static func real(_ text: ArraySlice<UInt8>) -> Double? {
    let bytes = trimmed(text)
    guard !bytes.isEmpty else { return nil }
    let word = String(decoding: bytes, as: UTF8.self).lowercased()
    switch word {
    case "nan", "+nan", "-nan": return .nan
    case "inf", "+inf", "infinity", "+infinity": return .infinity
    case "-inf", "-infinity": return -.infinity
    default: break
    }
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "e"), UInt8(ascii: "E"):
        continue
      default:
        return nil
      }
    }
    return Double(word)
  }

  /// `YYYY-MM-DD[THH[:MM[:SS]]][Z]` as seconds since 2001-01-01T00:00:00Z; `nil` if malformed.
  static func date(_ text: ArraySlice<UInt8>) -> Double? {
    let bytes = Array(trimmed(text))
    var index = 0
    func number(_ width: Int?) -> Int? {
      var value = 0
      var count = 0
      while index < bytes.count, let digit = digitValue(bytes[index]), digit < 10 {
        value = value * 10 + digit
        count += 1
        index += 1
        if count > 6 { return nil }
      }
      if let width { return count == width ? value : nil }
      return count > 0 ? value : nil
    }
    func expect(_ ascii: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: ascii) else { return false }
      index += 1
      return true
    }
    var sign = 1
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
      sign = -1
      index += 1
    }
    guard let year = number(nil), expect("-"), let month = number(2), expect("-"), let day = number(2),
      (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    var hour = 0
    var minute = 0
    var second = 0
    if expect("T") {
      guard let parsedHour = number(2), parsedHour < 24 else { return nil }
      hour = parsedHour
      if expect(":") {
        guard let parsedMinute = number(2), parsedMinute < 60 else { return nil }
        minute = parsedMinute
        if expect(":") {
          guard let parsedSecond = number(2), parsedSecond < 61 else { return nil }
          second = parsedSecond
        }
      }
    }
    _ = expect("Z")
    guard index == bytes.count else { return nil }
    let days = daysFromCivil(year: sign * year, month: month, day: day) - daysFromCivil(year: 2001, month: 1, day: 1)
    return Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
  }

  /// Base64 with whitespace (and, as CoreFoundation does, any other non-alphabet byte) ignored;
  /// stops at `=` padding. `nil` when the decoded size would pass `limit`.
  static func base64(_ text: ArraySlice<UInt8>, limit: Int) -> [UInt8]? {
    guard text.count / 4 * 3 <= limit + 3 else { return nil }
    var output: [UInt8] = []
    output.reserveCapacity(text.count / 4 * 3)
    var accumulator: UInt32 = 0
    var bits = 0
    for byte in text {
      if byte == UInt8(ascii: "=") { break }
      guard let value = base64Value(byte) else { continue }
      accumulator = (accumulator << 6) | UInt32(value)
      bits += 6
      if bits >= 8 {
        bits -= 8
        output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
      }
    }
    return output.count <= limit ? output : nil
  }

  /// `text` without leading and trailing XML whitespace.
  static func trimmed(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var slice = text
    while let first = slice.first, isSpace(first) { slice = slice.dropFirst() }
    while let last = slice.last, isSpace(last) { slice = slice.dropLast() }
    return slice
  }

  private static func digitValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }

  private static func base64Value(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
    case UInt8(ascii: "+"): 62
    case UInt8(ascii: "/"): 63
    default: nil
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
