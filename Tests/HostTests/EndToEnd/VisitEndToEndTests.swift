import Foundation
import Testing

/// Runs the real `extension-host visit` against the real sample extensions.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct VisitEndToEndTests {
  @Test func theReadmeVisitWorksFromTheRepository() async throws {
    let run = try await HostRun.run(["visit", "https://social.example/feed"], in: BuildProducts.repositoryRoot)
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stdout.contains("social.example is on hold"))
    #expect(run.stdout.contains("Answer: .close"))
    #expect(run.stdout.contains("Contract kept"))
    // What the run itself started is checked by `HostRun` (its marker); other tests may be
    // running the same sample manifests at this moment, so no check by manifest folder here.
  }

  @Test(arguments: [
    (["social.example"], "configuration(shielding: WebDomain)", "handle(action:for: WebDomainToken)"),
    (["news.example"], "configuration(shielding: WebDomain, in: ActivityCategory)", "handle(action:for: ActivityCategoryToken)"),
    (["--app", "com.example.videos"], "configuration(shielding: Application)", "handle(action:for: ApplicationToken)"),
    (["--app", "com.example.puzzles"], "configuration(shielding: Application, in: ActivityCategory)", "handle(action:for: ActivityCategoryToken)"),
  ])
  func everyOverloadRuns(target: [String], configurationOverload: String, actionOverload: String) async throws {
    let fixture = try ManifestFixture()
    let run = try await HostRun.run(["visit"] + target + fixture.arguments + ["--format", "json"])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let report = try run.report()
    let frames = try report.objects("frames")
    #expect(frames.first?["overload"] as? String == configurationOverload)
    #expect(frames.first?["isSystemDefault"] as? Bool == false)
    #expect(report["actionOverload"] as? String == actionOverload)
    #expect(report["response"] as? String == ".close")
    // The overload asked is the one that answers: only the sample's `in:` overloads name the category.
    let subtitle = try #require(frames.first?["configuration"] as? [String: Any])["subtitle"] as? [String: Any]
    let text = try #require(subtitle?["text"] as? String)
    #expect(text.hasSuffix("is paused during focus time.") == configurationOverload.contains("in: ActivityCategory"), "\(text)")
  }

  /// A category is never unlocked from the shield (see `StoreEndToEndTests` for a site that is):
  /// the sample records the request and answers `.defer`, and the shield is redrawn.
  @Test func deferRedrawsTheShieldWithAFreshConfiguration() async throws {
    let fixture = try ManifestFixture()
    let run = try await HostRun.run(["visit", "news.example", "--press", "secondary", "--format", "json"] + fixture.arguments)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let report = try run.report()
    #expect(report["response"] as? String == ".defer")
    let frames = try report.objects("frames")
    #expect(frames.map { $0["reason"] as? String } == ["first visit", "redraw after .defer"])
    let requests = try report.objects("transcript").filter {
      ($0["text"] as? String)?.contains("\"shield/configuration\"") == true && $0["channel"] as? String == "sent"
    }
    #expect(requests.count == 2)
  }

  @Test func aTargetOutsideThePolicyOpens() async throws {
    let run = try await HostRun.run(["visit", "example.org"], in: BuildProducts.repositoryRoot)
    #expect(run.exitCode == 0)
    #expect(run.stdout.contains("not shielded"))
  }

  @Test func theJSONTranscriptHoldsEveryMessageWithTimes() async throws {
    let fixture = try ManifestFixture()
    let run = try await HostRun.run(["visit", "social.example", "--format", "json"] + fixture.arguments)
    let transcript = try run.report().objects("transcript")
    let sent = transcript.filter { $0["channel"] as? String == "sent" }.compactMap { $0["text"] as? String }
    #expect(sent.contains { $0.contains("\"initialize\"") })
    #expect(sent.contains { $0.contains("\"shield/handleAction\"") })
    #expect(sent.contains { $0.contains("\"shutdown\"") })
    let times = transcript.compactMap { $0["milliseconds"] as? Double }
    #expect(times == times.sorted())
  }

  @Test func renderDrawsTheShieldBeforeAndAfterADefer() async throws {
    let fixture = try ManifestFixture()
    let output = fixture.directory + "/shield.svg"
    let run = try await HostRun.run(["visit", "news.example", "--press", "secondary", "--render", output] + fixture.arguments)
    #expect(run.exitCode == 0)
    let svg = try String(contentsOfFile: output, encoding: .utf8)
    #expect(svg.contains("<svg"))
    #expect(svg.contains("1. Shield"))
    #expect(svg.contains("2. After .defer (secondaryButtonPressed)"))
  }
}
