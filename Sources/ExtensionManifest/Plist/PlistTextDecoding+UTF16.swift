extension PlistTextDecoding {
  /// UTF-16 (after its byte-order mark) to UTF-8.
  ///
  /// - Throws: `PlistError` (`.syntax`) at the character's line and column for an unpaired
  ///   surrogate, and at the end for an odd trailing byte: neither is text, and dropping or
  ///   replacing it would change a value without a word.
  static func transcodeUTF16(_ bytes: [UInt8], bigEndian: Bool, path: String) throws(PlistError) -> [UInt8] {
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count / 2)
    var index = 2
    func unit(at offset: Int) -> UInt16 {
      UInt16(bytes[bigEndian ? offset : offset + 1]) << 8 | UInt16(bytes[bigEndian ? offset + 1 : offset])
    }
    func failure(_ reason: String) -> PlistError {
      var locator = LineLocator(path: path)
      let location = text.withUnsafeBufferPointer { locator.location(at: text.count, in: $0) }
      return PlistError(location: location, reason: reason, kind: .syntax)
    }
    while index + 1 < bytes.count {
      let first = unit(at: index)
      var scalar: Unicode.Scalar?
      if first < 0xD800 || first > 0xDFFF {
        scalar = Unicode.Scalar(first)
        index += 2
      } else if first <= 0xDBFF, index + 3 < bytes.count, case let second = unit(at: index + 2), (0xDC00...0xDFFF).contains(second) {
        scalar = Unicode.Scalar(0x10000 + (UInt32(first - 0xD800) << 10) + UInt32(second - 0xDC00))
        index += 4
      }
      guard let scalar else {
        let hex = String(first, radix: 16, uppercase: true)
        let kind = first <= 0xDBFF ? "a high surrogate with no low surrogate after it" : "a low surrogate with no high surrogate before it"
        throw failure(
          "the UTF-16 text holds an unpaired surrogate 0x\(hex) (\(kind)) at byte \(index), which is no character; "
            + "remove it or save the file as UTF-8")
      }
      UTF8.encode(scalar) { text.append($0) }
    }
    if index < bytes.count {
      throw failure(
        "the UTF-16 file ends in half a character: one byte (0x\(String(bytes[index], radix: 16, uppercase: true))) "
          + "is left after the last 2-byte unit; the file is truncated or not UTF-16: save it again as UTF-8")
    }
    return text
  }
}
