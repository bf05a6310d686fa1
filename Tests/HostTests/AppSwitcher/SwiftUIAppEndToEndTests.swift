import Foundation
import Testing

/// An app with SwiftUI's structure (`@main struct LedgerApp: App` with a `WindowGroup`), run by
/// `app-switcher` as iOS runs one: SwiftUI's own delegates connect the scene and show the window
/// group, the app's `@UIApplicationDelegateAdaptor` delegate is called, and the app's
/// `@Environment(\.scenePhase)` is the scene's phase when the card is taken.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct SwiftUIAppEndToEndTests {
  /// The app covers its screen when its scene phase is not active: the card shows the cover,
  /// while active the balance reads, and only the adapted delegate's callbacks are the app's code.
  @Test func anAppThatWatchesItsScenePhaseShowsItsCoverInTheCard() async throws {
    let app = try SwitcherAppFixture.swiftUI()
    defer { app.remove() }
    let (run, report) = try await app.report()
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let steps = try report.objects("steps")
    let launch = try steps[0].strings("visibleText")
    #expect(launch.contains("Balance 1,250.00") && launch.contains("Ledger"), "\(launch)")
    #expect(
      try steps[0].strings("callbacks") == [
        "application(_:didFinishLaunchingWithOptions:)", "application(_:configurationForConnecting:options:)",
      ])
    #expect(try report.object("snapshot").strings("visibleText") == ["Ledger is locked"])
    #expect(try report.findingIDs() == [])
  }

  /// Without its cover the same app shows its balance in the card, and the card is named.
  @Test func anAppThatDoesNotCoverShowsItsContentInTheCard() async throws {
    let app = try SwitcherAppFixture.swiftUI(covers: false)
    defer { app.remove() }
    let (run, report) = try await app.report()
    #expect(run.exitCode == 1, "\(run.stdout)\(run.stderr)")
    #expect(try report.object("snapshot").strings("visibleText").contains("Balance 1,250.00"))
    #expect(try report.findingIDs() == ["inactive-shows-content", "snapshot-shows-content"])
    #expect(run.stdout.contains("scenePhase) is not .active"), "the fix names SwiftUI's way: \(run.stdout)")
  }

  /// SwiftUI makes an app's `@StateObject` when it first evaluates the app, read or not: one the
  /// app never reads, which covers the screen from its `init`'s notification observers (vendano-ios's
  /// `BlurOverlay`), hides the balance while inactive and in the card. Its one cover holds two
  /// full-screen layers and is added once: no pile-up.
  @Test func anUnreadStateObjectIsMadeAndItsCoverHidesTheCard() async throws {
    let app = try SwitcherAppFixture.swiftUI(covers: false, stateObjectCover: true)
    defer { app.remove() }
    let (run, report) = try await app.report()
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.components(separatedBy: "PrivacyCover made").count == 2, "made once: \(run.stdout)")
    let steps = try report.objects("steps")
    #expect(try steps[0].strings("visibleText").contains("Balance 1,250.00"))
    #expect(try !report.object("snapshot").strings("visibleText").contains("Balance 1,250.00"))
    #expect(try report.findingIDs() == [])
  }

  /// A scene delegate the app's delegate names gets the scene's callbacks beside SwiftUI's window:
  /// its cover window hides the uncovered SwiftUI content in the card.
  @Test func aSceneDelegateTheAppDelegateNamesCoversTheCard() async throws {
    let app = try SwitcherAppFixture.swiftUI(covers: false, sceneDelegate: true)
    defer { app.remove() }
    let (run, report) = try await app.report()
    #expect(run.exitCode == 0, "only a warning: inactive still shows the balance: \(run.stdout)")
    let steps = try report.objects("steps")
    #expect(try steps[0].strings("visibleText").contains("Balance 1,250.00"))
    let background = try #require(steps.first { (try? $0.string("state")) == "background" })
    #expect(try background.strings("callbacks").contains("sceneDidEnterBackground(_:)"), "\(background)")
    #expect(try report.object("snapshot").strings("visibleText") == ["Ledger is hidden"])
    #expect(try report.findingIDs() == ["inactive-shows-content"])
  }

  /// An Info.plist without a scene manifest runs the app-delegate lifecycle: SwiftUI still makes
  /// the app's window, so the card is the app's, covered the same way.
  @Test func withoutASceneManifestTheWindowGroupStillShows() async throws {
    let app = try SwitcherAppFixture.swiftUI(sceneManifest: false)
    defer { app.remove() }
    let (run, report) = try await app.report()
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(try report.objects("steps")[0].strings("visibleText").contains("Balance 1,250.00"))
    #expect(try report.object("snapshot").strings("visibleText") == ["Ledger is locked"])
  }

  /// An Xcode project whose SwiftUI app has no Info.plist file (Xcode generates it from build
  /// settings, as its app template has since Xcode 13) runs from the project folder: the app is
  /// the project's, named by `INFOPLIST_KEY_CFBundleDisplayName`, its scenes from
  /// `INFOPLIST_KEY_UIApplicationSceneManifest_Generation`.
  @Test func anAppWhoseInfoPlistXcodeGeneratesRunsFromItsProject() async throws {
    let project = try ProjectManifestFolderTests.NestedProject()
    try FileManager.default.createSymbolicLink(
      atPath: project.products + "/FocusTimer", withDestinationPath: BuildProducts.directory + "/SwitcherSwiftUIApp")
    let run = try await HostRun.run([
      "app-switcher", "--manifests", project.directory, "--products", project.products, "--format", "json",
    ])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let report = try run.report()
    #expect(try report.string("app") == "com.example.focustimer", "\(report)")
    #expect(try report.object("snapshot").strings("visibleText") == ["Ledger is locked"])
  }
}
