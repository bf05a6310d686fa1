/// Reads the JSON number texts a protocol message holds (colour components, seconds) without
/// `strtod` for the common short ones: a decimal of at most 19 significant digits whose value
/// is below 2^53 and whose power of ten is within ±22 is one exact integer and one exact power
/// of ten, and one IEEE division or multiplication of those rounds correctly (Clinger's fast
/// path). Everything else goes to the standard library's parser. The result is bit for bit what
/// `Double(text)` returns.
enum DecimalNumber {
  /// `text` as a `Double`, or nil when it is not a number.
  static func double(_ text: String) -> Double? {
    var text = text
    return text.withUTF8 { fastPath($0) } ?? Double(text)
  }

  /// Exact powers of ten: 10^0 ... 10^22 are all representable.
  private static let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  private static func fastPath(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var index = 0
    let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var mantissa: UInt64 = 0
    var digits = 0
    var exponent = 0
    var sawDigit = false
    while index < bytes.count, bytes[index] &- 48 < 10 {
      guard digits < 19 else { return nil }
      mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 48)
      if mantissa != 0 { digits += 1 }
      sawDigit = true
      index += 1
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < bytes.count, bytes[index] &- 48 < 10 {
        guard digits < 19 else { return nil }
        mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- 48)
        if mantissa != 0 { digits += 1 }
        exponent -= 1
        sawDigit = true
        index += 1
      }
    }
    // An exponent part, anything else, or no digit at all: the standard parser decides.
    guard sawDigit, index == bytes.count, mantissa <= 1 << 53, exponent >= -22 else { return nil }
    let value = exponent < 0 ? Double(mantissa) / powersOfTen[-exponent] : Double(mantissa)
    return negative ? -value : value
  }
}
