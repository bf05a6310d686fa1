import Foundation
import HostProtocol
import Testing

/// A method's payloads reach their own JSON code through the method's conformance (no cast at
/// run time), and a payload without such code still crosses the wire through `Codable`.
///
/// The marked types below write and read a marker their `Codable` form lacks, which shows which
/// path ran; real payloads write the same bytes either way (`FastJSONAgreementTests`).
struct RPCPayloadCodingTests {
  /// A request whose params and result have their own JSON code, marked.
  struct MarkedRequest: RPCRequest, FastJSONEncodable, FastJSONDecodable {
    typealias Response = MarkedResult
    static let method = "test/marked"
    var value: Int
    var readByFastCode = false

    enum CodingKeys: String, CodingKey { case value }
    init(value: Int) { self.value = value }
    init?(json: JSONValue) {
      guard json["marked"] != nil, let value = json["value"]?.int else { return nil }
      self.value = value
      readByFastCode = true
    }
    func write(to output: inout JSONOutput) {
      output.beginObject()
      output.key("marked")
      output.raw("true")
      output.key("value")
      output.int(value)
      output.endObject()
    }
  }

  struct MarkedResult: Codable, Sendable, FastJSONEncodable, FastJSONDecodable {
    var text: String
    var readByFastCode = false

    enum CodingKeys: String, CodingKey { case text }
    init(text: String) { self.text = text }
    init?(json: JSONValue) {
      guard json["marked"] != nil, let text = json["text"]?.string else { return nil }
      self.text = text
      readByFastCode = true
    }
    func write(to output: inout JSONOutput) {
      output.beginObject()
      output.key("marked")
      output.raw("true")
      output.key("text")
      output.string(text)
      output.endObject()
    }
  }

  /// A request and result with no JSON code of their own.
  struct PlainRequest: RPCRequest {
    typealias Response = PlainResult
    static let method = "test/plain"
    var value: Int
  }

  struct PlainResult: Codable, Sendable, Equatable {
    var text: String
  }

  struct MarkedNotification: RPCNotification, FastJSONEncodable {
    static let method = "test/note"
    func write(to output: inout JSONOutput) { output.raw(#"{"marked":true}"#) }
  }

  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func aRequestAndItsResultAreWrittenByTheirOwnCode() throws {
    let request = text(try JSONRPCEncoding.request(MarkedRequest(value: 3), id: .number(1)))
    #expect(request.contains(#""params":{"marked":true,"value":3}"#), "\(request)")
    let response = text(try JSONRPCEncoding.response(MarkedResult(text: "a"), to: MarkedRequest.self, id: .number(1)))
    #expect(response.contains(#""result":{"marked":true,"text":"a"}"#), "\(response)")
    let notification = text(try JSONRPCEncoding.notification(MarkedNotification()))
    #expect(notification.contains(#""params":{"marked":true}"#), "\(notification)")
  }

  @Test func aRequestAndItsResultAreReadByTheirOwnCode() throws {
    let request = try JSONRPCMessage.decode(
      Array(#"{"jsonrpc":"2.0","id":1,"method":"test/marked","params":{"marked":true,"value":5}}"#.utf8))
    let params = try request.params(MarkedRequest.self)
    #expect(params.value == 5 && params.readByFastCode)
    let response = try JSONRPCMessage.decode(Array(#"{"jsonrpc":"2.0","id":1,"result":{"marked":true,"text":"b"}}"#.utf8))
    let result = try response.result(for: MarkedRequest.self)
    #expect(result.text == "b" && result.readByFastCode)
  }

  @Test func whatTheOwnCodeDeclinesIsDecidedByCodable() throws {
    let request = try JSONRPCMessage.decode(
      Array(#"{"jsonrpc":"2.0","id":1,"method":"test/marked","params":{"value":7}}"#.utf8))
    let params = try request.params(MarkedRequest.self)
    #expect(params.value == 7 && !params.readByFastCode)
  }

  @Test func aPayloadWithoutItsOwnCodeCrossesThroughCodable() throws {
    let body = try JSONRPCEncoding.request(PlainRequest(value: 9), id: .number(2))
    let message = try JSONRPCMessage.decode(body)
    #expect(try message.params(PlainRequest.self).value == 9)
    let response = try JSONRPCMessage.decode(try JSONRPCEncoding.response(PlainResult(text: "c"), to: PlainRequest.self, id: .number(2)))
    #expect(try response.result(for: PlainRequest.self) == PlainResult(text: "c"))
  }

  @Test func aPayloadKnownOnlyAsCodableStillFindsItsOwnCode() throws {
    func erased<T: Encodable>(_ value: T) throws -> String { text(try JSONRPCEncoding.response(value, id: .number(3))) }
    #expect(try erased(MarkedResult(text: "d")).contains(#""result":{"marked":true,"text":"d"}"#))
    #expect(MarkedRequest(value: 1).label == nil, "a request names no overload unless it says so")
  }
}
