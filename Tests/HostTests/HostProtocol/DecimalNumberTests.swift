import Testing

@testable import HostProtocol

/// `DecimalNumber` reads every number text bit for bit as `Double(text)` does, on its fast path
/// and off it.
struct DecimalNumberTests {
  private func expectSame(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let ours = DecimalNumber.double(text)
    let standard = Double(text)
    #expect(ours?.bitPattern == standard?.bitPattern, "\(text): \(String(describing: ours)) vs \(String(describing: standard))",
      sourceLocation: sourceLocation)
  }

  @Test func theEdgesOfTheFastPathReadAsTheStandardParserReadsThem() {
    for text in [
      "0", "-0", "0.0", "-0.0", "1", "0.1", "0.85", "0.8392156862745098", "0.33725490196078434", "1.7976931348623157",
      "9007199254740992", "9007199254740993", "18446744073709551615", "1234567890123456789", "12345678901234567890",
      "0.0000000000000000000001", "0.00000000000000000000001", "1e22", "1e23", "1.5E-3", "-2.5e+2", "4.9e-324", "1e309",
      "00012", "-", "", ".5", "1.", "abc", "1_000",
    ] {
      expectSame(text)
    }
  }

  @Test func randomDecimalsReadAsTheStandardParserReadsThem() {
    var random = SeededRandom(seed: 18)
    for _ in 0..<20_000 {
      var text = Bool.random(using: &random) ? "-" : ""
      text += String(UInt64.random(in: 0...(Bool.random(using: &random) ? 9 : 9_999_999), using: &random))
      let fraction = Int.random(in: 0...20, using: &random)
      if fraction > 0 {
        text += "." + String((0..<fraction).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
      }
      expectSame(text)
    }
  }

  @Test func encodedDoublesReadBackExactly() {
    var random = SeededRandom(seed: 7)
    for _ in 0..<20_000 {
      let value = Double.random(in: -1000...1000, using: &random) * (Bool.random(using: &random) ? 1 : 1e-6)
      expectSame("\(value)")
      #expect(DecimalNumber.double("\(value)") == value)
    }
  }
}
