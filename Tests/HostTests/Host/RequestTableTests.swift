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
        table.register(id, method: "m\(index)", sentAt: sent, timeout: timeout, waiter: "waiter \(index)") == nil)
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
    let refusal = table.register(id, method: "late", sentAt: start, timeout: .seconds(1), waiter: "x")
    #expect(refusal == "the extension was killed")
    #expect(table.failAll("another reason").isEmpty)
    #expect(table.goneReason == "the extension was killed", "the first reason stays")
    #expect(table.sentCount == 4)
  }

  @Test func latenciesStayBounded() {
    var table = RequestTable<Int>()
    for index in 0..<(RequestTable<Int>.maxLatencies * 2) {
      let id = table.makeID()
      _ = table.register(id, method: "m", sentAt: start, timeout: .seconds(1), waiter: index)
      _ = table.deliver(id, at: start + .milliseconds(1))
    }
    #expect(table.statistics.answered == RequestTable<Int>.maxLatencies * 2)
    #expect(table.statistics.latencies.count <= RequestTable<Int>.maxLatencies)
  }

  /// Requests sent at once, in line: `count` of them, each registered behind the one before.
  private func line(_ count: Int, timeout: Duration = .seconds(1)) -> (RequestTable<String>, [RequestID]) {
    var table = RequestTable<String>()
    var ids: [RequestID] = []
    for index in 0..<count {
      let id = table.makeID()
      #expect(table.register(id, method: "m\(index)", sentAt: start, timeout: timeout, after: ids.last, waiter: "waiter \(index)") == nil)
      ids.append(id)
    }
    return (table, ids)
  }

  @Test func aRequestInLineIsDueItsTimeoutAfterTheOneBeforeItIsAnswered() {
    var (table, ids) = line(3)
    #expect(table.nearestDeadline == start + .seconds(1), "only the first request's clock runs")
    // Each request takes 0.8 s of the extension's time: 2.4 s from the send, never late.
    guard case .answer = table.deliver(ids[0], at: start + .milliseconds(800)) else {
      Issue.record("the first answer did not match")
      return
    }
    #expect(table.nearestDeadline == start + .milliseconds(1800))
    #expect(table.expire(at: start + .milliseconds(1500)).isEmpty, "the second is not late 1.5 s after the send")
    guard case .answer = table.deliver(ids[1], at: start + .milliseconds(1600)) else {
      Issue.record("the second answer did not match")
      return
    }
    #expect(table.expire(at: start + .milliseconds(2500)).isEmpty)
    guard case .answer = table.deliver(ids[2], at: start + .milliseconds(2400)) else {
      Issue.record("the third answer did not match")
      return
    }
    #expect(table.statistics.latencies == [800, 800, 800], "each answer time counts from the request's own start")
  }

  @Test func aMissedDeadlineStartsTheClockOfTheRequestBehindIt() {
    var (table, ids) = line(2)
    let expired = table.expire(at: start + .seconds(1))
    #expect(expired.map(\.id) == [ids[0]])
    #expect(table.nearestDeadline == start + .seconds(2))
    #expect(table.expire(at: start + .milliseconds(1999)).isEmpty)
    #expect(table.expire(at: start + .seconds(2)).map(\.id) == [ids[1]])
  }

  @Test func theOldestRequestOfALineIsTheFirstSentThoughAllWereSentTogether() {
    var (table, ids) = line(4)
    #expect(table.oldestPendingLabel == "m0")
    _ = table.deliver(ids[0], at: start + .milliseconds(1))
    #expect(table.oldestPendingLabel == "m1", "what an exit interrupts now is the second request")
    #expect(table.failAll("gone").map(\.waiter) == ["waiter 1", "waiter 2", "waiter 3"])
  }

  @Test func aRequestBehindOneAlreadyEndedStartsItsClockWhenSent() {
    var table = RequestTable<String>()
    let first = table.makeID()
    _ = table.register(first, method: "m0", sentAt: start, timeout: .seconds(1), waiter: "a")
    _ = table.deliver(first, at: start + .milliseconds(5))
    let second = table.makeID()
    _ = table.register(second, method: "m1", sentAt: start + .milliseconds(10), timeout: .seconds(1), after: first, waiter: "b")
    #expect(table.nearestDeadline == start + .milliseconds(10) + .seconds(1))
  }
}
