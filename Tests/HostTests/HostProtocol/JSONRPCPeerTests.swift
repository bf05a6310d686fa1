import Foundation
import HostProtocol
import Synchronization
import Testing

/// The generic JSON-RPC peer every side uses: ids and pending replies, typed dispatch by
/// method, cancellation of requests being served. Pure values; no process.
struct JSONRPCPeerTests {
  private struct Echo: RPCRequest {
    static let method = "test/echo"
    typealias Response = EchoResult
    var text: String
  }

  private struct EchoResult: Codable, Sendable, Equatable { var text: String }

  private struct Ping: RPCNotification {
    static let method = "test/ping"
    var count: Int
  }

  private struct Refusal: Error {}

  /// The immediate answer, from a caller that cannot wait.
  private static func answerNow(_ handlers: MethodHandlers<Void>, _ message: JSONRPCMessage) -> [UInt8] {
    handlers.answer(message, id: .number(2), method: Echo.method, context: ())
  }

  private func message(_ json: String) throws -> JSONRPCMessage { try JSONRPCMessage.decode(Array(json.utf8)) }

  private func reply(_ body: [UInt8]) throws -> JSONRPCMessage { try JSONRPCMessage.decode(body) }

  @Test func idsAreFreshAndAnswersFindTheirWaiter() {
    var pending = PendingReplies<String>()
    let first = pending.makeID()
    let second = pending.makeID()
    #expect(first == .number(1) && second == .number(2))
    pending.register(first, "a")
    pending.register(second, "b")
    let answered = pending.take(second)
    let again = pending.take(second)
    #expect(answered == "b")
    #expect(again == nil, "an answer is taken once")
    #expect(pending.wasSent(second) && !pending.wasSent(.number(3)) && !pending.wasSent(.string("2")))
    let rest = pending.takeAll()
    #expect(rest == ["a"])
    #expect(pending.count == 0 && pending.sentCount == 2)
  }

  @Test func prefixedIDsNeverCollideWithTheOtherSides() {
    var pending = PendingReplies<Int>(idPrefix: "ext")
    let id = pending.makeID()
    #expect(id == .string("ext-1"))
    #expect(pending.wasSent(.string("ext-1")) && !pending.wasSent(.number(1)) && !pending.wasSent(.string("ext-2")))
    pending.register(.string("ext-1"), 10)
    let due = pending.take { $0 > 5 }
    #expect(due.map(\.id) == [.string("ext-1")])
  }

  @Test func aCancelledRequestGetsOneAnswer() {
    var served = ServedRequests()
    served.begin(.number(7))
    let cancelled = served.cancel(.number(7))
    let heldBack = !served.mayAnswer(.number(7))
    #expect(cancelled, "in flight: the cancel answers it")
    #expect(heldBack, "its own answer is held back")
    served.begin(.number(8))
    let first = served.mayAnswer(.number(8))
    let lateCancel = served.cancel(.number(8))
    let second = served.mayAnswer(.number(8))
    #expect(first)
    #expect(!lateCancel, "answered already: the cancel changes nothing")
    #expect(second, "a second answer still goes out, so answering twice is seen")
  }

  /// A line of requests in flight at once: each is cancelled or answered on its own.
  @Test func requestsInFlightTogetherAreCancelledOneByOne() {
    var served = ServedRequests()
    for id in 1...3 { served.begin(.number(id)) }
    served.begin(.string("x"))
    let middle = served.cancel(.number(2))
    let third = served.mayAnswer(.number(3))
    let first = served.mayAnswer(.number(1))
    let heldBack = !served.mayAnswer(.number(2))
    let lateCancels = [served.cancel(.number(1)), served.cancel(.number(3))]
    let other = served.cancel(.string("x"))
    let stillHeldBack = [served.mayAnswer(.string("x")), served.mayAnswer(.number(2))]
    #expect(middle, "the middle one, in flight")
    #expect(third && first, "its neighbours, answered out of order")
    #expect(heldBack, "the cancelled one is held back")
    #expect(lateCancels == [false, false], "answered already")
    #expect(other, "another kind of id, still in flight")
    #expect(stillHeldBack == [false, false], "held back, however often it is asked")
  }

  @Test func requestsAreDispatchedByTypeWithTheirErrors() throws {
    var handlers = MethodHandlers<String>(peer: "the test") { _ in JSONRPCError(.contractViolation, "mapped") }
    handlers.serve(Echo.self) { request, context in
      guard request.text != "refuse" else { throw Refusal() }
      return EchoResult(text: request.text + context)
    }
    #expect(handlers.requestMethods == ["test/echo"])

    let echo = try message(#"{"jsonrpc":"2.0","id":3,"method":"test/echo","params":{"text":"hi"}}"#)
    let answered = try reply(handlers.answer(echo, id: .number(3), method: Echo.method, context: "!"))
    #expect(answered.id == .number(3))
    #expect(try answered.result(EchoResult.self) == EchoResult(text: "hi!"))

    let unknown = try reply(handlers.answer(echo, id: .number(4), method: "test/unknown", context: ""))
    #expect(unknown.kind == .errorResponse(id: .number(4), error: JSONRPCError(.methodNotFound, "the test serves no 'test/unknown'")))

    let malformed = try message(#"{"jsonrpc":"2.0","id":5,"method":"test/echo","params":{"text":5}}"#)
    guard case .errorResponse(_, let invalid) = try reply(handlers.answer(malformed, id: .number(5), method: Echo.method, context: "")).kind
    else { Issue.record("malformed params got an answer"); return }
    #expect(invalid.code == .invalidParams)

    let refused = try message(#"{"jsonrpc":"2.0","id":6,"method":"test/echo","params":{"text":"refuse"}}"#)
    let mapped = try reply(handlers.answer(refused, id: .number(6), method: Echo.method, context: ""))
    #expect(mapped.kind == .errorResponse(id: .number(6), error: JSONRPCError(.contractViolation, "mapped")))
  }

  @Test func asyncHandlersAreAwaitedAndNotificationsTyped() async throws {
    let pings = Mutex<[Int]>([])
    var handlers = MethodHandlers<Void>(peer: "the test")
    handlers.serve(Echo.self) { request, _ in
      await Task.yield()
      return EchoResult(text: request.text)
    }
    handlers.receive(Ping.self) { ping, _ in pings.withLock { $0.append(ping.count) } }
    let echo = try message(#"{"jsonrpc":"2.0","id":1,"method":"test/echo","params":{"text":"later"}}"#)
    #expect(try reply(await handlers.answer(echo, id: .number(1), method: Echo.method, context: ())).result(EchoResult.self).text == "later")
    #expect(try reply(Self.answerNow(handlers, echo)).kind == .errorResponse(id: .number(2), error: JSONRPCError(.internalError, "the test cannot answer 'test/echo' here")))

    let ping = try message(#"{"jsonrpc":"2.0","method":"test/ping","params":{"count":2}}"#)
    #expect(handlers.receive(ping, method: Ping.method, context: ()))
    let broken = try message(#"{"jsonrpc":"2.0","method":"test/ping","params":{}}"#)
    #expect(handlers.receive(broken, method: Ping.method, context: ()), "taken, and dropped: it does not decode")
    #expect(!handlers.receive(ping, method: "test/other", context: ()))
    #expect(pings.withLock { $0 } == [2])
  }
}
