import Foundation
import Testing

/// The locked passes of `extension-host widgets` on real processes: the extension launched again
/// under a lock that closes its App Group's files, whatever states run beside it, and a fault of
/// the executable named once however many passes meet it.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct WidgetLockedPassEndToEndTests {
  /// Before the first unlock asked for alone, with no unlocked state beside it: the extension still
  /// runs under that lock, so the App Group's default-class files are refused, its provider draws
  /// what it draws without them, and the refused open is named.
  @Test func beforeTheFirstUnlockAloneIsStillRunUnderItsLock() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets", groupDefaults: "<key>code</key><string>4821</string>")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report([
      "--kind", "defaults-placeholder", "--device", "before-first-unlock", "--lock-screen-access", "on",
    ])
    #expect(run.exitCode == 0, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetRows().map { try $0.strings("visibleText") } == [["none"]], "\(run.stdout)")
    let refused = try report.strings("notes").filter { $0.contains("could not open AppGroups/group.com.example.FocusApp") }
    #expect(refused.count == 1 && refused.first?.contains("the device not unlocked since it restarted") == true, "\(refused)")
  }

  /// The App Group's files take the monitor extension's data protection before the app's: with
  /// the monitor's `NSFileProtectionComplete` and the app's default class, a locked device
  /// refuses them, so the locked row shows what the provider draws without them.
  @Test func theAppGroupsClassIsTheMonitorsBeforeTheApps() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets", groupDefaults: "<key>code</key><string>4821</string>")
    defer { fixture.remove() }
    let plists = BuildProducts.repositoryRoot + "/plists/"
    for name in ["App-Info.plist", "DeviceActivityMonitorExt-Info.plist"] {
      try FileManager.default.copyItem(atPath: plists + name, toPath: fixture.directory + "/" + name)
    }
    for (name, protection) in [
      ("App", "NSFileProtectionCompleteUntilFirstUserAuthentication"), ("DeviceActivityMonitorExt", "NSFileProtectionComplete"),
    ] {
      let entitlements = try String(contentsOfFile: plists + name + ".entitlements", encoding: .utf8).replacingOccurrences(
        of: "</dict>", with: "\t<key>com.apple.developer.default-data-protection</key>\n\t<string>\(protection)</string>\n</dict>")
      try entitlements.write(toFile: fixture.directory + "/" + name + ".entitlements", atomically: true, encoding: .utf8)
    }
    let (run, report) = try await fixture.report([
      "--kind", "defaults-placeholder", "--device", "locked", "--lock-screen-access", "on",
    ])
    #expect(run.exitCode == 0, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetRows().map { try $0.strings("visibleText") } == [["none"]], "\(run.stdout)")
    let refused = try report.strings("notes").filter { $0.contains("could not open AppGroups/group.com.example.FocusApp") }
    #expect(refused.count == 1, "\(run.stdout)")
  }

  /// An executable that is no widget extension fails to start in the open pass and in the pass
  /// before the first unlock (the seeded App Group makes that one a process of its own): one
  /// `launch-failed`, not one a pass.
  @Test func anExecutableThatCannotStartIsNamedOnceAcrossThePasses() async throws {
    let fixture = try WidgetFixture.make(executable: "ShieldActionExt", groupDefaults: "<key>code</key><string>4821</string>")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report()
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetFaultIDs() == ["launch-failed"], "\(run.stdout)")
  }
}
