import Foundation
import Testing

/// The fourth hostile sweep's widget cases (Documentation/Testing.md, "Hostile input, fourth
/// sweep"): real `extension-host widgets` runs of the FaultyWidgets extension and of manifests
/// written to break the host. HostRun fails a test whose host leaves a process behind.
@Suite(.timeLimit(.minutes(2)))
struct WidgetHostileEndToEndTests {
  /// An entitlements file listing thousands of App Groups is a set-up error at the array, before
  /// anything runs; it used to reach the launch, which failed with "Argument list too long"
  /// (the groups are named to the process in one environment variable) and blamed the build.
  @Test func thousandsOfAppGroupsAreASetUpErrorAtTheirArray() async throws {
    let fixture = try WidgetFixture.make()
    defer { fixture.remove() }
    let groups = (0..<5_000).map { "\t\t<string>group.com.example.FocusApp.shared.team\($0)</string>\n" }.joined()
    let entitlements = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      \t<key>com.apple.security.application-groups</key>
      \t<array>
      \t\t<string>group.com.example.FocusApp</string>
      \(groups)\t</array>
      </dict>
      </plist>

      """
    try Data(entitlements.utf8).write(to: URL(fileURLWithPath: fixture.directory + "/Widgets.entitlements"))
    let run = try await HostRun.run(["widgets", "--manifests", fixture.directory, "--products", BuildProducts.directory])
    #expect(run.exitCode == 3, "\(run.stdout)\n\(run.stderr)")
    #expect(
      run.stderr.contains(
        "Widgets.entitlements:5:2: error: com.apple.security.application-groups lists 5001 App Groups; extension-host runs a "
          + "target with at most 100"), "\(run.stderr)")
    #expect(!run.stderr.contains("Argument list too long"), "\(run.stderr)")
    #expect(run.stdout.isEmpty, "\(run.stdout)")
  }
}
