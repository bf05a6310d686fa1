import Foundation
import Testing

/// `extension-host conform` against the real sample extensions (all green) and against every
/// deliberately broken extension (red on exactly its check, with the evidence), leaving no process.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct ConformEndToEndTests {
  /// One broken extension and what must catch it.
  struct Fault: Sendable, CustomTestStringConvertible {
    let principalClass: String
    let isConfiguration: Bool
    let check: String
    let evidence: String
    var options: [String] = ["--request-timeout", "500", "--handshake-timeout", "1000"]

    var testDescription: String { "\(principalClass) fails \(check)" }

    static func action(_ name: String, _ check: String, _ evidence: String, options: [String]? = nil) -> Fault {
      var fault = Fault(principalClass: name, isConfiguration: false, check: check, evidence: evidence)
      if let options { fault.options = options }
      return fault
    }

    static func configuration(_ name: String, _ check: String, _ evidence: String) -> Fault {
      Fault(principalClass: name, isConfiguration: true, check: check, evidence: evidence)
    }
  }

  static let faults: [Fault] = [
    .action("ReturnsNone", "action-response-allowed", "answered .none"),
    .action("ReturnsOutOfRangeValue", "action-response-allowed", "answered raw value 7"),
    .action("NeverCompletes", "answers-in-time", "got no answer within 500 ms"),
    .action("CompletesLate", "answers-in-time", "got no answer within 500 ms"),
    .action("CompletesTwice", "answers-once", "more than once"),
    .action("CrashesOnPress", "overloads-answered", "killed by SIGILL"),
    .action("CrashesWithSignal", "overloads-answered", "killed by SIGSEGV"),
    .action("ExitsDuringHandshake", "handshake", "exited with status 3 before answering initialize"),
    .action("HangsInInit", "handshake", "did not answer initialize within 1000 ms"),
    // Neither fault is about time: a generous deadline keeps a loaded machine from adding a
    // second, timing-made failure (printing 150,000 lines or allocating 160 MiB takes a while).
    .action("PrintsToStdout", "output-within-budget", "lines to stdout", options: ["--request-timeout", "20000"]),
    .action("WritesFrameToStdout", "no-frames-on-stdout", "wrote a protocol frame to stdout"),
    .action("WritesOversizedFrame", "protocol-pipe-clean", "67108864-byte message"),
    .action("AnswersUnaskedRequest", "no-unsolicited-answers", "request 4242, which the host never sent"),
    .action("NoSuchClass", "principal-class", "was not found in this executable"),
    .action("NotAShieldClass", "principal-class", "does not subclass ShieldActionDelegate"),
    .configuration("ReturnsNone", "principal-class", "subclasses ShieldActionDelegate"),
    .action(
      "AllocatesPastCeiling", "memory-within-ceiling", "over the 32 MiB ceiling",
      options: ["--request-timeout", "20000", "--handshake-timeout", "20000"]),
    .configuration("SlowConfiguration", "answers-in-time", "got no answer within 500 ms"),
    .configuration("CrashingConfiguration", "overloads-answered", "killed by SIGILL"),
    .configuration("MalformedConfiguration", "configuration-well-formed", "backgroundColor has components outside 0...1"),
  ]

  @Test func theSampleExtensionsPassEveryCheck() async throws {
    let fixture = try ConformFixture()
    let run = ConformRun(run: try await HostRun.run(["conform", fixture.directory, "--format", "json"]))
    #expect(run.run.exitCode == 0, "\(run.run.stdout.prefix(2000))")
    let checks = try run.checks()
    #expect(Set(checks.map(\.extension)) == ["ShieldActionExt", "ShieldConfigExt", "DeviceActivityMonitorExt"])
    #expect(checks.count == 60)
    #expect(try run.failures().isEmpty)
    let skipped = checks.filter { $0.status == "skip" }.map { "\($0.extension) \($0.id)" }.sorted()
    #expect(
      skipped == [
        "DeviceActivityMonitorExt action-response-allowed", "DeviceActivityMonitorExt configuration-well-formed",
        "ShieldActionExt configuration-well-formed", "ShieldConfigExt action-response-allowed",
      ])
    let repeated = checks.filter { $0.id == "repeated-requests" }
    #expect(repeated.count == 3)
    #expect(
      repeated.allSatisfy { $0.status == "pass" && $0.message.contains("answered 25 times in a row") },
      "the 25 requests Conformance.md documents: \(repeated.map(\.message))")
    let memory = checks.filter { $0.id == "memory-within-ceiling" }
    #expect(memory.count == 3)
    #expect(memory.allSatisfy { $0.message.contains("peak resident memory") && $0.message.contains("MiB") })
    // Every time a check reports is a finite number of milliseconds or seconds.
    let times = checks.flatMap { $0.message.matches(of: /([^ ]+) (ms|s)\b/).map { String($0.output.1) } }
    #expect(times.count >= 3 && times.allSatisfy { Double($0)?.isFinite == true }, "\(times)")
    #expect(run.run.stderr.contains("conform: ShieldActionExt: 19 passed, 0 failed, 1 skipped"), "progress on stderr")
    #expect(fixture.leftoverProcesses().isEmpty, "extension processes left behind")
  }

  @Test(arguments: faults)
  func aBrokenExtensionFailsExactlyItsCheck(_ fault: Fault) async throws {
    let broken = ManifestFixture.Extension(
      principalClass: "FaultyExtensions.\(fault.principalClass)", executable: "FaultyExtensions")
    let fixture =
      fault.isConfiguration ? try ConformFixture(configuration: broken) : try ConformFixture(action: broken)
    let manifest = fault.isConfiguration ? fixture.configurationManifest : fixture.actionManifest
    let run = ConformRun(run: try await HostRun.run(["conform", manifest, "--format", "json"] + fault.options))
    #expect(run.run.exitCode == 1)
    let failures = try run.failures()
    #expect(failures.map(\.id) == [fault.check], "\(failures.map { "\($0.id): \($0.message)" })")
    #expect(failures.first?.message.contains(fault.evidence) == true, "\(failures.first?.message ?? "no failure")")
    #expect(fixture.leftoverProcesses().isEmpty, "extension processes left behind")
  }

  @Test func textReportHasALinePerCheckAndASummary() async throws {
    let fixture = try ConformFixture()
    let run = try await HostRun.run(["conform", fixture.actionManifest])
    #expect(run.exitCode == 0)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("  PASS  ") }.count == 19)
    #expect(lines.contains("  SKIP  configuration-well-formed  applies only to shield configuration extensions"))
    #expect(lines.last?.hasPrefix("conform: 1 extension, 19 passed, 0 failed, 1 skipped in ") == true)
  }

  @Test func junitReportNamesTheFailure() async throws {
    let fixture = try ConformFixture(
      action: ManifestFixture.Extension(principalClass: "FaultyExtensions.ReturnsNone", executable: "FaultyExtensions"))
    let run = try await HostRun.run(["conform", fixture.actionManifest, "--format", "junit"])
    #expect(run.exitCode == 1)
    let xml = XMLCheck(run.stdout)
    #expect(xml.error == nil, "\(xml.error ?? "")")
    #expect(xml.elements.filter { $0 == "failure" }.count == 1)
    #expect(run.stdout.contains(#"name="action-response-allowed""#))
  }

  @Test func oneCheckRunsWithItsPrerequisitesButReportsAlone() async throws {
    let fixture = try ConformFixture()
    let run = ConformRun(
      run: try await HostRun.run(["conform", fixture.configurationManifest, "--check", "memory-within-ceiling", "--format", "json"]))
    #expect(run.run.exitCode == 0)
    #expect(try run.checks().map(\.id) == ["memory-within-ceiling"])
  }

  @Test func aTightMemoryLimitFailsTheSamplesNamingThePeak() async throws {
    let fixture = try ConformFixture()
    let run = ConformRun(
      run: try await HostRun.run(["conform", fixture.actionManifest, "--memory-limit", "4", "--format", "json"]))
    #expect(run.run.exitCode == 1)
    let failure = try #require(try run.failures().first)
    #expect(failure.id == "memory-within-ceiling")
    #expect(failure.message.contains("over the 4 MiB ceiling"))
  }

  @Test func listNeedsNoManifests() async throws {
    let run = try await HostRun.run(["conform", "--list"])
    #expect(run.exitCode == 0)
    #expect(run.stdout.split(separator: "\n").count == 20)
    #expect(run.stdout.contains("cancellation-honoured"))
  }

  @Test func usageAndSetUpErrorsHaveTheirExitCodes() async throws {
    #expect(try await HostRun.run(["conform", "--check", "no-such-check", "--list"]).exitCode == 2)
    #expect(try await HostRun.run(["conform", "--format", "sarif", "--list"]).exitCode == 2)
    let missing = try await HostRun.run(["conform", "/nonexistent/Ext-Info.plist"])
    #expect(missing.exitCode == 3)
    #expect(missing.stderr.contains("/nonexistent/Ext-Info.plist"))
    let fixture = try ConformFixture()
    let app = try await HostRun.run(["conform", fixture.directory + "/App-Info.plist"])
    #expect(app.exitCode == 3)
    #expect(app.stderr.contains("no NSExtension"))
  }
}
