import Foundation
import Testing

/// `extension-host simulate` against a copy of the sample manifests, as the simulate tests run it.
enum ScenarioRun {
  /// Runs `scenario` (the bundled school night when nil) with `monitor` as the monitor extension,
  /// the App Group seeded with `defaults` when given; expects no monitor process left behind.
  static func simulate(
    _ scenario: String?, monitor: ManifestFixture.Extension = .init(), defaults: [String: Any]? = nil, extra: [String] = []
  ) async throws -> HostRun {
    let fixture = try ManifestFixture(monitor: monitor)
    if let defaults { try AppGroupDefaultsFile.write(defaults, into: fixture.directory) }
    var path = BuildProducts.repositoryRoot + "/Scenarios/SchoolNight.scenario"
    if let scenario {
      path = fixture.directory + "/test.scenario"
      try scenario.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let run = try await HostRun.run(["simulate", path] + extra + fixture.arguments)
    #expect(fixture.leftoverProcesses.isEmpty, "monitor processes left behind")
    return run
  }
}
