import HostProtocol
import Testing

@testable import HostEngine

/// The request table without a process: every request ends exactly once, and what comes after
/// is told apart.
struct RequestTableTests {
  private let start = ContinuousClock.now

  private func table(_ count: Int, timeout: Duration = .seconds(1)) -> (RequestTable<String>, [RequestID]) {
    var table = RequestTable<String>()
    var ids: [RequestID] = []
    for index in 0..<count {
      let id = table.makeID()
      let sent = start + .milliseconds(index)
      #expect(
        table.register(
          id, method: "m\(index)", sentAt: sent, deadline: sent + timeout, timeoutMilliseconds: 1000,
          waiter: "waiter \(index)") == nil)
      ids.append(id)
    }
    return (table, ids)
  }

  @Test func anAnswerEndsItsRequestAndASecondIsAnsweredTwice() throws {
    var (table, ids) = table(2)
    guard case .answer(let request) = table.deliver(ids[0], at: start + .milliseconds(40)) else {
      Issue.record("the first answer did not match")
      return
    }
    #expect(request.waiter == "waiter 0")
    #expect(table.pendingCount == 1)
    guard case .answeredTwice(let method) = table.deliver(ids[0], at: start + .milliseconds(50)) else {
      Issue.record("a second answer was not told apart")
      return
    }
    #expect(method == "m0")
    #expect(table.statistics.answered == 1)
    #expect(table.statistics.latencies == [40])
  }

  @Test func deadlinesExpireOldestFirstAndALaterAnswerIsLate() {
    var (table, ids) = table(3)
    #expect(table.expire(at: start + .milliseconds(999)).isEmpty)
    let expired = table.expire(at: start + .milliseconds(1001))
    #expect(expired.map(\.id) == [ids[0], ids[1]])
    #expect(table.pendingCount == 1)
    guard case .late(let method) = table.deliver(ids[1], at: start + .seconds(2)) else {
      Issue.record("an answer after the deadline was not late")
      return
    }
    #expect(method == "m1")
    #expect(table.nearestDeadline == start + .milliseconds(2) + .seconds(1))
  }

  @Test func anAnswerToAnIDNeverSentIsUnsolicited() {
    var (table, _) = table(1)
    guard case .unsolicited = table.deliver(.number(4242), at: start) else {
      Issue.record("an unknown id was not unsolicited")
      return
    }
    guard case .unsolicited = table.deliver(.string("1"), at: start) else {
      Issue.record("a string id that looks like a number id matched it")
      return
    }
  }

  @Test func failAllEndsEveryWaitingRequestAndRefusesLaterOnes() {
    var (table, _) = table(3)
    let failed = table.failAll("the extension was killed")
    #expect(failed.map(\.waiter) == ["waiter 0", "waiter 1", "waiter 2"])
    #expect(table.pendingCount == 0)
    #expect(table.nearestDeadline == nil)
    let id = table.makeID()
    let refusal = table.register(
      id, method: "late", sentAt: start, deadline: start + .seconds(1), timeoutMilliseconds: 1000, waiter: "x")
    #expect(refusal == "the extension was killed")
    #expect(table.failAll("another reason").isEmpty)
    #expect(table.goneReason == "the extension was killed", "the first reason stays")
    #expect(table.sentCount == 4)
  }

  @Test func latenciesStayBounded() {
    var table = RequestTable<Int>()
    for index in 0..<(RequestTable<Int>.maxLatencies * 2) {
      let id = table.makeID()
      _ = table.register(id, method: "m", sentAt: start, deadline: start + .seconds(1), timeoutMilliseconds: 1000, waiter: index)
      _ = table.deliver(id, at: start + .milliseconds(1))
    }
    #expect(table.statistics.answered == RequestTable<Int>.maxLatencies * 2)
    #expect(table.statistics.latencies.count <= RequestTable<Int>.maxLatencies)
  }
}
