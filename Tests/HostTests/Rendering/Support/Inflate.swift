/// A small DEFLATE decoder (RFC 1951) with the zlib wrapper (RFC 1950), for the picture tests.
///
/// It reads the PNGs that Chromium writes. Foundation on Linux has no decompression API, and the
/// toolchain's zlib has no Swift module, so the tests carry their own. Follows zlib's `puff.c`:
/// canonical Huffman codes decoded a bit at a time; slow but short and easy to check.
struct Inflate {
  /// Why the stream could not be decoded.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The bytes inside a zlib stream (2-byte header, DEFLATE data, Adler-32 checked).
  static func zlibDecompress(_ bytes: [UInt8]) throws -> [UInt8] {
    guard bytes.count >= 6, bytes[0] & 0x0F == 8, (UInt16(bytes[0]) << 8 | UInt16(bytes[1])) % 31 == 0 else {
      throw Failure(description: "not a zlib stream")
    }
    guard bytes[1] & 0x20 == 0 else { throw Failure(description: "zlib preset dictionaries are not supported") }
    var inflater = Inflate(bytes, start: 2)
    let output = try inflater.inflate()
    let end = inflater.byteOffset
    guard end + 4 <= bytes.count else { throw Failure(description: "missing Adler-32 checksum") }
    let expected = bytes[end..<end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    guard adler32(output) == expected else { throw Failure(description: "Adler-32 checksum mismatch") }
    return output
  }

  /// The Adler-32 checksum of `bytes`.
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }

  private let input: [UInt8]
  private var position: Int
  private var bitBuffer: UInt32 = 0
  private var bitCount = 0
  private var output: [UInt8] = []

  private init(_ input: [UInt8], start: Int) {
    self.input = input
    position = start
  }

  /// The offset of the first byte after the DEFLATE data (the partial last byte is skipped).
  private var byteOffset: Int { position }

  private mutating func inflate() throws -> [UInt8] {
    var isLast = false
    while !isLast {
      isLast = try bits(1) == 1
      switch try bits(2) {
      case 0: try stored()
      case 1: try codes(literals: Self.fixedLiterals, distances: Self.fixedDistances)
      case 2:
        let (literals, distances) = try dynamicTables()
        try codes(literals: literals, distances: distances)
      default: throw Failure(description: "invalid block type")
      }
    }
    return output
  }

  private mutating func bits(_ count: Int) throws -> Int {
    while bitCount < count {
      guard position < input.count else { throw Failure(description: "unexpected end of data") }
      bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
      position += 1
      bitCount += 8
    }
    let value = Int(bitBuffer & ((1 << UInt32(count)) - 1))
    bitBuffer >>= UInt32(count)
    bitCount -= count
    return value
  }

  private mutating func stored() throws {
    bitBuffer = 0
    bitCount = 0
    guard position + 4 <= input.count else { throw Failure(description: "truncated stored block") }
    let length = Int(input[position]) | Int(input[position + 1]) << 8
    let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
    guard length == ~complement & 0xFFFF else { throw Failure(description: "stored block length mismatch") }
    position += 4
    guard position + length <= input.count else { throw Failure(description: "truncated stored block") }
    output += input[position..<position + length]
    position += length
  }

  /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
  struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int]

    init(lengths: [Int]) {
      symbols = []
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  private mutating func decode(_ huffman: Huffman) throws -> Int {
    var code = 0
    var first = 0
    var index = 0
    for length in 1...15 {
      code |= try bits(1)
      let count = huffman.counts[length]
      if code - count < first { return huffman.symbols[index + (code - first)] }
      index += count
      first += count
      first <<= 1
      code <<= 1
    }
    throw Failure(description: "invalid Huffman code")
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
    6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]

  private static let fixedLiterals = Huffman(
    lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24)
      + [Int](repeating: 8, count: 8))
  private static let fixedDistances = Huffman(lengths: [Int](repeating: 5, count: 30))

  private mutating func codes(literals: Huffman, distances: Huffman) throws {
    while true {
      let symbol = try decode(literals)
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        guard index < 29 else { throw Failure(description: "invalid length symbol") }
        let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
        let distanceSymbol = try decode(distances)
        guard distanceSymbol < 30 else { throw Failure(description: "invalid distance symbol") }
        let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
        guard distance <= output.count else { throw Failure(description: "distance too far back") }
        let start = output.count - distance
        for offset in 0..<length { output.append(output[start + offset]) }
      }
    }
  }

  private mutating func dynamicTables() throws -> (Huffman, Huffman) {
    let literalCount = try bits(5) + 257
    let distanceCount = try bits(5) + 1
    let codeLengthCount = try bits(4) + 4
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    var codeLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeLengthCount { codeLengths[order[index]] = try bits(3) }
    let lengthCode = Huffman(lengths: codeLengths)
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try decode(lengthCode)
      switch symbol {
      case 0...15:
        lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else { throw Failure(description: "repeat with no previous length") }
        lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
      case 17:
        lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
      default:
        lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
      }
    }
    guard lengths.count == literalCount + distanceCount else { throw Failure(description: "too many code lengths") }
    return (
      Huffman(lengths: Array(lengths[..<literalCount])), Huffman(lengths: Array(lengths[literalCount...]))
    )
  }
}
