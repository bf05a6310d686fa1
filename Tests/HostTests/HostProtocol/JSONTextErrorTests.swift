import HostProtocol
import Testing

/// Text JSON cannot hold (bytes that are not UTF-8, half a surrogate pair) is named with its place,
/// by the parser and in a message's "invalid result" / "invalid params", never as a bare
/// "the value: The given data was not valid JSON.".
struct JSONTextErrorTests {
  private static let head = #"{"jsonrpc":"2.0","id":1,"result":"a"#

  @Test(arguments: [[0xFF] as [UInt8], [0xC3, 0x28], Array(#"\n"#.utf8) + [0xE2, 0x82]])
  func bytesThatAreNotUTF8AreNamedAtTheFirstBadByte(_ bad: [UInt8]) throws {
    let body = Array(#"{"k":"ab"#.utf8) + bad + Array(#"c"}"#.utf8)
    let error = try #require(throws: JSONParseError.self) { try JSONValue.parse(body) }
    let firstBad = 8 + (bad.first == UInt8(ascii: "\\") ? 2 : 0)
    #expect(error.description == "a string holds bytes that are not UTF-8 at byte \(firstBad)")
  }

  @Test(arguments: [
    (#"["x\ud800"]"#, "\\ud800,", 3), (#"["\udc00y"]"#, "\\udc00,", 2), (#"["\ud83d\u0041"]"#, "\\ud83d,", 2),
  ])
  func anUnpairedSurrogateIsNamedAtItsEscape(text: String, named: String, offset: Int) throws {
    let error = try #require(throws: JSONParseError.self) { try JSONValue.parse(Array(text.utf8)) }
    #expect(error.reason.contains("an unpaired surrogate \(named)"), "\(error)")
    #expect(error.offset == offset)
  }

  @Test func aResultThatIsNotUTF8SaysWhyAndWhere() throws {
    let message = try JSONRPCMessage.decode(Array(Self.head.utf8) + [0xFF] + Array(#"b"}"#.utf8))
    let error = try #require(throws: JSONRPCError.self) { try message.result(String.self) }
    #expect(error.message.contains("invalid result: "), "\(error.message)")
    #expect(error.message.contains("holds bytes that are not UTF-8 at byte \(Self.head.utf8.count)"), "\(error.message)")
    #expect(!error.message.contains("the value:"))
  }

  @Test func aResultWithALoneSurrogateSaysWhyAndWhere() throws {
    let message = try JSONRPCMessage.decode(Array((Self.head + #"\ud800b"}"#).utf8))
    let error = try #require(throws: JSONRPCError.self) { try message.result(String.self) }
    #expect(error.message.contains("an unpaired surrogate \\ud800"), "\(error.message)")
    #expect(error.message.contains("at byte \(Self.head.utf8.count)"), "\(error.message)")
    #expect(!error.message.contains("the value:"))
  }

  @Test func paramsThatAreNotUTF8SayWhyAndWhere() throws {
    let head = #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"s":"#
    let message = try JSONRPCMessage.decode(Array(head.utf8) + [0x22, 0xC0, 0x22] + Array("}}".utf8))
    let error = try #require(throws: JSONRPCError.self) { try message.params([String: String].self) }
    #expect(error.message.contains("invalid params: "), "\(error.message)")
    #expect(error.message.contains("not UTF-8 at byte \(head.utf8.count + 1)"), "\(error.message)")
  }

  @Test func garbageSaysWhereTheParserStopped() throws {
    let error = try #require(throws: JSONRPCError.self) { try JSONRPCMessage.decode(Array("{\"a\":tru}".utf8)) }
    #expect(error.message.hasPrefix("the message is not valid JSON: "), "\(error.message)")
    #expect(error.message.contains("at byte "), "\(error.message)")
  }
}
