import Foundation
import Testing

/// `Benchmarks/run.py` measures cold visits that did their work: each on a state of its own,
/// each checked to have drawn the shield and kept the contract.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct BenchmarkHermeticEndToEndTests {
  private func coldVisits(_ extra: [String]) async throws -> OffPoolRun {
    let run = try await runOffThePool(
      "/usr/bin/env",
      ["python3", BuildProducts.repositoryRoot + "/Benchmarks/run.py", "--smoke", "--only-cold-visit", "--bin-path",
       BuildProducts.directory] + extra,
      timeout: .seconds(240), waitingFor: "Benchmarks/run.py --only-cold-visit")
    await run.process.process.expectNothingLeftBehind()
    return run
  }

  @Test func everyColdVisitRunsOnAFreshStateAndIsReported() async throws {
    let run = try await coldVisits([])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let figures = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: [String: Any]])
    #expect(figures["cold visit"]?["count"] as? Int == 5, "\(run.stdout)")
  }

  /// A state in which the action extension already unshielded social.example: a visit there is
  /// an open site, a few milliseconds of no work. The benchmark refuses to report it.
  @Test func aColdVisitThatShowedNoShieldFailsTheRun() async throws {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("planted-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: state) }
    let plists = BuildProducts.repositoryRoot + "/plists"
    let unlock = try await HostRun.run(
      ["visit", "social.example", "--press", "secondary", "--manifests", plists, "--products", BuildProducts.directory,
       "--state", state])
    #expect(unlock.exitCode == 0, "\(unlock.stdout)\(unlock.stderr)")
    let open = try await HostRun.run(["visit", "social.example", "--manifests", plists, "--state", state])
    #expect(open.stdout.contains("not shielded"), "the planted state opens the site: \(open.stdout)")

    let run = try await coldVisits(["--seed-state", state])
    #expect(run.exitCode != 0, "\(run.stdout)")
    #expect(run.stderr.contains("showed no shield or did not keep the contract"), "\(run.stderr)")
    #expect(!run.stdout.contains("cold visit\""), "no figure was reported: \(run.stdout)")
  }
}
