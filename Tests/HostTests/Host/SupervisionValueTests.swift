import Glibc
import Testing

@testable import HostEngine

struct SupervisionValueTests {
  @Test func backoffDoublesAndIsCapped() {
    let policy = RestartPolicy(initialBackoff: .milliseconds(50), maxBackoff: .milliseconds(300))
    #expect(policy.backoff(recentCrashes: 0) == .zero)
    #expect(policy.backoff(recentCrashes: 1) == .milliseconds(50))
    #expect(policy.backoff(recentCrashes: 3) == .milliseconds(200))
    #expect(policy.backoff(recentCrashes: 9) == .milliseconds(300))
  }

  @Test func onlyCrashesInsideTheWindowCount() {
    let policy = RestartPolicy(maxCrashes: 2, window: .seconds(10))
    let now = ContinuousClock.now
    let crashes = [now - .seconds(30), now - .seconds(5), now - .seconds(1)]
    #expect(policy.recent(crashes, now: now).count == 2)
    #expect(policy.shouldQuarantine(recentCrashes: 2))
    #expect(!policy.shouldQuarantine(recentCrashes: 1))
  }

  @Test func aBoundedLogKeepsAbsoluteIndices() {
    var log = BoundedLog<Int>(capacity: 8)
    for value in 0..<20 { log.append(value) }
    #expect(log.elements.count <= 8)
    #expect(log.endIndex == 20)
    #expect(Array(log.since(18)) == [18, 19])
    #expect(Array(log.since(0)).last == 19, "indices older than the window give what is kept")
  }

  @Test func aRecentMapForgetsTheOldest() {
    var map = RecentMap<Int, String>(capacity: 4)
    for key in 0..<10 { map.insert("\(key)", for: key) }
    #expect(map[9] == "9")
    #expect(map[0] == nil)
  }

  @Test func outputCaptureCapsLinesAndSpotsFrames() {
    var capture = OutputCapture(maxLines: 3, maxLineBytes: 20)
    let kept = capture.append(Array("one\ntwo that is far too long for a line\nthree\nfour\nContent-Length: 2\n".utf8))
    #expect(kept == ["one", "two that is far too  […cut]", "three"])
    #expect(capture.totalLines == 5)
    #expect(capture.droppedLines == 2)
    #expect(capture.sawFrameHeader)
  }

  @Test func aCPUTimeBreachIsAResourceLimitNotACrash() {
    #expect(crashKind(.signaled(SIGXCPU)) == .resourceLimit)
    #expect(crashKind(.signaled(SIGSEGV)) == .crashed)
    #expect(crashHint(.signaled(SIGXCPU)).contains("CPU time"))
  }
}
