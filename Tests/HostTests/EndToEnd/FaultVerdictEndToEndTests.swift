import Foundation
import Glibc
import HostProtocol
import Testing

@testable import HostEngine

/// Every deliberately broken extension gives the same single, correct finding, run after run,
/// and the well-behaved extension paired with it is never named (the rule in `RequestVerdict`).
///
/// Each case runs the same real visit (real extension processes over real pipes) 50 times. The
/// broken side's deadline is what trips it (it never answers, so no speed can pass it); the
/// well-behaved side gets deadlines of many seconds, so a loaded machine cannot make it fail.
@Suite(.timeLimit(.minutes(10)))
struct FaultVerdictEndToEndTests {
  static let runs = 50

  /// The visits run in this process, which must see EPIPE from a dead extension's pipe, as the
  /// host does, not die of SIGPIPE.
  init() { signal(SIGPIPE, SIG_IGN) }

  struct Case: CustomTestStringConvertible, Sendable {
    enum Side: Sendable { case action, configuration }
    let side: Side
    let className: String
    let kind: String
    /// Words the one finding's detail must contain.
    let detail: String
    var target: VisitTarget = .webDomain("social.example")
    /// The broken side's deadlines, in milliseconds (handshake, request).
    var handshakeMilliseconds = 10_000
    var requestMilliseconds = 10_000
    /// How long each stop step waits: generous, so an extension's last output (stdio flushed at
    /// exit) is always seen; short only for one that never answers `shutdown`.
    var stopGraceMilliseconds = 3_000

    var testDescription: String { "\(className) → \(kind)" }
  }

  static let cases: [Case] = [
    Case(side: .action, className: "ReturnsNone", kind: "forbidden-response", detail: "with .none"),
    Case(
      side: .action, className: "OpensParentalControls", kind: "forbidden-response",
      detail: "on iOS 26.5 it opens the parental-controls app that set the shield; this host runs no such app"),
    Case(
      side: .action, className: "NeverCompletes", kind: "unresponsive",
      detail: "did not call the completion handler of handle(action:for: WebDomainToken) within 300 ms",
      requestMilliseconds: 300),
    Case(
      side: .action, className: "CompletesLate", kind: "unresponsive",
      detail: "handle(action:for: ApplicationToken) within 300 ms",
      target: .application(bundleIdentifier: "com.example.videos"), requestMilliseconds: 300),
    Case(side: .action, className: "CompletesTwice", kind: "answered-twice", detail: "answered request 2"),
    Case(
      side: .action, className: "CrashesOnPress", kind: "crashed",
      detail: "was killed by SIGILL (a Swift runtime trap: fatalError, a force unwrap of nil, an index out of range) while handling handle(action:for: WebDomainToken)"
    ),
    Case(
      side: .action, className: "CrashesWithSignal", kind: "crashed",
      detail: "was killed by SIGSEGV (a memory access fault) while handling handle(action:for: WebDomainToken)"),
    Case(side: .action, className: "WritesOversizedFrame", kind: "oversized-message", detail: "67108864-byte message"),
    Case(side: .action, className: "WritesFrameToStdout", kind: "frame-on-stdout", detail: "protocol frame to stdout"),
    Case(
      side: .action, className: "HangsInInit", kind: "unresponsive", detail: "did not finish the handshake within 300 ms",
      handshakeMilliseconds: 300, stopGraceMilliseconds: 100),
    Case(
      side: .action, className: "NotAShieldClass", kind: "handshake-rejected", detail: "does not subclass ShieldActionDelegate"
    ),
    Case(
      side: .action, className: "ExitsDuringHandshake", kind: "exited-early",
      detail: "exited with status 3 while handling initialize"),
    Case(side: .action, className: "AnswersUnaskedRequest", kind: "unsolicited-response", detail: "request 4242"),
    Case(side: .action, className: "ReturnsOutOfRangeValue", kind: "forbidden-response", detail: "raw value 7"),
    Case(
      side: .configuration, className: "SlowConfiguration", kind: "unresponsive",
      detail: "took longer than 300 ms to answer configuration(shielding: WebDomain)", requestMilliseconds: 300,
      stopGraceMilliseconds: 100),
    Case(
      side: .configuration, className: "CrashingConfiguration", kind: "crashed",
      detail: "was killed by SIGILL (a Swift runtime trap: fatalError, a force unwrap of nil, an index out of range) while handling configuration(shielding: WebDomain)"
    ),
    Case(
      side: .configuration, className: "MalformedConfiguration", kind: "malformed-answer",
      detail: "backgroundColor has components outside 0...1", target: .application(bundleIdentifier: "com.example.videos")),
  ]

  @Test(arguments: cases)
  func theSameVisitGivesTheSameSingleFindingEveryRun(_ testCase: Case) async throws {
    let fixture = try ManifestFixture(
      action: testCase.side == .action ? faulty(testCase.className) : .init(),
      configuration: testCase.side == .configuration ? faulty(testCase.className) : .init())
    let setup = try SetupLoader.load(
      manifests: fixture.directory, policyPath: nil, searchDirectories: [BuildProducts.directory])
    let brokenName = try #require(testCase.side == .action ? setup.actionExtension : setup.configurationExtension).name

    var options = VisitOptions(target: testCase.target)
    let generous = Duration.seconds(10)
    let brokenRequest = Duration.milliseconds(testCase.requestMilliseconds)
    options.actionTimeout = testCase.side == .action ? brokenRequest : generous
    options.configurationTimeout = testCase.side == .configuration ? brokenRequest : generous
    var brokenLimits = ExtensionLauncher.Limits()
    brokenLimits.handshakeTimeout = .milliseconds(testCase.handshakeMilliseconds)
    var wellLimits = ExtensionLauncher.Limits()
    wellLimits.handshakeTimeout = generous
    let provider = PerExtensionLimits(
      limits: [brokenName: brokenLimits], otherwise: wellLimits, stopGrace: .milliseconds(testCase.stopGraceMilliseconds))

    var findings: [[String]] = []
    for _ in 0..<Self.runs {
      let report = try await VisitSession(setup: setup, options: options, provider: provider).run()
      findings.append(report.faults.map { "\($0.extension) \($0.kind): \($0.detail)" })
      #expect(report.faults.allSatisfy { $0.extension == brokenName }, "the well-behaved extension was named: \(report.faults)")
    }
    let first = try #require(findings.first)
    #expect(first.count == 1, "one root cause, one finding: \(first)")
    let finding = try #require(first.first)
    #expect(finding.hasPrefix("\(brokenName) \(testCase.kind): "), "\(finding)")
    #expect(finding.contains(testCase.detail), "\(finding)")
    let differing = findings.enumerated().filter { $0.element != first }
    #expect(differing.isEmpty, "runs \(differing.map(\.offset)) differ from the first: \(differing.first?.element ?? [])")
    #expect(fixture.leftoverProcesses.isEmpty, "extension processes left behind")
  }

  private func faulty(_ className: String) -> ManifestFixture.Extension {
    ManifestFixture.Extension(principalClass: "FaultyExtensions.\(className)", executable: "FaultyExtensions")
  }
}
