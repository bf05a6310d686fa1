import Foundation
import Testing

/// In the daemon too, one root cause is counted once: a kill by the host for a broken protocol
/// stream is that fault's strike, never also a crash "from outside the host"; a stopped pipe
/// retires the process and counts one crash; a real crash counts one crash. Each visit's report
/// names the one fault, and the daemon's log says "crashed" exactly as often as it counts one.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct DaemonFaultCountEndToEndTests {
  static let runs = 2

  struct Case: CustomTestStringConvertible, Sendable {
    let className: String
    let kind: String
    let crashesPerVisit: Int
    let strikesPerVisit: Int
    var testDescription: String { "\(className) → \(kind)" }
  }

  static let cases: [Case] = [
    Case(className: "WritesOversizedFrame", kind: "oversized-message", crashesPerVisit: 0, strikesPerVisit: 1),
    Case(className: "StopsReadingOnPress", kind: "stopped-reading", crashesPerVisit: 1, strikesPerVisit: 0),
    Case(className: "CrashesOnPress", kind: "crashed", crashesPerVisit: 1, strikesPerVisit: 0),
    Case(className: "CompletesTwice", kind: "answered-twice", crashesPerVisit: 0, strikesPerVisit: 1),
    // The daemon retires the process for the missed deadline and kills it: that kill is the
    // host's, never also a crash (the mutant fault-host-kill-is-no-crash makes it one).
    Case(className: "NeverCompletes", kind: "unresponsive", crashesPerVisit: 1, strikesPerVisit: 0),
  ]

  @Test(arguments: cases)
  func eachFaultIsNamedOnceAndCountedOnce(_ testCase: Case) async throws {
    let daemon = try await DaemonProcess(["--max-strikes", "100"])
    let fixture = try ManifestFixture(
      action: ManifestFixture.Extension(principalClass: "FaultyExtensions.\(testCase.className)", executable: "FaultyExtensions"))
    for run in 1...Self.runs {
      let visit = try await daemon.client(["visit", "social.example", "--format", "json", "--action-timeout", "2000"] + fixture.arguments)
      #expect(visit.exitCode == 1, "visit \(run): \(visit.stderr)")
      let faults = try visit.faults()
      #expect(faults.map(\.kind) == [testCase.kind], "visit \(run): one finding: \(faults)")
      #expect(faults.allSatisfy { $0.extension == "ShieldActionExt" }, "\(faults)")
    }
    let status = try await daemon.client(["status", "--format", "json"])
    #expect(status.exitCode == 0, "\(status.stderr)")
    let extensions = try status.report().objects("extensions").filter { $0["name"] as? String == "ShieldActionExt" }
    let action = try #require(extensions.first, "no status for ShieldActionExt: \(status.stdout)")
    #expect(action["crashes"] as? Int == testCase.crashesPerVisit * Self.runs, "\(action)")
    #expect(action["strikes"] as? Int == testCase.strikesPerVisit * Self.runs, "\(action)")
    let log = daemon.log
    let crashLines = log.split(separator: "\n").filter { $0.contains("crashed: ") && $0.contains("ShieldActionExt") }
    #expect(crashLines.count == testCase.crashesPerVisit * Self.runs, "\(crashLines)")
    #expect(!log.contains("killed from outside the host"), "a kill by the host is not a crash from outside")
    #expect(await daemon.terminate() == 0)
    #expect(fixture.leftoverProcesses.isEmpty)
  }
}
