import Foundation
import HostProtocol
import Testing

struct JSONRPCMessageTests {
  @Test func classifiesEveryKindOfMessage() throws {
    let request = try JSONRPCMessage.decode(Array(#"{"jsonrpc":"2.0","id":1,"method":"shutdown","params":{}}"#.utf8))
    #expect(request.kind == .request(id: .number(1), method: "shutdown"))
    let notification = try JSONRPCMessage.decode(Array(#"{"jsonrpc":"2.0","method":"exit","params":{}}"#.utf8))
    #expect(notification.kind == .notification(method: "exit"))
    let response = try JSONRPCMessage.decode(Array(#"{"jsonrpc":"2.0","id":"a","result":null}"#.utf8))
    #expect(response.kind == .response(id: .string("a")))
    let error = try JSONRPCMessage.decode(
      Array(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad"}}"#.utf8))
    #expect(error.kind == .errorResponse(id: nil, error: JSONRPCError(.parseError, "bad")))
  }

  @Test func garbageIsAParseErrorAndAWrongShapeAnInvalidRequest() {
    #expect(throws: JSONRPCError.self) { try JSONRPCMessage.decode(Array("not json".utf8)) }
    do {
      _ = try JSONRPCMessage.decode(Array(#"{"jsonrpc":"1.0","id":1,"method":"x"}"#.utf8))
      Issue.record("accepted jsonrpc 1.0")
    } catch {
      #expect(error.code == .invalidRequest)
    }
  }

  @Test func aRequestRoundTripsWithItsParams() throws {
    let request = HandleShieldActionRequest(
      action: .secondaryButtonPressed, target: .webDomain(OpaqueToken(data: Data([1, 2, 3]))))
    let body = try JSONRPCEncoding.request(request, id: .number(7))
    let message = try JSONRPCMessage.decode(body)
    #expect(message.kind == .request(id: .number(7), method: "shield/handleAction"))
    let decoded = try message.params(HandleShieldActionRequest.self)
    #expect(decoded.action == request.action && decoded.target == request.target)
  }

  @Test func responsesKeepApplesRawValues() throws {
    let body = try JSONRPCEncoding.response(
      HandleShieldActionResult(response: .defer, isSystemDefault: false), id: .number(1))
    #expect(String(decoding: body, as: UTF8.self).contains(#""response":2"#))
    #expect(ShieldActionResponse(rawValue: 7).isAllowedByContract == false)
    #expect(ShieldActionResponse.close.isAllowedByContract)
  }

  /// The host's contract keeps `.close` and `.defer` only: `.none`, iOS 26.5's
  /// `.openParentalControlsApp` and any unknown raw value are violations.
  @Test func onlyCloseAndDeferKeepTheContract() {
    let allowed = (-1...8).map(ShieldActionResponse.init(rawValue:)).filter(\.isAllowedByContract)
    #expect(allowed == [.close, .defer])
    #expect(!ShieldActionResponse.openParentalControlsApp.isAllowedByContract)
    #expect(!ShieldActionResponse.none.isAllowedByContract)
  }
}
