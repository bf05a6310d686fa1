import Foundation
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

  /// The daemon's defaults are the ones Documentation/Daemon.md gives: a backoff of 50 ms, 100 ms,
  /// … up to 2 s, and quarantine at three crashes inside 60 s or three strikes.
  @Test func theDefaultsAreTheDocumentedOnes() {
    let policy = RestartPolicy()
    #expect((1...7).map { policy.backoff(recentCrashes: $0) } == [50, 100, 200, 400, 800, 1600, 2000].map { Duration.milliseconds($0) })
    #expect(!policy.shouldQuarantine(recentCrashes: 2))
    #expect(policy.shouldQuarantine(recentCrashes: 3))
    let now = ContinuousClock.now
    #expect(policy.recent([now - .seconds(61), now - .seconds(59)], now: now).count == 1)
    #expect(policy.maxStrikes == 3)
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

  /// By default a captured line keeps its first 2000 bytes and 200 lines are kept, as
  /// Documentation/WireProtocol.md says.
  @Test func outputCaptureDefaultsAreTheDocumentedCaps() {
    var capture = OutputCapture()
    let kept = capture.append(Array((String(repeating: "x", count: 5000) + "\n").utf8))
    #expect(kept == [String(repeating: "x", count: 2000) + " […cut]"])
    for line in 0..<300 { _ = capture.append(Array("line \(line)\n".utf8)) }
    #expect(capture.lines.count == 200)
    #expect(capture.droppedLines == 101)
  }

  @Test func aCPUTimeBreachIsAResourceLimitNotACrash() {
    #expect(ExtensionFault.departure(.signaled(SIGXCPU), interrupted: nil, askedToStop: false)?.kind == .resourceLimit)
    #expect(ExtensionFault.departure(.signaled(SIGSEGV), interrupted: nil, askedToStop: false)?.kind == .crashed)
    #expect(crashHint(.signaled(SIGXCPU)).contains("CPU time"))
  }

  @Test func anExitIsOneFaultNamingTheRequestItInterrupted() {
    let crash = ExtensionFault.departure(.signaled(SIGILL), interrupted: "handle(action:for: WebDomainToken)", askedToStop: false)
    #expect(crash?.kind == .crashed)
    #expect(crash?.detail.hasSuffix("while handling handle(action:for: WebDomainToken)") == true)
    #expect(ExtensionFault.departure(.exited(3), interrupted: "initialize", askedToStop: false)?.kind == .exitedEarly)
    #expect(ExtensionFault.departure(.exited(0), interrupted: nil, askedToStop: true) == nil, "a clean exit when asked")
    #expect(ExtensionFault.departure(.exited(0), interrupted: nil, askedToStop: false)?.kind == .exitedEarly)
    #expect(ExtensionFault.departure(.signaled(SIGILL), interrupted: nil, askedToStop: true)?.detail.hasSuffix("while stopping") == true)
  }

  /// After `shutdown`, before `exit`: a clean exit is expected only once every request sent
  /// before `shutdown` has ended (the host says `exit` then); one that leaves such a request
  /// unanswered exited early, and is no crash.
  @Test func aCleanExitAfterShutdownWithARequestUnansweredIsAnEarlyExit() {
    let early = ExtensionFault.departure(.exited(0), interrupted: "widget/render", askedToStop: true, unansweredBeforeExit: "widget/render")
    #expect(early?.kind == .exitedEarly)
    #expect(early?.detail == "exited with status 0 with widget/render unanswered, after the host sent shutdown and before the host said exit")
    #expect(ExtensionFault.departure(.exited(0), interrupted: "shutdown", askedToStop: true, unansweredBeforeExit: nil) == nil)
  }

  @Test func theCatalogueSaysWhatEachKindMeans() {
    #expect(ExtensionFault.Kind.allCases.filter { !$0.isViolation } == [.wroteToStdout])
    #expect(ExtensionFault.Kind.protocolBreaking == [.garbageOnProtocolPipe, .framingViolation, .oversizedMessage])
    let breaking = ExtensionFault.Kind.allCases.filter(\.breaksProtocol)
    #expect(breaking.allSatisfy { $0.isStrike }, "a broken stream is also a strike")
    #expect(ExtensionFault.Kind.allCases.filter(\.retiresProcess) == [.unresponsive, .stoppedReading])
  }

  @Test func theTranslationGivesOneFaultPerOutcomeAndNoneForAnEndedExtension() {
    let role = RequestVerdict.Role.action(overload: "handle(action:for: WebDomainToken)")
    #expect(RequestVerdict.fault(RequestOutcome<Int>.answered(1), of: role) == nil)
    #expect(RequestVerdict.fault(RequestOutcome<Int>.extensionGone("gone"), of: role) == nil, "the connection names exits")
    #expect(RequestVerdict.fault(RequestOutcome<Int>.timedOut(milliseconds: 300), of: role)?.kind == .unresponsive)
    #expect(RequestVerdict.fault(RequestOutcome<Int>.timedOut(milliseconds: 300), of: .handshake)?.detail.contains("handshake") == true)
    #expect(RequestVerdict.fault(RequestOutcome<Int>.malformed("x"), of: role)?.kind == .malformedAnswer)
  }
}

/// `Documentation/Faults.md` states every fault kind as the catalogue defines it.
struct FaultCatalogueDocumentationTests {
  @Test func theTableMatchesTheCatalogue() throws {
    let text = try String(contentsOfFile: BuildProducts.repositoryRoot + "/Documentation/Faults.md", encoding: .utf8)
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }.map(String.init)
    let yes = { (value: Bool) in value ? "yes" : "no" }
    let expected = ExtensionFault.Kind.allCases.map { kind in
      "| `\(kind.rawValue)` | \(kind.isViolation ? "violation" : "warning") | \(yes(kind.isStrike)) | "
        + "\(yes(kind.breaksProtocol)) | \(yes(kind.retiresProcess)) |"
    }
    #expect(rows == expected)
  }
}
