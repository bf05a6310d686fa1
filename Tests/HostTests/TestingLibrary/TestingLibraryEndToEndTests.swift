import ExtensionHostTesting
import Foundation
import Testing

/// `ExtensionHostTesting` driven the way a user's test drives it, over the bundled samples:
/// real extension processes on real pipes, found next to this test bundle.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct TestingLibraryEndToEndTests {
  @Test func aVisitShowsTheShieldAndThePressEndsIt() async throws {
    let host = try TestHost(manifests: "plists")
    let visit = try await host.visit("https://social.example/feed")
    let shield = try #require(visit.shield)
    #expect(shield.title == "social.example is on hold")
    #expect(shield.primaryButton == "Close")
    #expect(shield.secondaryButton == "Ask for more time")
    #expect(shield.icon.systemName == "moon.stars.fill")
    #expect(shield.icon.tint?.name == "systemIndigo" && shield.icon.dataByteCount == nil, "\(shield.icon)")
    let label = shield.primaryButtonColor
    #expect([label.red, label.green, label.blue, label.alpha] == [1, 1, 1, 1], "white: \(label)")
    #expect(shield.primaryButtonBackgroundColor.name == "systemIndigo")
    #expect(shield.submenuItems.isEmpty)
    #expect(!shield.isSystemDefault)
    #expect(shield.description.contains("social.example is on hold"), "the shield drawn as text")
    try visit.expectShield(title: "social.example is on hold", primaryButton: "Close")

    let result = try await visit.press(.primary)
    #expect(result.pressed == .primary)
    #expect(result.response == .close)
    #expect(result.outcome == "The shield closes and social.example stays blocked: the user is sent back.")
    #expect(result.faults.isEmpty, "\(result)")
    #expect(result.keptContract)
    #expect(result.transcript.contains { $0.contains("ShieldActionExt sent:") && $0.contains("shield/handleAction") })
    try result.expect(response: .close)
    try result.expectContractKept()

    await #expect(throws: TestHostError.self) { try await visit.press(.secondary) }
  }

  @Test func deferAfterAStoreWriteLiftsTheShieldAndTheNextVisitOpens() async throws {
    let host = try TestHost(manifests: "plists")
    let result = try await host.visit("social.example").press(.secondary)
    #expect(result.response == .defer)
    #expect(result.storeChanges == [#"ShieldActionExt changed shield.webDomains of store "default": 1 token → 0 tokens"#])
    #expect(result.outcome.hasPrefix("The shield lifts"))

    let next = try await host.visit("social.example")
    #expect(!next.isShielded, "the host kept the store the action extension wrote")
    await #expect(throws: TestHostError.self) { try await next.press() }
    host.reset()
    #expect(try await host.visit("social.example").isShielded, "reset starts from the app's seeds again")
  }

  @Test func aDeferThatKeepsTheShieldRedrawsIt() async throws {
    let host = try TestHost(manifests: "plists")
    let result = try await host.visit(app: "com.example.puzzles").press(.secondary)
    #expect(result.decision == "shielded by category")
    #expect(result.response == .defer)
    #expect(result.shields.count == 2, "\(result)")
    #expect(result.redrawnShield != nil)
  }

  @Test func aFailedExpectationShowsTheShieldAndTheTranscript() async throws {
    let host = try TestHost(manifests: "plists")
    let visit = try await host.visit("social.example")
    let wrongTitle = #expect(throws: ExpectationFailure.self) { try visit.expectShield(title: "Go outside") }
    #expect(wrongTitle?.message.contains(#"title: expected "Go outside", shown "social.example is on hold""#) == true)
    #expect(wrongTitle?.context.contains("social.example is on hold") == true, "the shield drawn")

    let result = try await visit.press(.primary)
    let failure = #expect(throws: ExpectationFailure.self) { try result.expect(response: .defer) }
    #expect(
      failure?.message
        == "expected the action extension to answer .defer to primary press on social.example, but it answered .close")
    #expect(failure?.description.contains("Transcript:") == true)
    #expect(failure?.description.contains("shield/handleAction") == true)
  }

  @Test func anUnbuiltExtensionNamesTheTestTargetFix() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-products-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: empty) }
    let error = #expect(throws: TestHostError.self) { try TestHost(manifests: "plists", products: empty) }
    #expect(error?.description.contains("add them to your test target's dependencies") == true, "\(String(describing: error))")
    #expect(error?.description.contains("\"ShieldActionExt\"") == true)
    #expect(throws: TestHostError.self) { try TestHost(manifests: "no-such-folder") }
  }

  @Test func lintAndConformanceAreOneCallEach() async throws {
    let host = try TestHost(manifests: "plists")
    let lint = try host.lint()
    #expect(lint.passes(), "\(lint)")
    #expect(lint.files.count == 10, "the app's and four extensions' Info.plist and entitlements")
    try lint.expectClean()

    let broken = try host.lint([BuildProducts.repositoryRoot + "/plists-variants/missing-app-group"])
    #expect(!broken.findings.isEmpty, "\(broken)")

    let conformance = try await host.conform(checks: ["handshake", "answers-once"])
    #expect(conformance.passed, "\(conformance)")
    #expect(
      conformance.extensions.map(\.name).sorted() == ["DeviceActivityMonitorExt", "ShieldActionExt", "ShieldConfigExt"])
    #expect(conformance.extension("ShieldActionExt")?.check("handshake")?.status == .pass)
    try conformance.expectAllPassed()
  }

  /// `expectFault(_:by:)` passes on the one fault of its kind, named against the extension that
  /// committed it, and fails, saying how many it found, for another kind or another extension.
  @Test func aFaultIsExpectedByKindAndByTheExtensionThatCommittedIt() async throws {
    let fixture = try ManifestFixture(
      action: .init(principalClass: "FaultyExtensions.CrashesOnPress", executable: "FaultyExtensions"))
    let host = try TestHost(manifests: fixture.directory)
    let result = try await host.visit("social.example").press(.primary)
    let crash = try #require(result.faults.first, "\(result)")
    #expect(result.faults.count == 1 && crash.kind == "crashed" && crash.extensionName != "ShieldConfigExt", "\(result)")
    try result.expectFault("crashed")
    try result.expectFault("crashed", by: crash.extensionName)
    let otherExtension = #expect(throws: ExpectationFailure.self) { try result.expectFault("crashed", by: "ShieldConfigExt") }
    #expect(otherExtension?.message == "expected one crashed fault by ShieldConfigExt, found 0", "\(String(describing: otherExtension))")
    let otherKind = #expect(throws: ExpectationFailure.self) { try result.expectFault("answered-twice") }
    #expect(otherKind?.message == "expected one answered-twice fault, found 0", "\(String(describing: otherKind))")
    #expect(throws: ExpectationFailure.self) { try result.expectContractKept() }
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  /// A project that ships only a monitor: the system default shield, a press the system closes,
  /// the note that says why; a folder with no extension at all still throws.
  @Test func aMonitorOnlyProjectVisitsTheSystemDefaultShield() async throws {
    let fixture = try OptionalShieldsEndToEndTests.monitorOnly()
    let host = try TestHost(manifests: fixture.directory)
    let visit = try await host.visit("social.example")
    let shield = try #require(visit.shield)
    #expect(shield.isSystemDefault && shield.fallbackReason == nil, "the system's own shield, not a fallback: \(shield)")
    #expect(shield.primaryButton == "OK" && shield.secondaryButton == nil)
    let result = try await visit.press(.primary)
    #expect(result.response == .close && result.answeredBySystem, "\(result)")
    // No extension ran, so no contract was kept: an expectation of one fails instead of checking nothing.
    #expect(!result.anExtensionRan && !result.keptContract && result.faults.isEmpty, "\(result)")
    #expect(result.verdict == "No extension ran: the system default shield showed and the system answered the press")
    let failure = #expect(throws: ExpectationFailure.self) { try result.expectContractKept() }
    #expect(failure?.message.contains("no extension ran in the visit to social.example") == true, "\(String(describing: failure))")
    #expect(result.notes.filter { $0.hasPrefix(OptionalShieldsEndToEndTests.bothMissing) }.count == 1, "\(result.notes)")
    #expect(fixture.leftoverProcesses.isEmpty)

    try OptionalShieldsEndToEndTests.removing(["DeviceActivityMonitorExt"], from: fixture)
    let error = #expect(throws: TestHostError.self) { try TestHost(manifests: fixture.directory) }
    #expect(error?.description.contains("no shield action extension") == true, "\(String(describing: error))")
  }
}
