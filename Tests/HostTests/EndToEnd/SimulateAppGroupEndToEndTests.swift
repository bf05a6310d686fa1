import Foundation
import Testing

/// A monitor extension that reaches for an App Group its entitlements do not list, under
/// `simulate`: named as a visit names it (hostile input, fifth sweep: `simulate` said only the
/// note before anything ran, and exited 0).
@Suite(.serialized, .timeLimit(.minutes(2)))
struct SimulateAppGroupEndToEndTests {
  @Test func aMonitorWithoutTheAppGroupIsNamedOnceWithTheFix() async throws {
    let group = "group.com.example.FocusApp"
    let run = try await ScenarioRun.simulate(nil, extra: ["--format", "json"]) { fixture in
      let path = fixture.directory + "/DeviceActivityMonitorExt.entitlements"
      let entitlements = try String(contentsOfFile: path, encoding: .utf8)
        .replacingOccurrences(
          of: "\t<key>com.apple.security.application-groups</key>\n\t<array>\n\t\t<string>\(group)</string>\n\t</array>\n", with: "")
      #expect(!entitlements.contains(group), "the fixture's monitor lists no App Group")
      try Data(entitlements.utf8).write(to: URL(fileURLWithPath: path))
    }
    #expect(run.exitCode == 1, "\(run.stdout)\(run.stderr)")
    let problems = try run.report().objects("problems").filter { try $0.string("kind") == "app-group-not-entitled" }
    let details = try problems.map { try $0.string("detail") }
    #expect(problems.count >= 2 && Set(details).count == details.count, "each use once, though every callback asks: \(details)")
    for problem in problems {
      #expect(try problem.string("extension") == "DeviceActivityMonitorExt")
      #expect(try problem.string("detail").contains("DeviceActivityMonitorExt.entitlements) do not list that App Group"), "\(problem)")
      #expect(try problem.string("fix") == "Add \(group) to com.apple.security.application-groups", "\(problem)")
    }
    #expect(try problems.contains { try $0.string("detail").hasPrefix("called FileManager.containerURL(forSecurityApplicationGroupIdentifier:)") })
  }
}
