import Foundation
import Glibc

/// What the fake protocol extension writes instead of a proper answer (`FakeProtocolExtension.swift`).
/// Each case is one hostile thing a program could put on its protocol pipe, or do to it.
enum FakeProtocolBehavior: String, CaseIterable {
  case answersProperly
  // Framing
  case garbageWithoutHeader, negativeLength, lengthPastUInt64, lengthPastTheLimit, lengthWithLetters
  case headerPastOneKiB, noContentLength, twoContentLengths, headerThenHang, halfABodyThenHang, halfABodyThenExit
  // Bodies
  case bodyNotJSON, bodyAnArray, bodyANumber, bodyWithNUL, bodyNotUTF8, bodyNestedDeep, duplicateIDKeys
  // Envelopes
  case wrongJSONRPCVersion, neitherResultNorError, bothResultAndError, idAsString, idFractional, idPastDouble
  case idNegative, idNullWithError, idAnObject, unsolicitedIDThenHang, answersTwice, errorWithTextCode, answersWithError
  // Results
  case resultWrongType, resultEmpty, responseNone, responseParentalControls, responseUnknownValue
  case resultHugeString
  // Processes and pipes
  case closesAnswerPipe, exitsAtOnce, crashesWithSegfault, floodsLogThenAnswers, asksTheHostUnknownMethod
  case writesFrameToStdoutThenAnswers, neverAnswers

  /// Writes what this behaviour writes in place of the answer to request `id` (its wire form).
  func misbehave(answering id: String, on wire: inout FakeWire) {
    let good = #"{"jsonrpc":"2.0","id":\#(id),"result":{"response":1,"isSystemDefault":false,"protocolVersion":1,"principalClass":"FaultyExtensions.FakeProtocol","methods":[]}}"#
    switch self {
    case .answersProperly: wire.send(good)
    case .garbageWithoutHeader: wire.sendRaw("hello there\r\n\r\n")
    case .negativeLength: wire.sendRaw("Content-Length: -5\r\n\r\n{}")
    case .lengthPastUInt64: wire.sendRaw("Content-Length: 99999999999999999999999\r\n\r\n{}")
    case .lengthPastTheLimit: wire.sendRaw("Content-Length: 2000000000\r\n\r\n{")
    case .lengthWithLetters: wire.sendRaw("Content-Length: 12ab\r\n\r\n{}")
    case .headerPastOneKiB: wire.sendRaw("X-Padding: " + String(repeating: "a", count: 4096) + "\r\nContent-Length: 2\r\n\r\n{}")
    case .noContentLength: wire.sendRaw("Content-Type: application/json\r\n\r\n" + good)
    case .twoContentLengths: wire.sendRaw("Content-Length: 5\r\nContent-Length: \(good.utf8.count)\r\n\r\n" + good)
    case .headerThenHang: wire.sendRaw("Content-Length: 10\r\n\r\n"); hang()
    case .halfABodyThenHang: wire.sendRaw("Content-Length: \(good.utf8.count)\r\n\r\n" + good.prefix(10)); hang()
    case .halfABodyThenExit: wire.sendRaw("Content-Length: \(good.utf8.count)\r\n\r\n" + good.prefix(10)); exit(0)
    case .bodyNotJSON: wire.send("this is not JSON")
    case .bodyAnArray: wire.send("[\(good)]")
    case .bodyANumber: wire.send("42")
    case .bodyWithNUL: wire.send(#"{"jsonrpc":"2.0","id":\#(id),"result":{"response":1,"isSystemDefault":false}}"# + "\u{0}")
    case .bodyNotUTF8:
      let bytes = Array(#"{"jsonrpc":"2.0","id":\#(id),"result":"#.utf8) + [0xFF, 0xFE, 0xC0] + Array("}".utf8)
      wire.sendRaw(Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes)
    case .bodyNestedDeep: wire.send(#"{"jsonrpc":"2.0","id":\#(id),"result":"# + String(repeating: "[", count: 100_000) + "}")
    case .duplicateIDKeys: wire.send(#"{"jsonrpc":"2.0","id":\#(id),"id":77,"result":{"response":1,"isSystemDefault":false}}"#)
    case .wrongJSONRPCVersion: wire.send(good.replacingOccurrences(of: #""2.0""#, with: #""1.0""#))
    case .neitherResultNorError: wire.send(#"{"jsonrpc":"2.0","id":\#(id)}"#)
    case .bothResultAndError:
      wire.send(#"{"jsonrpc":"2.0","id":\#(id),"result":{},"error":{"code":-32603,"message":"both"}}"#)
    case .idAsString: wire.send(good.replacingOccurrences(of: #""id":\#(id)"#, with: #""id":"\#(id)""#))
    case .idFractional: wire.send(good.replacingOccurrences(of: #""id":\#(id)"#, with: #""id":\#(id).5"#))
    case .idPastDouble: wire.send(good.replacingOccurrences(of: #""id":\#(id)"#, with: #""id":1e400"#))
    case .idNegative: wire.send(good.replacingOccurrences(of: #""id":\#(id)"#, with: #""id":-1"#))
    case .idNullWithError:
      wire.send(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"what?"}}"#)
      wire.send(good)  // still served: the stream was sound
    case .idAnObject: wire.send(good.replacingOccurrences(of: #""id":\#(id)"#, with: #""id":{"n":1}"#))
    case .unsolicitedIDThenHang: wire.send(good.replacingOccurrences(of: #""id":\#(id)"#, with: #""id":999999"#)); hang()
    case .answersTwice: wire.send(good); wire.send(good)
    case .errorWithTextCode: wire.send(#"{"jsonrpc":"2.0","id":\#(id),"error":{"code":"bad","message":"x"}}"#)
    case .answersWithError: wire.send(#"{"jsonrpc":"2.0","id":\#(id),"error":{"code":-32603,"message":"internal failure"}}"#)
    case .resultWrongType: wire.send(#"{"jsonrpc":"2.0","id":\#(id),"result":"close"}"#)
    case .resultEmpty: wire.send(#"{"jsonrpc":"2.0","id":\#(id),"result":{}}"#)
    case .responseNone: wire.send(good.replacingOccurrences(of: #""response":1"#, with: #""response":0"#))
    case .responseParentalControls: wire.send(good.replacingOccurrences(of: #""response":1"#, with: #""response":3"#))
    case .responseUnknownValue: wire.send(good.replacingOccurrences(of: #""response":1"#, with: #""response":99"#))
    case .resultHugeString:
      wire.send(good.replacingOccurrences(of: #""result":{"#, with: #""result":{"pad":""# + String(repeating: "x", count: 900_000) + #"","#))
    case .closesAnswerPipe: close(4); hang()
    case .exitsAtOnce: exit(0)
    case .crashesWithSegfault: raise(SIGSEGV)
    case .floodsLogThenAnswers:
      for index in 0..<500 { wire.send(#"{"jsonrpc":"2.0","method":"$/log","params":{"level":"info","message":"line \#(index)"}}"#) }
      wire.send(good)
    case .asksTheHostUnknownMethod:
      wire.send(#"{"jsonrpc":"2.0","id":"ext-1","method":"host/formatDisk","params":{}}"#)
      wire.send(good)
    case .writesFrameToStdoutThenAnswers:
      FileHandle.standardOutput.write(Data("Content-Length: \(good.utf8.count)\r\n\r\n\(good)".utf8))
      wire.send(good)
    case .neverAnswers: hang()
    }
  }

  private func hang() -> Never {
    while true { sleep(60) }
  }
}
