import HostProtocol
import Testing

struct JSONValueParsingTests {
  @Test func readsEveryKindOfValue() throws {
    let value = try JSONValue.parse(Array(#" {"a":[1,-2.5e3,true,false,null],"b":{"c":"d"},"e":""} "#.utf8))
    #expect(value["a"]?.array?.count == 5)
    #expect(value["a"]?.array?[0].int == 1)
    #expect(value["a"]?.array?[1].double == -2500)
    #expect(value["a"]?.array?[1].int == nil)
    #expect(value["a"]?.array?[2].bool == true)
    #expect(value["a"]?.array?[4].isNull == true)
    #expect(value["b"]?["c"]?.string == "d")
    #expect(value["e"]?.string == "")
    #expect(value["missing"] == nil)
  }

  @Test func resolvesEscapesAndSurrogatePairs() throws {
    let value = try JSONValue.parse(Array(#"["a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\ude00\u0000"]"#.utf8))
    #expect(value.array?.first?.string == "a\"b\\c/d\u{8}\u{c}\n\r\t\u{e9}\u{1F600}\u{0}")
  }

  @Test(arguments: [
    "", "nul", "{", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "01", "1.", "-", "1e", "\"\u{1}\"", "\"abc",
    #""\ud800""#, #""\udc00""#, #""\x""#, "[1] 2", "{\"a\":1,\"a\":2}", "{1:2}", "tru", "+1", ".5", "trux", "nuII", "fakse",
  ])
  func refusesWhatIsNotPlainJSON(_ text: String) {
    #expect(throws: JSONParseError.self) { try JSONValue.parse(Array(text.utf8)) }
  }

  @Test func refusesInvalidUTF8AndDeepNesting() {
    #expect(throws: JSONParseError.self) { try JSONValue.parse([0x22, 0xFF, 0x22]) }
    let deep = Array(repeating: UInt8(ascii: "["), count: JSONValue.maxDepth + 1)
      + Array(repeating: UInt8(ascii: "]"), count: JSONValue.maxDepth + 1)
    #expect(throws: JSONParseError.self) { try JSONValue.parse(deep) }
    let fine = Array(repeating: UInt8(ascii: "["), count: JSONValue.maxDepth)
      + Array(repeating: UInt8(ascii: "]"), count: JSONValue.maxDepth)
    #expect((try? JSONValue.parse(fine)) != nil)
  }

  @Test func integersAreOnlyPlainIntegersThatFit() throws {
    #expect(try JSONValue.parse(Array("-0".utf8)).int == 0)
    #expect(try JSONValue.parse(Array("1.0".utf8)).int == nil)
    #expect(try JSONValue.parse(Array("1e2".utf8)).int == nil)
    #expect(try JSONValue.parse(Array("99999999999999999999".utf8)).int == nil)
    #expect(try JSONValue.parse(Array("1e-400".utf8)).double == 0)
  }

  @Test(arguments: ["1e400", "-1e400", #"{"t":1e309}"#, "[1" + String(repeating: "0", count: 320) + "]"])
  func aNumberNoDoubleHoldsIsRefusedAsOutOfRange(_ text: String) throws {
    let error = try #require(throws: JSONParseError.self) { try JSONValue.parse(Array(text.utf8)) }
    #expect(error.kind == .numberOutOfRange)
    #expect(error.reason.contains("beyond what a 64-bit float holds"), "\(error)")
    #expect(!error.reason.contains("not valid JSON"))
  }

  @Test func aDuplicateKeyIsNamed() throws {
    let error = try #require(throws: JSONParseError.self) { try JSONValue.parse(Array(#"{"a":{"b":1,"b":2}}"#.utf8)) }
    #expect(error.kind == .duplicateKey)
    #expect(error.reason.contains("'b'"))
  }
}
