import ExtensionManifest
import Foundation
import Testing

/// Properties every read of a manifest keeps, checked on mutated inputs by the fuzz tests.
enum PlistProperties {
  /// A plist value with positions dropped, for comparing two reads. Dictionaries keep the last
  /// of duplicate keys (as CoreFoundation does), dates whole seconds (as XML writes them).
  indirect enum Value: Equatable {
    case string(String), integer(Int64), real(UInt64), nan, boolean(Bool), date(Int64), data([UInt8])
    case array([Value]), dictionary([String: Value])

    init(_ node: PlistNode) {
      switch node.value {
      case .string(let text): self = .string(text)
      case .integer(let number): self = .integer(number)
      case .real(let number): self = number.isNaN ? .nan : .real((number == 0 ? 0 : number).bitPattern)
      case .boolean(let flag): self = .boolean(flag)
      case .date(let seconds): self = .date(Int64(seconds.rounded(.down)))
      case .data(let bytes): self = .data(bytes)
      case .array(let items): self = .array(items.map(Value.init))
      case .dictionary(let entries):
        self = .dictionary(Dictionary(entries.map { ($0.key, Value($0.value)) }, uniquingKeysWith: { _, last in last }))
      }
    }
  }

  /// The value as Foundation holds it, for PropertyListSerialization to write.
  static func foundation(_ node: PlistNode) -> Any {
    switch node.value {
    case .string(let text): text
    case .integer(let number): NSNumber(value: number)
    case .real(let number): NSNumber(value: number)
    case .boolean(let flag): flag
    case .date(let seconds): Date(timeIntervalSinceReferenceDate: seconds.rounded(.down))
    case .data(let bytes): Data(bytes)
    case .array(let items): items.map(foundation)
    case .dictionary(let entries):
      Dictionary(entries.map { ($0.key, foundation($0.value)) }, uniquingKeysWith: { _, last in last })
    }
  }

  /// Whether every string and key can travel through XML unchanged (no control characters but
  /// tab and newline, no carriage returns, which XML readers normalise).
  static func isXMLSafe(_ node: PlistNode) -> Bool {
    func safe(_ text: String) -> Bool {
      text.unicodeScalars.allSatisfy { $0.value >= 0x20 || $0 == "\t" || $0 == "\n" }
        && !text.unicodeScalars.contains { (0xFFFE...0xFFFF).contains($0.value) }
    }
    switch node.value {
    case .string(let text): return safe(text)
    case .array(let items): return items.allSatisfy(isXMLSafe)
    case .dictionary(let entries): return entries.allSatisfy { safe($0.key) && isXMLSafe($0.value) }
    default: return true
    }
  }

  /// Every node of the tree.
  static func nodes(_ node: PlistNode) -> [PlistNode] {
    switch node.value {
    case .array(let items): return [node] + items.flatMap(nodes)
    case .dictionary(let entries): return [node] + entries.flatMap { nodes($0.value) }
    default: return [node]
    }
  }

  /// The byte length of each line of `bytes` (lines end at LF, CR or CRLF, as positions count
  /// them); a position's column is at most its line's length + 1.
  static func lineLengths(_ bytes: [UInt8]) -> [Int] {
    var lengths: [Int] = []
    var current = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == 10 || bytes[index] == 13 {
        lengths.append(current)
        current = 0
        if bytes[index] == 13, index + 1 < bytes.count, bytes[index + 1] == 10 { index += 1 }
      } else {
        current += 1
      }
      index += 1
    }
    lengths.append(current)
    return lengths
  }

  /// Whether `location` lies inside the file whose bytes are `bytes`.
  static func isInside(_ location: ExtensionManifest.SourceLocation, _ bytes: [UInt8], binary: Bool) -> Bool {
    if binary { return location.line == 1 && (1...bytes.count + 1).contains(location.column) }
    let lengths = lineLengths(bytes)
    guard (1...lengths.count).contains(location.line) else { return false }
    return (1...lengths[location.line - 1] + 1).contains(location.column)
  }
}
