import ExtensionManifest
import Foundation
import Testing

@Suite struct BinaryPlistReaderTests {
  private func binary(_ object: Any) throws -> [UInt8] {
    Array(try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
  }

  @Test func readsEveryTypeFoundationWrites() throws {
    let object: [String: Any] = [
      "CFBundleIdentifier": "com.example.FocusApp.ShieldAction",
      "Unicode": "Schütz 🛡",
      "Count": 42,
      "Negative": -5,
      "Big": Int64(1) << 40,
      "Ratio": 0.25,
      "Enabled": true,
      "Blob": Data([1, 2, 3]),
      "When": Date(timeIntervalSinceReferenceDate: 3_600),
      "NSExtension": ["NSExtensionPointIdentifier": "com.apple.ManagedSettings.shield-action-service"],
      "Groups": ["group.a", "group.b"],
    ]
    let document = try PlistReader.read(bytes: binary(object), path: "Info.plist")
    #expect(document.format == .binary)
    let root = document.root
    #expect(root["CFBundleIdentifier"]?.string == "com.example.FocusApp.ShieldAction")
    #expect(root["Unicode"]?.string == "Schütz 🛡")
    #expect(root["Count"]?.integer == 42)
    #expect(root["Negative"]?.integer == -5)
    #expect(root["Big"]?.integer == 1 << 40)
    #expect(root["Enabled"]?.bool == true)
    #expect(root.node(at: "NSExtension/NSExtensionPointIdentifier")?.string == "com.apple.ManagedSettings.shield-action-service")
    #expect(root.node(at: "Groups/1")?.keyPath == "Groups/1")
    #expect(root.node(at: "Groups/1")?.string == "group.b")
    if case .real(let ratio) = root["Ratio"]?.value { #expect(ratio == 0.25) } else { Issue.record("no real") }
    if case .data(let blob) = root["Blob"]?.value { #expect(blob == [1, 2, 3]) } else { Issue.record("no data") }
    if case .date(let seconds) = root["When"]?.value { #expect(seconds == 3_600) } else { Issue.record("no date") }
  }

  /// Foundation writes each integer in the fewest bytes that hold it: one, two, four or eight.
  @Test(arguments: [Int64(200), 300, 70_000, 1 << 33])
  func readsAnIntegerOfEverySize(value: Int64) throws {
    let root = try PlistReader.read(bytes: binary(["Value": value]), path: "Info.plist").root
    #expect(root["Value"]?.integer == value)
  }

  /// A 128-bit integer (marker 0x14, written for values past Int64.max) is read from its low
  /// eight bytes when its high eight are only the sign: all zero, or all one for a negative value.
  @Test(arguments: [
    ([UInt8](repeating: 0, count: 8) + [1, 2, 3, 4, 5, 6, 7, 8], Int64(0x0102_0304_0506_0708)),
    ([UInt8](repeating: 0xFF, count: 15) + [0xFB], Int64(-5)),
  ])
  func readsA128BitIntegerThatFitsInSixtyFourBits(payload: [UInt8], value: Int64) throws {
    let root = try PlistReader.read(bytes: bplist([[0x14] + payload]), path: "Info.plist").root
    #expect(root.integer == value)
  }

  @Test func positionsAreLineOneAndByteOffsetPlusOne() throws {
    let bytes = try binary(["a": "b"])
    let document = try PlistReader.read(bytes: bytes, path: "x")
    let value = try #require(document.root["a"])
    #expect(value.location.line == 1)
    let offset = value.location.column - 1
    #expect(bytes[offset] == 0x51 && bytes[offset + 1] == UInt8(ascii: "b"))
    let key = try #require(document.root.entries?.first { $0.key == "a" }).keyLocation
    #expect(key.line == 1)
    #expect(bytes[key.column - 1] == 0x51 && bytes[key.column] == UInt8(ascii: "a"), "a key's position is its object's byte")
  }

  /// A hand-built bplist: `objects` are the encoded objects; references are one byte.
  private func bplist(_ objects: [[UInt8]], top: UInt8 = 0) -> [UInt8] {
    var bytes = Array("bplist00".utf8)
    var offsets: [UInt8] = []
    for object in objects {
      offsets.append(UInt8(bytes.count))
      bytes += object
    }
    let table = bytes.count
    bytes += offsets
    bytes += [0, 0, 0, 0, 0, 0, 1, 1]
    bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)]
    bytes += [0, 0, 0, 0, 0, 0, 0, top]
    bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
    return bytes
  }

  private func failure(_ bytes: [UInt8]) -> PlistError? {
    do {
      _ = try PlistReader.read(bytes: bytes, path: "evil")
      return nil
    } catch {
      return error
    }
  }

  @Test func aHandBuiltPlistIsRead() throws {
    let document = try PlistReader.read(bytes: bplist([[0xA2, 1, 2], [0x09], [0x51, UInt8(ascii: "z")]]), path: "p")
    #expect(document.root.array?.count == 2)
    #expect(document.root.node(at: "1")?.string == "z")
  }

  @Test func aContainerThatContainsItselfIsACycle() throws {
    let error = try #require(failure(bplist([[0xA1, 1], [0xA1, 0]])))
    #expect(error.kind == .unsafe)
    #expect(error.reason.contains("cycle"))
  }

  /// A reference one past the last object is refused as out of range, before the offset table
  /// is read at that index (which would read the trailer as an offset).
  @Test func aReferenceOnePastTheLastObjectIsOutOfRange() throws {
    let error = try #require(failure(bplist([[0xA1, 1]])))
    #expect(error.kind == .unsafe)
    #expect(error.reason.contains("reference 1 is out of range (1 objects)"), "\(error.reason)")
  }

  @Test func sharedReferencesThatExplodeHitTheNodeCap() throws {
    // Each array holds its successor twice: 2^40 nodes if expanded.
    var objects: [[UInt8]] = (0..<40).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
    objects.append([0x09])
    let error = try #require(failure(bplist(objects)))
    #expect(error.kind == .unsafe)
  }

  @Test func hostileTrailersAndOffsetsAreRefused() throws {
    var badOffset = bplist([[0x09]])
    badOffset[9] = 0xF0  // the single offset-table entry now points past the object area
    #expect(failure(badOffset)?.kind == .unsafe)
    var badTop = bplist([[0x09]])
    badTop[badTop.count - 9] = 5
    #expect(failure(badTop)?.kind == .unsafe)
    #expect(failure(bplist([[0xA3, 1]]))?.kind == .unsafe)  // references run past the object area
    #expect(failure(bplist([[0x5F, 0x13, 0xFF, 0xFF]]))?.kind == .unsafe)  // huge string length
    #expect(failure(Array("bplist00".utf8))?.kind == .syntax)
    #expect(failure(Array("bplist15".utf8) + Array(repeating: 0, count: 40))?.reason.contains("version") == true)
    #expect(failure(bplist([[0xA1, 9]]))?.kind == .unsafe)  // reference out of range
  }

  /// The offset table must lie between the header and the trailer, and every offset in it must
  /// point into the object area: each is refused with its reason, not read.
  @Test func anOffsetTableOutsideItsPlaceIsRefusedWithTheReason() throws {
    let good = bplist([[0x09]])
    let tablePosition = good.count - 1  // the trailer's last byte: the offset table's start
    var pastTheTrailer = good
    pastTheTrailer[tablePosition] = 0xF0
    #expect(failure(pastTheTrailer)?.reason.contains("does not fit between the header and the trailer") == true)
    var overlappingTheTrailer = good
    overlappingTheTrailer[tablePosition] = UInt8(good.count - 32)  // one entry, read from the trailer
    #expect(failure(overlappingTheTrailer)?.reason.contains("does not fit between the header and the trailer") == true)
    var beforeTheHeaderEnds = good
    beforeTheHeaderEnds[tablePosition] = 4
    #expect(failure(beforeTheHeaderEnds)?.reason.contains("does not fit") == true)
    var intoTheTable = good
    intoTheTable[9] = good[tablePosition]  // the one object "starts" at the offset table itself
    #expect(failure(intoTheTable)?.reason.contains("outside the object area") == true)
    #expect(failure(good) == nil)
  }

  @Test func truncatedAndRandomBinaryPlistsNeverCrash() throws {
    let good = try binary(["k": ["a", 1, true, Data([9])], "n": ["x": 2.5]])
    for length in 0..<good.count {
      _ = failure(Array(good.prefix(length)))
    }
    var generator = SystemRandomNumberGenerator()
    var rejected = 0
    for _ in 0..<2_000 {
      var mutated = good
      for _ in 0..<3 { mutated[Int.random(in: 8..<mutated.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
      if failure(mutated) != nil { rejected += 1 }
    }
    #expect(rejected > 0)
  }
}
