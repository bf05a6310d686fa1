import Foundation
import Testing

/// Mistakes against WidgetKit's contract that break no protocol rule, each named once against
/// the extension that made it, with the fix: real `extension-host widgets` runs of the
/// FaultyWidgets extension, in every device state (so the extension is launched more than once).
@Suite(.timeLimit(.minutes(2)))
struct WidgetContractEndToEndTests {
  /// A provider that calls its timeline's completion three times is shown with its first
  /// timeline and named once, `completion-called-twice`, though two families and every locked
  /// pass ask it again; before, the runtime kept the first and nobody was told.
  @Test func aCompletionCalledAgainIsNamedOnceAndTheFirstTimelineIsShown() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--kind", "completes-twice"])
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetFaultIDs() == ["completion-called-twice"])
    let fault = try #require(report.objects("faults").first)
    #expect(try fault.string("extension") == "com.example.FocusApp.Widgets")
    #expect(try fault.string("detail").hasPrefix("the provider of 'completes-twice' called the completion handler of getTimeline(in:completion:) more than once"), "\(fault)")
    #expect(try fault.string("fix").hasPrefix("call the completion handler exactly once"), "\(fault)")
    let texts = try report.widgetRows().flatMap { try $0.strings("visibleText") }
    #expect(texts.contains("first"))
    #expect(!texts.contains("second") && !texts.contains("third"), "\(texts)")
  }

  /// A widget that reads an App Group its entitlements do not list (which the app lists) is
  /// named `app-group-not-entitled` once per API, against the extension, naming its
  /// entitlements file, with the fix; before, `widgets` said nothing and exited 0.
  @Test func anAppGroupTheEntitlementsDoNotListIsNamedOncePerAPIWithTheFix() async throws {
    let group = "group.com.example.FocusApp.shared"
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets", appGroups: ["group.com.example.FocusApp", group])
    defer { fixture.remove() }
    let (run, report) = try await fixture.report(["--kind", "unlisted-group"])
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetFaultIDs() == ["app-group-not-entitled", "app-group-not-entitled"], "\(run.stdout)")
    let faults = try report.objects("faults")
    let details = try faults.map { try $0.string("detail") }
    #expect(details.contains { $0.hasPrefix("called FileManager.containerURL(forSecurityApplicationGroupIdentifier:) for \"\(group)\"") }, "\(details)")
    #expect(details.contains { $0.hasPrefix("read UserDefaults(suiteName: \"\(group)\")") }, "\(details)")
    for fault in faults {
      #expect(try fault.string("extension") == "com.example.FocusApp.Widgets")
      #expect(try fault.string("detail").contains("Widgets.entitlements"), "\(fault)")
      #expect(try fault.string("fix") == "Add \(group) to com.apple.security.application-groups", "\(fault)")
    }
    let texts = try report.widgetRows().flatMap { try $0.strings("visibleText") }
    #expect(texts.contains("container none, defaults none"), "on a device the group is out of its reach: \(texts)")
  }

  /// The same widget with the group in its entitlements is not blamed.
  @Test func anEntitledGroupIsNotBlamed() async throws {
    let group = "group.com.example.FocusApp.shared"
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets", appGroups: [group])
    defer { fixture.remove() }
    let entitlements = try String(contentsOfFile: fixture.directory + "/Widgets.entitlements", encoding: .utf8)
      .replacingOccurrences(of: "<string>group.com.example.FocusApp</string>", with: "<string>\(group)</string>")
    try Data(entitlements.utf8).write(to: URL(fileURLWithPath: fixture.directory + "/Widgets.entitlements"))
    let (run, report) = try await fixture.report(["--kind", "unlisted-group", "--device", "unlocked"])
    #expect(run.exitCode == 0, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetFaultIDs().isEmpty)
  }

  /// An App Group name holding terminal escapes and a bell, from the extension's own call, is
  /// shown escaped in the text report, in the fault and in its fix: nothing of it reaches the
  /// terminal as a control character.
  @Test func aGroupNameHoldingTerminalEscapesIsShownEscaped() async throws {
    let fixture = try WidgetFixture.make(executable: "FaultyWidgets")
    defer { fixture.remove() }
    let run = try await HostRun.run([
      "widgets", "--manifests", fixture.directory, "--products", BuildProducts.directory, "--kind", "escaping-group", "--device",
      "unlocked",
    ])
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    #expect(!run.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(run.stdout.debugDescription)")
    let escaped = #"group.example.\u{1B}]0;owned\u{7}\u{1B}[2J"#
    #expect(run.stdout.contains(#"fault: com.example.FocusApp.Widgets: called FileManager.containerURL(forSecurityApplicationGroupIdentifier:) for ""# + escaped), "\(run.stdout)")
    #expect(run.stdout.contains("  fix: Add \(escaped) to com.apple.security.application-groups"), "\(run.stdout)")
  }
}
