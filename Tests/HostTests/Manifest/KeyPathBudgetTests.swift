import ExtensionManifest
import Testing

/// Every node stores its full key path, so a long key repeats below it at every level: the paths
/// one document builds are capped (`PlistLimits.maximumKeyPathBytes`), in every format, and the
/// refusal is placed at the key that overflows the cap.
@Suite struct KeyPathBudgetTests {
  private func failure(_ bytes: [UInt8], limits: PlistLimits = .default) -> PlistError? {
    PlistFailure.of(bytes, limits: limits)
  }

  /// Limits as the defaults, with a key-path budget of `bytes`.
  private func budget(_ bytes: Int) -> PlistLimits {
    PlistLimits(maximumFileSize: 1 << 20, maximumDataSize: 1 << 10, maximumDepth: 64, maximumNodeCount: 1_000, maximumKeyPathBytes: bytes)
  }

  /// A bplist00 whose one key object (`keyBytes` bytes) is shared by `levels` nested
  /// one-entry dictionaries, the last holding the string "x": valid, and tiny beside its paths.
  private func sharedKeyBinary(keyBytes: Int, levels: Int) -> [UInt8] {
    func bigEndian(_ value: Int, _ size: Int) -> [UInt8] { (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
    var objects: [[UInt8]] = [[0x5F, 0x13] + bigEndian(keyBytes, 8) + [UInt8](repeating: UInt8(ascii: "A"), count: keyBytes)]
    for level in 0..<levels { objects.append([0xD1] + bigEndian(0, 4) + bigEndian(level + 2, 4)) }
    objects.append([0x51, UInt8(ascii: "x")])
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(bytes.count)
      bytes += object
    }
    let table = bytes.count
    for offset in offsets { bytes += bigEndian(offset, 8) }
    bytes += [0, 0, 0, 0, 0, 0, 8, 4] + bigEndian(objects.count, 8) + bigEndian(1, 8) + bigEndian(table, 8)
    return bytes
  }

  /// 64 KiB shared by 100 levels would be 330 MB of paths; the default budget stops it at the key.
  @Test func aSharedLongKeyInABinaryPlistIsRefusedAtTheKey() throws {
    let error = try #require(failure(sharedKeyBinary(keyBytes: 64 << 10, levels: 100)))
    #expect(error.kind == .unsafe)
    #expect(error.reason.contains("key paths of this plist add up to more than 33554432 bytes"), "\(error.reason)")
    #expect(error.location.line == 1 && error.location.column == 9, "the key object is at byte 8")
  }

  @Test func aSharedShortKeyInABinaryPlistIsRead() throws {
    let document = try PlistReader.read(bytes: sharedKeyBinary(keyBytes: 3, levels: 100), path: "fine.plist")
    let path = Array(repeating: "AAA", count: 100).joined(separator: "/")
    #expect(document.root.node(at: path)?.string == "x")
    #expect(document.root.node(at: path)?.keyPath == path)
  }

  /// 16 KiB keys, 100 levels deep, in a 1.6 MB XML file: 80 MB of paths without the budget.
  @Test func deepLongKeysInAnXMLPlistAreRefused() throws {
    let key = String(repeating: "k", count: 16 << 10)
    let text = String(repeating: "<dict><key>\(key)</key>\n", count: 100) + "<true/>" + String(repeating: "</dict>", count: 100)
    let error = try #require(failure(Array(text.utf8)))
    #expect(error.kind == .unsafe)
    #expect(error.reason.contains("key paths"), "\(error.reason)")
    #expect(error.location.column == 7, "at the <key>")
  }

  /// The budget counts every node's path: 40 + 81 bytes is past 100, at the second key's line.
  @Test(arguments: [
    "<dict>\n<key>\(String(repeating: "a", count: 40))</key>\n<dict>\n<key>\(String(repeating: "b", count: 40))</key>\n<true/>\n</dict>\n</dict>",
    "{\n\(String(repeating: "a", count: 40)) = {\n\(String(repeating: "b", count: 40)) = x;\n};\n}",
  ])
  func theBudgetIsPlacedAtTheKeyThatOverflowsIt(text: String) throws {
    let error = try #require(failure(Array(text.utf8), limits: budget(100)))
    #expect(error.kind == .unsafe)
    #expect(error.location.line == 4 || error.location.line == 3, "\(error.location)")
    #expect(error.reason.contains("this key is 40 bytes, its path 81"), "\(error.reason)")
    #expect(failure(Array(text.utf8), limits: budget(121)) == nil, "40 + 81 bytes are within a budget of 121")
  }

  /// Array items' paths count too (`Key/0`, `Key/1`, …).
  @Test func arrayItemsAreCharged() throws {
    let text = "<array>" + String(repeating: "<true/>", count: 20) + "</array>"
    #expect(failure(Array(text.utf8), limits: budget(30)) == nil, "ten one-digit and ten two-digit paths: 30 bytes")
    #expect(failure(Array(text.utf8), limits: budget(29))?.kind == .unsafe)
  }
}
