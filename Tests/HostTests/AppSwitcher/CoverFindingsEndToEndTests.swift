import Foundation
import Testing

/// What the App Switcher's cover findings say, on real app processes: content left under a blur
/// when the app is active again is a cover left as surely as under an opaque view, only a view of
/// the whole screen is a cover, and a scene app's fix names the scene delegate's callbacks, the
/// only ones UIKit calls in it.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct CoverFindingsEndToEndTests {
  @Test func aBlurLeftOverTheContentWhileActiveIsACoverLeft() async throws {
    let app = try SwitcherAppFixture.scenes("BlurLeftBehindSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "inactive,active")
    #expect(try report.findingIDs() == ["cover-left-while-active"], "\(run.stdout)")
    let findings = try report.objects("steps")[2].objects("findings")
    #expect(try findings.map { try $0.string("id") } == ["cover-left-while-active"])
    #expect(try findings.first?.string("message").contains("blur") == true, "\(run.stdout)")
  }

  @Test func aSceneAppsFixNamesTheSceneDelegatesCallbacks() async throws {
    let app = try SwitcherAppFixture.scenes("RecordingSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(try report.findingIDs() == ["snapshot-shows-content"], "\(run.stdout)")
    let finding = try #require(try report.objects("steps").flatMap { try $0.objects("findings") }.first)
    let fix = try finding.string("fix")
    #expect(fix.hasPrefix("cover the screen in sceneDidEnterBackground(_:) without animation"), "\(fix)")
    #expect(fix.contains("hide it in sceneWillEnterForeground(_:)") && !fix.contains("application"), "\(fix)")
  }

  /// An opaque bar as wide as the screen but not as tall is no cover: the snapshot shows the
  /// account below it (`snapshot-shows-content`), not a cover that misses content above it.
  @Test func anOpaqueBarAcrossTheTopIsNoCover() async throws {
    let app = try SwitcherAppFixture.scenes("BannerCoverSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(try report.findingIDs() == ["snapshot-shows-content"], "\(run.stdout)")
    #expect(try report.object("snapshot").strings("visibleText").contains("Balance 4,210.00"), "\(run.stdout)")
  }
}
