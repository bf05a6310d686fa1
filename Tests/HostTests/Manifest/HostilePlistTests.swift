import ExtensionManifest
import Testing

@Suite struct HostilePlistTests {
  private func failure(_ bytes: [UInt8], limits: PlistLimits = .default) -> PlistError? {
    PlistFailure.of(bytes, limits: limits)
  }

  @Test func anInternalDTDSubsetIsRefused() throws {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE plist [ <!ENTITY lol "lol"> <!ENTITY lol2 "&lol;&lol;&lol;"> ]>
      <plist><string>&lol2;</string></plist>
      """
    let error = try #require(failure(Array(text.utf8)))
    #expect(error.kind == .unsafe)
    #expect(error.location.line == 2 && error.location.column == 17)
  }

  @Test func entityDeclarationsAreRefusedAnywhere() throws {
    #expect(failure(Array("<!ENTITY x \"y\"><string/>".utf8))?.kind == .unsafe)
    #expect(failure(Array("<array><!ENTITY x \"y\"></array>".utf8))?.kind == .unsafe)
  }

  @Test func nestingPastTheCapIsRefusedWithoutRecursion() throws {
    let deep = String(repeating: "<array>", count: 100_000) + String(repeating: "</array>", count: 100_000)
    let error = try #require(failure(Array(deep.utf8)))
    #expect(error.kind == .unsafe)
    #expect(error.reason.contains("deeper than 512"))
    let allowed = String(repeating: "<array>", count: 512) + String(repeating: "</array>", count: 512)
    #expect(failure(Array(allowed.utf8)) == nil)
    let oneTooMany = String(repeating: "<array>", count: 513) + String(repeating: "</array>", count: 513)
    #expect(failure(Array(oneTooMany.utf8))?.reason.contains("deeper than 512") == true, "the cap is exact")
  }

  @Test func oversizedFilesAndDataBlobsAreRefused() throws {
    let small = PlistLimits(maximumFileSize: 256, maximumDataSize: 4, maximumDepth: 8, maximumNodeCount: 10)
    #expect(failure(Array(repeating: 0x20, count: 257), limits: small)?.kind == .unsafe)
    #expect(failure(Array("<data>aGVsbG8=</data>".utf8), limits: small)?.kind == .unsafe)
    #expect(failure(Array("<array><true/><true/><true/><true/><true/><true/></array>".utf8), limits: small) == nil)
    let many = "<array>" + String(repeating: "<true/>", count: 11) + "</array>"
    #expect(failure(Array(many.utf8), limits: small)?.reason.contains("more than 10 objects") == true)
  }

  /// The node cap is exact: ten objects (the array and nine values) are read, eleven are not.
  @Test func theNodeCapIsExact() throws {
    let small = PlistLimits(maximumFileSize: 1 << 16, maximumDataSize: 4, maximumDepth: 8, maximumNodeCount: 10)
    func array(of count: Int) -> [UInt8] { Array(("<array>" + String(repeating: "<true/>", count: count) + "</array>").utf8) }
    #expect(failure(array(of: 9), limits: small) == nil, "ten objects are within a cap of ten")
    #expect(failure(array(of: 10), limits: small)?.reason.contains("more than 10 objects") == true, "eleven are not")
  }

  @Test func aDOCTYPEWithoutSubsetIsAccepted() throws {
    let text = #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://x/y>z.dtd"><plist><true/></plist>"#
    #expect(failure(Array(text.utf8)) == nil)
  }
}

@Suite struct LongLineTests {
  @Test(.timeLimit(.minutes(1))) func aHugeSingleLinePlistIsReadInLinearTime() throws {
    let items = String(repeating: "<string>é</string>", count: 200_000)
    let clock = ContinuousClock()
    let start = clock.now
    let document = try PlistReader.read(bytes: Array(("<array>" + items + "</array>").utf8), path: "long.plist")
    // Quadratic work on this 3.6 MB line would take hours; the bound is generous for a shared machine.
    #expect(clock.now - start < .seconds(30))
    let last = try #require(document.root.array?.last)
    #expect(last.location.line == 1)
    #expect(last.location.column == 8 + 199_999 * 18)
  }
}
