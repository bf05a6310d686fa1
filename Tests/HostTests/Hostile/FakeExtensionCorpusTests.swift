import Foundation
import Glibc
import Testing

@testable import HostEngine

/// The fake extension (`Tests/FaultyExtensions/FakeProtocolExtension.swift`) writes by hand what a
/// hostile program could put on its protocol pipe, in the handshake or instead of its answer to a
/// press. Each visit ends in time, names exactly the faults the case expects against the fake (the
/// real configuration extension is never named), and leaves no process behind.
@Suite(.enabled(if: HostileCorpus.isRequested, "HOSTILE_CORPUS=1 runs it"), .serialized, .timeLimit(.minutes(8)))
struct FakeExtensionCorpusTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let behavior: String
    let phase: String
    /// The fault kinds the visit must name, in order; empty: the visit passes.
    let faults: [String]
    var testDescription: String { "\(behavior) (\(phase))" }
  }

  /// Behaviours and what the host names for them, in either phase.
  static let behaviors: [(name: String, faults: [String])] = [
    ("answersProperly", []),
    ("garbageWithoutHeader", ["framing-violation"]), ("negativeLength", ["framing-violation"]),
    ("lengthPastUInt64", ["framing-violation"]), ("lengthPastTheLimit", ["oversized-message"]),
    ("lengthWithLetters", ["framing-violation"]), ("headerPastOneKiB", ["framing-violation"]),
    ("noContentLength", ["framing-violation"]), ("twoContentLengths", ["framing-violation"]),
    // A partial frame then silence: the deadline passes, then the stream ends inside the frame.
    ("headerThenHang", ["unresponsive", "framing-violation"]), ("halfABodyThenHang", ["unresponsive", "framing-violation"]),
    ("halfABodyThenExit", ["framing-violation"]),
    ("bodyNotJSON", ["garbage-on-protocol-pipe"]), ("bodyAnArray", ["garbage-on-protocol-pipe"]),
    ("bodyANumber", ["garbage-on-protocol-pipe"]), ("bodyWithNUL", ["garbage-on-protocol-pipe"]),
    ("bodyNotUTF8", ["garbage-on-protocol-pipe"]), ("bodyNestedDeep", ["garbage-on-protocol-pipe"]),
    ("duplicateIDKeys", ["garbage-on-protocol-pipe"]), ("wrongJSONRPCVersion", ["garbage-on-protocol-pipe"]),
    ("neitherResultNorError", ["garbage-on-protocol-pipe"]), ("bothResultAndError", ["garbage-on-protocol-pipe"]),
    ("idAsString", ["unsolicited-response", "unresponsive"]), ("idFractional", ["garbage-on-protocol-pipe"]),
    ("idPastDouble", ["garbage-on-protocol-pipe"]), ("idNegative", ["unsolicited-response", "unresponsive"]),
    ("idNullWithError", ["garbage-on-protocol-pipe", "unresponsive"]), ("idAnObject", ["garbage-on-protocol-pipe"]),
    ("unsolicitedIDThenHang", ["unsolicited-response", "unresponsive"]), ("answersTwice", ["answered-twice"]),
    ("errorWithTextCode", ["garbage-on-protocol-pipe"]), ("resultWrongType", ["malformed-answer"]),
    ("resultEmpty", ["malformed-answer"]), ("resultHugeString", []),
    ("closesAnswerPipe", ["unresponsive"]), ("exitsAtOnce", ["exited-early"]), ("crashesWithSegfault", ["crashed"]),
    ("floodsLogThenAnswers", []), ("asksTheHostUnknownMethod", []), ("writesFrameToStdoutThenAnswers", ["frame-on-stdout"]),
    ("neverAnswers", ["unresponsive"]),
  ]

  /// Answers only a press can give wrongly.
  static let pressOnly: [(name: String, faults: [String])] = [
    ("responseNone", ["forbidden-response"]), ("responseParentalControls", ["forbidden-response"]),
    ("responseUnknownValue", ["forbidden-response"]),
  ]

  static let cases: [Case] =
    behaviors.flatMap { behavior in
      ["handshake", "press"].map { Case(behavior: behavior.name, phase: $0, faults: behavior.faults) }
    } + pressOnly.map { Case(behavior: $0.name, phase: "press", faults: $0.faults) }

  /// The sample manifests with the action extension replaced by the fake, behaving as `item` says.
  private func fixture(_ item: Case) throws -> ManifestFixture {
    let fixture = try ManifestFixture(
      action: ManifestFixture.Extension(principalClass: "FaultyExtensions.FakeProtocol", executable: "FaultyExtensions"))
    let path = fixture.directory + "/ShieldActionExt-Info.plist"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let keys = "<key>FakeProtocolBehavior</key><string>\(item.behavior)</string><key>FakeProtocolPhase</key><string>\(item.phase)</string>"
    guard let dict = text.range(of: "<dict>") else { throw TestSupportError("no <dict> in \(path)") }
    try text.replacingCharacters(in: dict, with: "<dict>" + keys).write(toFile: path, atomically: true, encoding: .utf8)
    return fixture
  }

  @Test func everyBehaviourIsACase() {
    #expect(Set(Self.cases.map(\.behavior)).count == Self.behaviors.count + Self.pressOnly.count)
  }

  /// One case per test, so no test holds a worker of the shared pool for long.
  @Test(arguments: cases)
  func aHostileWireBehaviourIsNamedInTimeAndLeavesNothing(_ item: Case) throws {
    let known = Set(ExtensionFault.Kind.allCases.map(\.rawValue))
    let fixture = try fixture(item)
    // The deadlines are the defaults: 2 s for the handshake and the press, then a generous slack.
    let run = try WatchedHostRun.run(["visit", "social.example", "--format", "json"] + fixture.arguments, limit: .seconds(40))
    let faults = try run.result.faults()
    #expect(run.result.exitCode == (item.faults.isEmpty ? 0 : 1), "exit \(run.result.exitCode)")
    #expect(faults.map(\.kind) == item.faults, "\(faults.map { "\($0.kind): \($0.detail.prefix(120))" })")
    #expect(faults.allSatisfy { $0.extension == "ShieldActionExt" && known.contains($0.kind) }, "\(faults)")
    #expect(run.seconds < 2 + 20, "took \(run.seconds) s")
    let leftovers = fixture.leftoverProcesses
    #expect(leftovers.isEmpty, "processes left behind: \(leftovers)")
    for pid in leftovers { kill(pid, SIGKILL) }
  }
}
