import Foundation
import Testing

/// `conform` on a project that ships no extension it checks (only an app and a widget extension)
/// says what it checks and where a widget runs; it said "no Info.plist with an NSExtension" of a
/// folder whose widget Info.plist has one, and "it has no NSExtension dictionary" of that file.
/// The real `extension-host conform`.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ConformNothingToCheckEndToEndTests {
  private static let says = "conform checks shield action, shield configuration and device activity monitor extensions, "
    + "named by NSExtension/NSExtensionPointIdentifier (a widget extension runs with 'extension-host widgets')"

  /// The sample manifests with only the app's and the widget extension's files.
  private func widgetOnly() throws -> ManifestFixture {
    let fixture = try ManifestFixture()
    try OptionalShieldsEndToEndTests.removing(["ShieldActionExt", "ShieldConfigExt", "DeviceActivityMonitorExt"], from: fixture)
    return fixture
  }

  @Test func aFolderWithOnlyAWidgetSaysWhatConformChecks() async throws {
    let fixture = try widgetOnly()
    let run = try await HostRun.run(["conform", fixture.directory, "--products", BuildProducts.directory])
    #expect(run.exitCode == 3, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("\(fixture.directory): error: no extension conform checks here: \(Self.says)"), "\(run.stderr)")
  }

  @Test func aWidgetsInfoPlistSaysWhatConformChecks() async throws {
    let fixture = try widgetOnly()
    let plist = fixture.directory + "/WidgetExt-Info.plist"
    let run = try await HostRun.run(["conform", plist, "--products", BuildProducts.directory])
    #expect(run.exitCode == 3, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("\(plist): error: not an extension conform checks: \(Self.says)"), "\(run.stderr)")
  }
}
