import Foundation
import Testing

/// `extension-host simulate` against a copy of the sample manifests, as the simulate tests run it.
enum ScenarioRun {
  /// Runs `scenario` (the bundled one named `bundled` when nil) with `monitor` as the monitor
  /// extension, the App Group seeded with `defaults` when given and the fixture changed by
  /// `prepare`; expects no monitor process left behind.
  static func simulate(
    _ scenario: String?, bundled: String = "SchoolNight", monitor: ManifestFixture.Extension = .init(),
    defaults: [String: Any]? = nil, extra: [String] = [], prepare: (ManifestFixture) throws -> Void = { _ in }
  ) async throws -> HostRun {
    let fixture = try ManifestFixture(monitor: monitor)
    if let defaults { try AppGroupDefaultsFile.write(defaults, into: fixture.directory) }
    try prepare(fixture)
    var path = BuildProducts.repositoryRoot + "/Scenarios/\(bundled).scenario"
    if let scenario {
      path = fixture.directory + "/test.scenario"
      try scenario.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let run = try await HostRun.run(["simulate", path] + extra + fixture.arguments)
    #expect(fixture.leftoverProcesses.isEmpty, "monitor processes left behind")
    return run
  }
}
