import ExtensionManifest
import Foundation
import HostProtocol
import Testing

@testable import HostEngine
@testable import ManifestLint

/// `Scripts/mutation.py`'s catalogue against the code's own lists: every fault kind, every lint
/// rule and every limit has a mutant that breaks it, so a new one without a mutant fails here.
@Suite(.timeLimit(.minutes(2)))
struct MutationCatalogueTests {
  /// `covers` tags of the catalogue (`mutation.py --covers`: id<TAB>covers).
  static func covered() async throws -> Set<String> {
    let result = try await runOffThePool(
      "/usr/bin/env", ["python3", BuildProducts.repositoryRoot + "/Scripts/mutation.py", "--covers"], timeout: .seconds(60),
      waitingFor: "mutation.py --covers")
    try #require(result.exitCode == 0, "mutation.py --covers failed: \(result.stderr)")
    let tags = result.stdout.split(separator: "\n").compactMap { $0.split(separator: "\t").last.map(String.init) }
    try #require(tags.count >= 50, "only \(tags.count) mutants listed")
    return Set(tags)
  }

  /// The stored properties of a limits value, as `Type.property` (skipping working state).
  static func limits(of value: Any, as name: String, only prefix: String? = nil) -> [String] {
    Mirror(reflecting: value).children.compactMap(\.label).filter { prefix.map($0.hasPrefix) ?? true }.map { "\(name).\($0)" }
  }

  @Test func everyFaultKindHasAMutant() async throws {
    let covered = try await Self.covered()
    let kinds = ExtensionFault.Kind.allCases.map(\.rawValue)
    #expect(kinds.count >= 16)
    for kind in kinds { #expect(covered.contains("fault:\(kind)"), "no mutant breaks fault kind \(kind)") }
  }

  @Test func everyAppSwitcherFindingHasAMutant() async throws {
    let covered = try await Self.covered()
    let kinds = AppSwitcherFinding.Kind.allCases.map(\.rawValue)
    #expect(kinds.count >= 14)
    for kind in kinds { #expect(covered.contains("appswitcher:\(kind)"), "no mutant breaks the finding \(kind)") }
  }

  @Test func everyWidgetFaultAndFindingHasAMutant() async throws {
    let covered = try await Self.covered()
    let faults = WidgetFault.Kind.allCases.map(\.rawValue)
    #expect(faults.count >= 5)
    for kind in faults { #expect(covered.contains("widgetfault:\(kind)"), "no mutant breaks the widget fault \(kind)") }
    let findings = WidgetFinding.Kind.allCases.map(\.rawValue)
    #expect(findings.count >= 4)
    for kind in findings { #expect(covered.contains("widgetfinding:\(kind)"), "no mutant breaks the widget finding \(kind)") }
  }

  @Test func everyLintRuleHasAMutant() async throws {
    let covered = try await Self.covered()
    #expect(LintRules.descriptions.count >= 38)
    for rule in LintRules.descriptions { #expect(covered.contains("lint:\(rule.id)"), "no mutant breaks \(rule.id) \(rule.name)") }
  }

  @Test func everyLimitHasAMutant() async throws {
    let covered = try await Self.covered()
    let limits =
      Self.limits(of: PlistLimits.default, as: "PlistLimits")
      + Self.limits(of: HostLimits(maxMessageBytes: 1, requestTimeoutMilliseconds: 1), as: "HostLimits")
      + Self.limits(of: ExtensionLauncher.Limits(), as: "ExtensionLauncher.Limits")
      + Self.limits(of: RestartPolicy(), as: "RestartPolicy")
      + Self.limits(of: OutputCapture(), as: "OutputCapture", only: "max")
      + Self.limits(of: FrameDecoder(), as: "FrameDecoder", only: "max")
      + ["StoreShieldSettings.tokenLimit"]
      + ["MonitoringLimits.maximumActivities", "MonitoringLimits.minimumInterval", "MonitoringLimits.maximumInterval"]
      + ["SimulationOptions.memoryBudgetBytes"]
    #expect(limits.count >= 20, "\(limits)")
    for limit in limits { #expect(covered.contains("limit:\(limit)"), "no mutant breaks the limit \(limit)") }
  }

  @Test func everyAreaOfTheIssueHasMutants() async throws {
    let areas = Set(try await Self.covered().map { $0.split(separator: ":")[0] })
    #expect(areas.isSuperset(of: ["fault", "lint", "limit", "teardown", "parser", "daemon", "contract"]), "\(areas)")
  }
}
