/// A reader for binary property lists (`bplist00`), bounds-checked throughout.
///
/// Positions: a binary plist has no lines, so every node is at line 1, column = the byte offset
/// of its object + 1. Checks, after swift-foundation's `BPlistScanner` and CoreFoundation: the
/// trailer's sizes and counts are consistent with the file size, every offset falls inside the
/// object area, references are in range, nesting is capped, a container that contains itself
/// (directly or not) is a cycle, and the total number of nodes produced is capped (shared
/// references cannot explode into an exponential tree).
struct BinaryPlistParser {
  private let bytes: [UInt8]
  private let path: String
  private let limits: PlistLimits
  private let offsetSize: Int
  private let referenceSize: Int
  private let objectCount: Int
  private let offsetTable: Int
  private var inUse: [Bool]
  private var nodeCount = 0
  private var keyPaths: KeyPathBudget

  /// Reads `bytes`, which start with `bplist`.
  static func parse(_ bytes: [UInt8], path: String, limits: PlistLimits) throws(PlistError) -> PlistDocument {
    guard bytes.count >= 8 else { throw failure("the binary plist is truncated (no header)", at: 0, path: path, kind: .syntax) }
    guard bytes[6] == UInt8(ascii: "0"), bytes[7] == UInt8(ascii: "0") else {
      let version = String(decoding: bytes[6..<8], as: UTF8.self)
      throw failure("binary plist version '\(version)' is not supported; expected bplist00", at: 0, path: path, kind: .syntax)
    }
    guard bytes.count >= 8 + 32 + 1 else {
      throw failure("the binary plist is truncated (no trailer)", at: 0, path: path, kind: .syntax)
    }
    let trailer = bytes.count - 32
    let offsetSize = Int(bytes[trailer + 6])
    let referenceSize = Int(bytes[trailer + 7])
    let objectCount = bigEndian(bytes, at: trailer + 8, size: 8)
    let topObject = bigEndian(bytes, at: trailer + 16, size: 8)
    let offsetTable = bigEndian(bytes, at: trailer + 24, size: 8)
    func bad(_ reason: String) -> PlistError { failure(reason, at: trailer, path: path, kind: .unsafe) }
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
      throw bad("the trailer's offset size \(offsetSize) or reference size \(referenceSize) is not 1...8")
    }
    guard objectCount >= 1, objectCount <= UInt64(bytes.count) else { throw bad("the trailer's object count \(objectCount) is impossible") }
    guard topObject < objectCount else { throw bad("the top object \(topObject) is not below the object count \(objectCount)") }
    let tableSize = objectCount.multipliedReportingOverflow(by: UInt64(offsetSize))
    guard offsetTable >= 9, !tableSize.overflow, offsetTable <= UInt64(trailer),
      tableSize.partialValue <= UInt64(trailer) - offsetTable
    else { throw bad("the offset table (at \(offsetTable)) does not fit between the header and the trailer") }
    if (referenceSize < 8) && objectCount > (UInt64(1) << UInt64(referenceSize * 8)) {
      throw bad("\(referenceSize)-byte references cannot address \(objectCount) objects")
    }
    var parser = BinaryPlistParser(
      bytes: bytes, path: path, limits: limits, offsetSize: offsetSize, referenceSize: referenceSize,
      objectCount: Int(objectCount), offsetTable: Int(offsetTable)
    )
    let root = try parser.parseObject(Int(topObject), keyPath: "", depth: 0)
    return PlistDocument(path: path, format: .binary, root: root)
  }

  private init(
    bytes: [UInt8], path: String, limits: PlistLimits, offsetSize: Int, referenceSize: Int,
    objectCount: Int, offsetTable: Int
  ) {
    self.bytes = bytes
    self.path = path
    self.limits = limits
    self.offsetSize = offsetSize
    self.referenceSize = referenceSize
    self.objectCount = objectCount
    self.offsetTable = offsetTable
    self.inUse = [Bool](repeating: false, count: objectCount)
    self.keyPaths = KeyPathBudget(limits: limits)
  }

  private mutating func parseObject(_ reference: Int, keyPath: String, depth: Int) throws(PlistError) -> PlistNode {
    let offset = try offset(of: reference)
    nodeCount += 1
    if nodeCount > limits.maximumNodeCount {
      throw Self.failure("the plist has more than \(limits.maximumNodeCount) objects", at: offset, path: path, kind: .unsafe)
    }
    let location = SourceLocation(path: path, line: 1, column: offset + 1)
    let marker = bytes[offset]
    let low = Int(marker & 0x0F)
    switch marker >> 4 {
    case 0x0:
      switch marker {
      case 0x08: return PlistNode(value: .boolean(false), location: location, keyPath: keyPath)
      case 0x09: return PlistNode(value: .boolean(true), location: location, keyPath: keyPath)
      default: throw syntax("object marker 0x\(String(marker, radix: 16)) is not a plist value", at: offset)
      }
    case 0x1:
      return PlistNode(value: .integer(try integer(at: offset)), location: location, keyPath: keyPath)
    case 0x2:
      let size = 1 << low
      try need(offset + 1, size, at: offset)
      let raw = UInt64(Self.bigEndian(bytes, at: offset + 1, size: size))
      let value: Double
      switch size {
      case 4: value = Double(Float(bitPattern: UInt32(raw)))
      case 8: value = Double(bitPattern: raw)
      default: throw syntax("a real of \(size) bytes is not supported", at: offset)
      }
      return PlistNode(value: .real(value), location: location, keyPath: keyPath)
    case 0x3:
      guard marker == 0x33 else { throw syntax("object marker 0x\(String(marker, radix: 16)) is not a date", at: offset) }
      try need(offset + 1, 8, at: offset)
      let seconds = Double(bitPattern: UInt64(Self.bigEndian(bytes, at: offset + 1, size: 8)))
      return PlistNode(value: .date(seconds), location: location, keyPath: keyPath)
    case 0x4:
      let (count, start) = try countAndStart(at: offset, low: low)
      guard count <= limits.maximumDataSize else {
        throw Self.failure("data object is larger than \(limits.maximumDataSize) bytes", at: offset, path: path, kind: .unsafe)
      }
      try need(start, count, at: offset)
      return PlistNode(value: .data(Array(bytes[start..<start + count])), location: location, keyPath: keyPath)
    case 0x5, 0x6:
      return PlistNode(value: .string(try string(at: offset)), location: location, keyPath: keyPath)
    case 0x8:
      try need(offset + 1, low + 1, at: offset)
      let uid = Int64(truncatingIfNeeded: Self.bigEndian(bytes, at: offset + 1, size: low + 1))
      let uidNode = PlistNode(value: .integer(uid), location: location, keyPath: try keyPaths.path(keyPath, "CF$UID", at: location))
      return PlistNode(value: .dictionary([PlistEntry(key: "CF$UID", keyLocation: location, value: uidNode)]), location: location, keyPath: keyPath)
    case 0xA, 0xC, 0xD:
      guard depth < limits.maximumDepth else {
        throw Self.failure("nesting is deeper than \(limits.maximumDepth) levels", at: offset, path: path, kind: .unsafe)
      }
      guard !inUse[reference] else {
        throw Self.failure("object \(reference) contains itself (a reference cycle)", at: offset, path: path, kind: .unsafe)
      }
      inUse[reference] = true
      defer { inUse[reference] = false }
      let (count, start) = try countAndStart(at: offset, low: low)
      let isDictionary = marker >> 4 == 0xD
      let (total, overflow) = count.multipliedReportingOverflow(by: referenceSize * (isDictionary ? 2 : 1))
      guard !overflow else { throw syntax("container size overflows", at: offset) }
      try need(start, total, at: offset)
      if isDictionary {
        var entries: [PlistEntry] = []
        entries.reserveCapacity(min(count, 4096))
        for index in 0..<count {
          let keyReference = try objectReference(at: start + index * referenceSize)
          let valueReference = try objectReference(at: start + (count + index) * referenceSize)
          let keyOffset = try self.offset(of: keyReference)
          guard bytes[keyOffset] >> 4 == 0x5 || bytes[keyOffset] >> 4 == 0x6 else {
            throw syntax("a dictionary key is not a string", at: keyOffset)
          }
          let key = try string(at: keyOffset)
          let keyLocation = SourceLocation(path: path, line: 1, column: keyOffset + 1)
          let valuePath = try keyPaths.path(keyPath, key, at: keyLocation)
          let value = try parseObject(valueReference, keyPath: valuePath, depth: depth + 1)
          entries.append(PlistEntry(key: key, keyLocation: keyLocation, value: value))
        }
        return PlistNode(value: .dictionary(entries), location: location, keyPath: keyPath)
      }
      var items: [PlistNode] = []
      items.reserveCapacity(min(count, 4096))
      for index in 0..<count {
        let itemReference = try objectReference(at: start + index * referenceSize)
        let itemPath = try keyPaths.path(keyPath, String(index), at: location)
        items.append(try parseObject(itemReference, keyPath: itemPath, depth: depth + 1))
      }
      return PlistNode(value: .array(items), location: location, keyPath: keyPath)
    default:
      throw syntax("object marker 0x\(String(marker, radix: 16)) is not supported in bplist00", at: offset)
    }
  }

  /// The byte offset of object `reference`, checked to lie in the object area.
  private func offset(of reference: Int) throws(PlistError) -> Int {
    guard reference >= 0, reference < objectCount else {
      throw Self.failure("reference \(reference) is out of range (\(objectCount) objects)", at: offsetTable, path: path, kind: .unsafe)
    }
    let entry = offsetTable + reference * offsetSize
    let value = Self.bigEndian(bytes, at: entry, size: offsetSize)
    guard value >= 8, value < UInt64(offsetTable) else {
      throw Self.failure("object \(reference) has offset \(value), outside the object area", at: entry, path: path, kind: .unsafe)
    }
    return Int(value)
  }

  private func objectReference(at position: Int) throws(PlistError) -> Int {
    Int(truncatingIfNeeded: Self.bigEndian(bytes, at: position, size: referenceSize))
  }

  private func integer(at offset: Int) throws(PlistError) -> Int64 {
    let size = 1 << Int(bytes[offset] & 0x0F)
    try need(offset + 1, size, at: offset)
    switch size {
    case 1, 2, 4: return Int64(Self.bigEndian(bytes, at: offset + 1, size: size))
    case 8: return Int64(bitPattern: Self.bigEndian(bytes, at: offset + 1, size: 8))
    case 16:
      let high = Int64(bitPattern: Self.bigEndian(bytes, at: offset + 1, size: 8))
      let low = Self.bigEndian(bytes, at: offset + 9, size: 8)
      guard high == 0 || (high == -1 && low >> 63 == 1) else { throw syntax("a 128-bit integer does not fit in 64 bits", at: offset) }
      return Int64(bitPattern: low)
    default: throw syntax("an integer of \(size) bytes is not supported", at: offset)
    }
  }

  /// The element count of a data, string or container object and where its payload starts.
  private func countAndStart(at offset: Int, low: Int) throws(PlistError) -> (Int, Int) {
    guard low == 0x0F else { return (low, offset + 1) }
    try need(offset + 1, 1, at: offset)
    let marker = bytes[offset + 1]
    guard marker >> 4 == 0x1 else { throw syntax("the length after marker 0x\(String(bytes[offset], radix: 16)) is not an integer", at: offset) }
    let count = try integer(at: offset + 1)
    guard count >= 0, count <= Int64(offsetTable) else { throw syntax("length \(count) is out of range", at: offset) }
    return (Int(count), offset + 2 + (1 << Int(marker & 0x0F)))
  }

  private func string(at offset: Int) throws(PlistError) -> String {
    let (count, start) = try countAndStart(at: offset, low: Int(bytes[offset] & 0x0F))
    if bytes[offset] >> 4 == 0x5 {
      try need(start, count, at: offset)
      let slice = bytes[start..<start + count]
      guard slice.allSatisfy({ $0 < 0x80 }) else { throw syntax("an ASCII string holds a non-ASCII byte", at: offset) }
      return String(decoding: slice, as: UTF8.self)
    }
    let (size, overflow) = count.multipliedReportingOverflow(by: 2)
    guard !overflow else { throw syntax("string length overflows", at: offset) }
    try need(start, size, at: offset)
    var units: [UInt16] = []
    units.reserveCapacity(count)
    for index in 0..<count {
      units.append(UInt16(bytes[start + 2 * index]) << 8 | UInt16(bytes[start + 2 * index + 1]))
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// Checks that `count` bytes from `start` lie inside the object area.
  private func need(_ start: Int, _ count: Int, at offset: Int) throws(PlistError) {
    let (end, overflow) = start.addingReportingOverflow(count)
    guard count >= 0, !overflow, end <= offsetTable else {
      throw Self.failure("object at offset \(offset) runs past the object area", at: offset, path: path, kind: .unsafe)
    }
  }

  private func syntax(_ reason: String, at offset: Int) -> PlistError {
    Self.failure(reason, at: offset, path: path, kind: .syntax)
  }

  private static func failure(_ reason: String, at offset: Int, path: String, kind: PlistError.Kind) -> PlistError {
    PlistError(location: SourceLocation(path: path, line: 1, column: offset + 1), reason: reason, kind: kind)
  }

  private static func bigEndian(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in offset..<min(offset + size, bytes.count) { value = value << 8 | UInt64(bytes[index]) }
    return value
  }
}
