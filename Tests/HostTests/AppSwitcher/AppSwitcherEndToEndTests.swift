import Foundation
import Testing

/// `extension-host app-switcher` on real app processes: the bundled sample, the lifecycle in
/// Apple's documented order for both lifecycles, and one test app per mistake with its finding.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct AppSwitcherEndToEndTests {
  static let sceneLaunch = [
    "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
    "application(_:configurationForConnecting:options:)", "scene(_:willConnectTo:options:)",
    "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)",
  ]

  func callbacks(_ report: [String: Any]) throws -> [String: [String]] {
    var byStep: [String: [String]] = [:]
    for (index, step) in try report.objects("steps").enumerated() {
      byStep["\(index):\(try step.string("event"))"] = try step.strings("callbacks")
    }
    return byStep
  }

  @Test func theBundledSampleCoversItsScreenAndPasses() async throws {
    let sample = try SwitcherAppFixture.sample()
    defer { sample.remove() }
    // The default manifests folder, ./plists (a copy of the repository's).
    let run = try await HostRun.run(["app-switcher", "--format", "json", "--products", BuildProducts.directory], in: sample.parent)
    #expect(run.exitCode == 0, "\(run.stdout)\n\(run.stderr)")
    let report = try run.report()
    #expect(try report.string("app") == "com.example.FocusApp")
    #expect(try report.string("lifecycle") == "scenes")
    let steps = try report.objects("steps")
    #expect(try steps.map { try $0.string("event") } == ["launch", "inactive", "active", "background", "foreground", "active"])
    #expect(try steps[0].strings("visibleText").contains("Screen Time: 3 h 12 min"))
    #expect(try steps[1].strings("visibleText") == ["Focus"], "inactive shows the cover only")
    #expect(try report.object("snapshot").strings("visibleText") == ["Focus"])
    #expect(try report.findingIDs() == [])
  }

  @Test func theSceneLifecycleRunsInApplesOrder() async throws {
    let app = try SwitcherAppFixture.scenes("RecordingSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "inactive,active,background,foreground,active,background,active,terminate")
    #expect(run.exitCode == 1, "nothing covers the screen: \(run.stdout)")
    let steps = try report.objects("steps")
    #expect(try steps.map { try $0.strings("callbacks") } == [
      Self.sceneLaunch,
      ["sceneWillResignActive(_:)"],
      ["sceneDidBecomeActive(_:)"],
      ["sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)"],
      ["sceneWillEnterForeground(_:)"],
      ["sceneDidBecomeActive(_:)"],
      ["sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)"],
      ["sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)"],
      ["sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)", "sceneDidDisconnect(_:)"],
    ])
    #expect(try steps.map { try $0.string("state") } == [
      "active", "inactive", "active", "background", "inactive", "active", "background", "active", "background",
    ])
    let all = steps.flatMap { (try? $0.strings("callbacks")) ?? [] }
    #expect(!all.contains("applicationDidEnterBackground(_:)"), "a scene app's delegate lifecycle is never called")
    #expect(try report.findingIDs() == ["inactive-shows-content", "snapshot-shows-content"])
  }

  /// An app without a scene manifest still has one window scene, as on iOS 13 and later: code
  /// that finds the key window through `connectedScenes` finds the app delegate's window.
  @Test func anAppWithoutScenesHasOneConnectedScene() async throws {
    let app = try SwitcherAppFixture.legacy(findsWindowThroughScenes: true)
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background,foreground,active")
    #expect(run.exitCode == 0, "\(run.stdout)")
    #expect(try report.object("snapshot").strings("visibleText") == [])
    let callbacks = try report.objects("steps").flatMap { try $0.strings("callbacks") }
    #expect(!callbacks.contains { $0.hasPrefix("scene") }, "the scene has no delegate: \(callbacks)")
  }

  @Test func theAppDelegateLifecycleRunsInApplesOrder() async throws {
    let app = try SwitcherAppFixture.legacy()
    defer { app.remove() }
    let (run, report) = try await app.report(events: "inactive,active,background,foreground,active,terminate")
    #expect(run.exitCode == 0, "the chrome material hides body text: \(run.stdout)")
    #expect(try report.string("lifecycle") == "app-delegate")
    #expect(try report.objects("steps").map { try $0.strings("callbacks") } == [
      ["application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
       "applicationDidBecomeActive(_:)"],
      ["applicationWillResignActive(_:)"],
      ["applicationDidBecomeActive(_:)"],
      ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)"],
      ["applicationWillEnterForeground(_:)"],
      ["applicationDidBecomeActive(_:)"],
      ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)", "applicationWillTerminate(_:)"],
    ])
    #expect(try report.object("snapshot").strings("visibleText") == [])
    #expect(try report.findingIDs() == [])
  }

  @Test func aCoverShownOnlyInTheBackgroundLeavesInactiveReadable() async throws {
    let app = try SwitcherAppFixture.scenes("BackgroundOnlySceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report()
    #expect(run.exitCode == 0, "a warning does not fail: \(run.stdout)")
    #expect(try report.findingIDs() == ["inactive-shows-content"])
    let (allowed, quiet) = try await app.report(["--allow", "inactive"])
    #expect(allowed.exitCode == 0)
    #expect(try quiet.findingIDs() == [])
  }

  /// Redaction in an app's own SwiftUI screen: `redacted(reason: .privacy)` while the scene is
  /// not active hides the amounts marked `privacySensitive()`, as SwiftUI draws them, and leaves
  /// the rest readable; the title left is still text the app showed, so the finding names it.
  @Test func aScreenRedactedWhileInactiveHidesItsSensitiveTextInTheSnapshot() async throws {
    let app = try SwitcherAppFixture.scenes("RedactedSceneDelegate")
    defer { app.remove() }
    let (_, report) = try await app.report(events: "background,foreground,active")
    let steps = try report.objects("steps")
    #expect(try steps.first?.strings("visibleText") == ["Statement", "Rent -1,400.00", "Salary +3,200.00"])
    #expect(try report.object("snapshot").strings("visibleText") == ["Statement"])
    #expect(try report.findingIDs() == ["snapshot-shows-content"])
    #expect(try steps.last?.strings("visibleText").contains("Rent -1,400.00") == true)

    // The team says the title is not private: what is left is no finding, and the run passes.
    let (run, publicTitle) = try await app.report(["--public", "State.*"], events: "background,foreground,active")
    #expect(run.exitCode == 0, "\(run.stdout)")
    #expect(try publicTitle.object("snapshot").strings("visibleText") == ["Statement"])
    #expect(try publicTitle.findingIDs() == [])
    // A pattern matches whole texts: a part of one ("State") keeps it content.
    let (_, partial) = try await app.report(["--public", "State"], events: "background,foreground,active")
    #expect(try partial.findingIDs() == ["snapshot-shows-content"])
  }

  /// A cover made of Core Animation layers (an opaque layer and a logo layer added over the
  /// window's layer) hides the account as a cover view would, and leaves with its layer.
  @Test func aLayerAddedOverTheWindowCoversTheSnapshot() async throws {
    let app = try SwitcherAppFixture.scenes("LayerCoverSceneDelegate")
    defer { app.remove() }
    let (_, report) = try await app.report(events: "background,foreground,active")
    let steps = try report.objects("steps")
    #expect(try steps.first?.strings("visibleText").contains("Balance 4,210.00") == true)
    #expect(try report.object("snapshot").strings("visibleText") == [])
    #expect(try report.findingIDs() == [])
    #expect(try steps.last?.strings("visibleText").contains("Balance 4,210.00") == true)
  }

  /// An app lock that asks Face ID when the app is back: the snapshot shows the lock, and the
  /// owner's face (the host's phone is its owner's) unlocks the account once active again.
  @Test func anAppLockShowsInTheSnapshotAndFaceIDUnlocksIt() async throws {
    let app = try SwitcherAppFixture.scenes("BiometricLockSceneDelegate")
    defer { app.remove() }
    let (_, report) = try await app.report(events: "background,foreground,active")
    let steps = try report.objects("steps")
    #expect(try steps.first?.strings("visibleText").contains("Balance 4,210.00") == true)
    #expect(try report.object("snapshot").strings("visibleText") == ["Wallet locked"])
    #expect(try report.findingIDs() == [])
    let last = try #require(steps.last).strings("visibleText")
    #expect(last.contains("Balance 4,210.00") && !last.contains("Wallet locked"), "\(last)")
  }

  /// The app plays unlocked: `isProtectedDataAvailable` is true, so an app that locks its vault
  /// when protected data goes away shows its account, and covers it on background.
  @Test func theAppPlaysUnlockedSoProtectedDataIsAvailable() async throws {
    let app = try SwitcherAppFixture.scenes("ProtectedDataSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report()
    #expect(run.exitCode == 0, "\(run.stdout)\n\(run.stderr)")
    let launch = try #require(try report.objects("steps").first)
    #expect(try launch.strings("visibleText").contains("Balance 4,210.00"))
    #expect(try !launch.strings("visibleText").contains("Vault locked"))
  }

  @Test func aCoverRemovedOnlyOnEnteringTheForegroundIsLeftAndPilesUp() async throws {
    let app = try SwitcherAppFixture.scenes("LeftBehindSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "inactive,active,inactive,active")
    #expect(run.exitCode == 1)
    #expect(try report.findingIDs() == ["cover-left-while-active", "covers-pile-up"])
    let steps = try report.objects("steps")
    #expect(try steps[2].objects("findings").map { try $0.string("id") } == ["cover-left-while-active"])
  }

  /// Covers are counted as added, not as opaque layers: one hosting controller whose SwiftUI view
  /// draws two full-screen layers, added once to the opaque root view, is one cover.
  @Test func oneCoverOfTwoLayersIsNotAPileUp() async throws {
    let app = try SwitcherAppFixture.scenes("TwoLayerCoverSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "inactive,active,background,foreground,active")
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(try report.findingIDs() == [])
    #expect(try !report.object("snapshot").strings("visibleText").contains("Balance 4,210.00"))
  }

  /// The same two-layer cover added at every resign and never removed piles up, named once.
  @Test func twoLayerCoversAddedAtEachResignPileUp() async throws {
    let app = try SwitcherAppFixture.scenes("PilingTwoLayerCoverSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "inactive,active,inactive,active,inactive")
    #expect(run.exitCode == 1)
    #expect(try report.findingIDs() == ["cover-left-while-active", "covers-pile-up"])
    let steps = try report.objects("steps")
    #expect(try steps[1].objects("findings").isEmpty, "one cover after the first resign")
    #expect(try steps[3].objects("findings").map { try $0.string("id") } == ["covers-pile-up"])
  }

  @Test func aCoverOnTheRootViewMissesThePresentedSheet() async throws {
    let app = try SwitcherAppFixture.scenes("RootViewCoverSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 1)
    #expect(try report.findingIDs() == ["cover-misses-presented-view-controller"])
    #expect(try report.object("snapshot").strings("visibleText") == ["IBAN DE89 3704 0044 0532 0130 00"])
  }

  @Test func aThinMaterialLetsTheLargeBalanceThroughAndAThickOneDoesNot() async throws {
    let thin = try SwitcherAppFixture.scenes("ThinBlurSceneDelegate")
    defer { thin.remove() }
    let (run, report) = try await thin.report(events: "background")
    #expect(run.exitCode == 1)
    #expect(try report.findingIDs() == ["cover-too-thin"])
    #expect(try report.object("snapshot").strings("visibleText") == ["Balance 4,210.00"], "the 17 pt line is blurred away")
    let thick = try SwitcherAppFixture.scenes("ThickBlurSceneDelegate")
    defer { thick.remove() }
    let (thickRun, thickReport) = try await thick.report(events: "background")
    #expect(thickRun.exitCode == 0, "\(thickRun.stdout)")
    #expect(try thickReport.findingIDs() == [])
  }

  /// `UIVisualEffectView()` kept in a property, given its material on resign: both the inactive
  /// screen and the snapshot are covered, and the spinner in it is nothing to read.
  @Test func anEffectViewMadeWithoutAnEffectCoversOnceItHasOne() async throws {
    let app = try SwitcherAppFixture.scenes("StoredBlurSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "inactive,active,background")
    #expect(run.exitCode == 0, "\(run.stdout)")
    #expect(try report.findingIDs() == [])
    #expect(try report.object("snapshot").strings("visibleText") == [])
  }

  @Test func aCoverBuiltFromANilWindowNeverAppears() async throws {
    let app = try SwitcherAppFixture.scenes("NilWindowSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 1)
    #expect(try report.findingIDs() == ["snapshot-shows-content"])
  }

  @Test func anAnimatedCoverIsNotInTheSnapshot() async throws {
    let app = try SwitcherAppFixture.scenes("AnimatedCoverSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 1)
    #expect(try report.findingIDs() == ["cover-animated"])
    let background = try report.objects("steps")[1]
    #expect(try background.strings("visibleText") == [], "once the animation ran, the cover hides everything")
    #expect(try background.strings("snapshotText").contains("Balance 4,210.00"))
  }

  @Test func appDelegateCoverCodeInASceneAppIsNamedWithItsPlace() async throws {
    let app = try SwitcherAppFixture.scenes("RecordingSceneDelegate")
    defer { app.remove() }
    let sources = BuildProducts.repositoryRoot + "/Tests/SwitcherApps"
    let (run, report) = try await app.report(["--sources", sources], events: "background")
    #expect(run.exitCode == 1)
    #expect(try report.findingIDs() == ["app-delegate-lifecycle-in-scene-app"])
    let finding = try report.objects("steps")[1].objects("findings")[0]
    #expect(try finding.string("location").hasPrefix(sources + "/AppDelegate.swift:"))
    #expect(try finding.string("message").contains("applicationDidEnterBackground(_:)"))
  }

  @Test func aCrashInTheBackgroundCallbackIsNamedAndNothingIsLeft() async throws {
    let app = try SwitcherAppFixture.scenes("CrashingSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background,foreground")
    #expect(run.exitCode == 1)
    #expect(try report.findingIDs() == ["callback-crashed"])
    let finding = try report.objects("steps")[1].objects("findings")[0]
    #expect(try finding.string("message").contains("in sceneDidEnterBackground(_:)"))
    #expect(try report.objects("steps").count == 2, "the tour ends with the crash")
    #expect(leftoverExtensionProcesses(launchedFrom: app.directory).isEmpty, "app processes left behind")
  }

  /// A cover sized by a division by zero, added while resigning: the screen holds a NaN, which no
  /// answer can carry. The app launched and answered; what it refused is the step's answer, a
  /// malformed answer named with where the NaN is and its usual cause, never a failed launch.
  @Test func aCoverSizedByADivisionByZeroIsAMalformedAnswerOfItsStepNotAFailedLaunch() async throws {
    let app = try SwitcherAppFixture.scenes("DividesByZeroCoverSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "inactive,background")
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.findingIDs() == ["malformed-answer"], "\(run.stdout)")
    let steps = try report.objects("steps")
    #expect(steps.count == 2, "the tour ends with the refused step")
    let message = try steps[1].objects("findings")[0].string("message")
    #expect(message.contains("the app refused 'inactive'"), "\(message)")
    #expect(message.contains("it holds NaN at result.screen.windows[0].root.children[1].frame.x"), "\(message)")
    #expect(message.contains("a division by zero"), "\(message)")
    #expect(leftoverExtensionProcesses(launchedFrom: app.directory).isEmpty, "app processes left behind")
  }

  /// A screen of 20,000 labels laid out at once is more than an answer carries: the host stops the
  /// app for it, and the finding says what to change in the app, not to link the UIKit it links.
  @Test func aScreenTooLargeToAnswerIsNamedWithAFixForTheApp() async throws {
    let app = try SwitcherAppFixture.scenes("EveryRowAtOnceSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.findingIDs() == ["malformed-answer"], "\(run.stdout)")
    let finding = try report.objects("steps")[0].objects("findings")[0]
    #expect(try finding.string("message").contains("the limit is 4194304 bytes"), "\(finding)")
    #expect(try finding.string("fix").contains("keep a screen to what fits on it"), "\(finding)")
    #expect(leftoverExtensionProcesses(launchedFrom: app.directory).isEmpty, "app processes left behind")
  }

  @Test func aBackgroundCallbackThatNeverReturnsIsNamed() async throws {
    let app = try SwitcherAppFixture.scenes("BlockingSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(["--callback-limit", "1000"], events: "background")
    #expect(run.exitCode == 1)
    #expect(try report.findingIDs() == ["callback-blocked"])
    let finding = try report.objects("steps")[1].objects("findings")[0]
    #expect(try finding.string("message").contains("did not return in sceneDidEnterBackground(_:) within 1000 ms"))
    #expect(leftoverExtensionProcesses(launchedFrom: app.directory).isEmpty, "the blocked app is killed, not left")
  }

  @Test func anAppThatFloodsItsOutputIsNamedAndFinishes() async throws {
    let app = try SwitcherAppFixture.scenes("FloodingSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "inactive,background")
    #expect(run.exitCode == 1)
    #expect(try report.findingIDs() == ["inactive-shows-content", "snapshot-shows-content", "output-flood"])
    let flood = try report.objects("findings").first { try $0.string("id") == "output-flood" }
    let message = try #require(flood).string("message")
    #expect(message.contains("during 'inactive' (in sceneWillResignActive(_:))"), "\(message)")
    #expect(try report.objects("steps").count == 3, "the flood ends nothing: every step ran")
    #expect(leftoverExtensionProcesses(launchedFrom: app.directory).isEmpty, "app processes left behind")
    let quiet = try SwitcherAppFixture.scenes("RecordingSceneDelegate")
    defer { quiet.remove() }
    #expect(try await quiet.report(events: "inactive,background").report.findingIDs().contains("output-flood") == false)
  }

  @Test func aBlurCoverLaidOutWithAutoLayoutCoversTheScreen() async throws {
    let app = try SwitcherAppFixture.scenes("AutoLayoutBlurCoverSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report()
    #expect(run.exitCode == 0, "\(run.stdout)")
    let steps = try report.objects("steps")
    #expect(try steps[1].strings("visibleText") == ["Ledger"], "inactive: the blur fills the window, the name is on it")
    #expect(try report.object("snapshot").strings("visibleText") == ["Ledger"])
    #expect(try steps[2].strings("visibleText").contains("Balance 4,210.00"), "active again, uncovered")
    #expect(try report.findingIDs() == [])
  }

  @Test func aPresentedPrivacyScreenLaidOutOnTheSafeAreaCoversTheSnapshot() async throws {
    let app = try SwitcherAppFixture.scenes("PresentedPrivacySceneDelegate")
    defer { app.remove() }
    let (_, report) = try await app.report(["--allow", "inactive"], events: "inactive,active,background,foreground,active")
    #expect(try report.object("snapshot").strings("visibleText") == ["Ledger is locked"])
    #expect(try report.objects("steps")[5].strings("visibleText").contains("Balance 4,210.00"))
    #expect(try report.findingIDs() == [])
  }

  @Test func tableRowsAreContentAndShowInAnUncoveredSnapshot() async throws {
    let app = try SwitcherAppFixture.scenes("AccountsTableSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 1)
    let launch = try report.objects("steps")[0].strings("visibleText")
    for text in ["Accounts", "YOUR ACCOUNTS", "Checking", "DE89 3704 0044 0532 0130 00", "Savings"] {
      #expect(launch.contains(text), "\(text) in \(launch)")
    }
    #expect(try report.object("snapshot").strings("visibleText").contains("DE89 3704 0044 0532 0130 00"))
    #expect(try report.findingIDs() == ["snapshot-shows-content"])
  }

  /// A window whose root is a `UIHostingController`: its SwiftUI view is evaluated in the app's
  /// process and read like UIKit's, a secure field as dots; a SwiftUI cover in its own window hides it.
  @Test func aSwiftUIScreenIsReadAndASwiftUICoverHidesIt() async throws {
    let app = try SwitcherAppFixture.scenes("HostingSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 1)
    let launch = try report.objects("steps")[0].strings("visibleText")
    for text in ["Wallet", "Cards", "4929 1234 5678 9012", "Balance 1,250.00", "Security", "••••"] {
      #expect(launch.contains(text), "\(text) in \(launch)")
    }
    #expect(!launch.contains("4321"), "a secure field shows dots")
    #expect(try report.object("snapshot").strings("visibleText").contains("4929 1234 5678 9012"))
    #expect(try report.findingIDs() == ["snapshot-shows-content"])

    let covered = try SwitcherAppFixture.scenes("HostingCoverSceneDelegate")
    defer { covered.remove() }
    let (_, coveredReport) = try await covered.report(["--allow", "inactive"], events: "background,foreground,active")
    #expect(try coveredReport.object("snapshot").strings("visibleText") == ["Wallet is locked"])
    #expect(try coveredReport.findingIDs() == [])
  }

  /// A `UITextField` reads as what it shows: its text, a secure field's dots, an empty field's
  /// placeholder; the password itself never.
  @Test func textFieldsShowTheirTextSecureOnesDotsEmptyOnesTheirPlaceholder() async throws {
    let app = try SwitcherAppFixture.scenes("LoginSceneDelegate")
    defer { app.remove() }
    let (_, report) = try await app.report(events: "background")
    let snapshot = try report.object("snapshot").strings("visibleText")
    #expect(snapshot == ["ana@example.com", "••••••••", "One-time code"])
    #expect(!snapshot.contains("hunter22"))
  }

  /// `@Environment(\.scenePhase)` in a hosted SwiftUI view is the scene's phase when the card is
  /// taken. Each way SwiftUI apps hide a screen covers the statement in the snapshot and reads
  /// while active, before and after: a mask shown for a phase other than `.active` (a thick
  /// material with a label), `blur(radius:)` of the whole screen, the `UIVisualEffectView` a
  /// `UIViewRepresentable` wraps, and state set by `onChange(of: scenePhase)` (the change is seen
  /// between two captures).
  @Test(arguments: [
    ("ScenePhaseMaskSceneDelegate", "Rent -1,400.00", ["Budget is locked"]),
    ("ScenePhaseBlurSceneDelegate", "Salary +3,200.00", []),
    ("RepresentableBlurSceneDelegate", "Rent -1,400.00", []),
    ("ScenePhaseOnChangeSceneDelegate", "Rent -1,400.00", ["Locked"]),
    ("NestedOnChangeSceneDelegate", "Rent -1,400.00", ["Locked"]),
    ("NotificationPrivacySceneDelegate", "Rent -1,400.00", ["Hidden while away"]),
    // Hidden on `.inactive` only: going home passes through `.inactive`, whose change is seen
    // before `.background`'s, as on iOS (each transition updates the hosted view).
    ("InactiveOnlySceneDelegate", "Rent -1,400.00", ["Hidden while away"]),
  ])
  func aSwiftUIPrivacyScreenCoversTheSnapshot(_ delegate: String, readable: String, snapshot: [String]) async throws {
    let app = try SwitcherAppFixture.scenes(delegate)
    defer { app.remove() }
    let (_, report) = try await app.report(events: "background,foreground,active")
    let steps = try report.objects("steps")
    let launch = try #require(steps.first).strings("visibleText")
    #expect(launch.contains(readable), "readable while active: \(launch)")
    #expect(snapshot.allSatisfy { !launch.contains($0) }, "the cover is not shown while active: \(launch)")
    #expect(try report.object("snapshot").strings("visibleText") == snapshot)
    #expect(try report.findingIDs() == [])
    #expect(try steps.last?.strings("visibleText").contains(readable) == true, "readable again once active")
  }

  /// `task` and `onAppear` run in an app as the view first shows (a vault that asks Face ID in its
  /// `task` opens at launch), and not again while it stays shown; the lock covers the card.
  @Test func aTaskThatUnlocksAtLaunchRunsAndTheLockCoversTheCard() async throws {
    let app = try SwitcherAppFixture.scenes("TaskUnlockSceneDelegate")
    defer { app.remove() }
    let (_, report) = try await app.report(events: "background,foreground,active")
    let steps = try report.objects("steps")
    let launch = try #require(steps.first).strings("visibleText")
    #expect(launch.contains("Rent -1,400.00") && launch.contains("Opened 1 time(s)"), "\(launch)")
    #expect(try report.object("snapshot").strings("visibleText") == ["Vault locked"])
    let findings = try report.findingIDs()
    #expect(findings == [], "\(findings)")
    #expect(try steps.last?.strings("visibleText").contains("Opened 1 time(s)") == true, "onAppear ran once")
  }

  /// A tab bar controller shows its selected tab and the tabs' titles; a blurred
  /// `snapshotView(afterScreenUpdates:)` added on resign covers them.
  /// `snapshotView(afterScreenUpdates:)` is a picture of what the view shows: a "freeze" with
  /// nothing drawn over it shows the statement in the card, and the finding says why.
  @Test func aSnapshotViewWithNothingOverItShowsTheContent() async throws {
    let app = try SwitcherAppFixture.scenes("FrozenSnapshotSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(["--allow", "inactive"], events: "background")
    #expect(run.exitCode == 1)
    #expect(try report.object("snapshot").strings("visibleText").contains("Rent -1,400.00"))
    let findings = try report.objects("steps").flatMap { try $0.objects("findings") }
    #expect(try findings.map { try $0.string("id") } == ["snapshot-shows-content"])
    #expect(try findings.first?.string("message").contains("a picture of the same content") == true)
  }

  /// A cover faded in as the app resigns has run its fade by the snapshot when the app goes home
  /// (the resign comes as the gesture starts); one faded in the background callback has not.
  @Test func aFadeStartedOnResignHasRunByTheSnapshot() async throws {
    let app = try SwitcherAppFixture.scenes("ResignFadeSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background,foreground,active")
    #expect(try report.object("snapshot").strings("visibleText") == [])
    #expect(try report.findingIDs() == [], "\(run.stdout)")
    #expect(try report.objects("steps").last?.strings("visibleText").contains("Rent -1,400.00") == true)
  }

  /// `UIScreen.main.snapshotView(afterScreenUpdates:)` is a picture of the app's windows: blurred
  /// (prongbang/DataLeakageSwift's cover) it hides the account; with nothing over it, the card
  /// shows the account, and the finding says why.
  @Test func aBlurredPictureOfTheScreenCoversTheSnapshotAndABareOneShowsTheContent() async throws {
    let blurred = try SwitcherAppFixture.scenes("ScreenBlurSceneDelegate")
    defer { blurred.remove() }
    let (_, covered) = try await blurred.report(["--allow", "inactive"], events: "background,foreground,active")
    #expect(try covered.object("snapshot").strings("visibleText") == [])
    #expect(try covered.findingIDs() == [])
    #expect(try covered.objects("steps").last?.strings("visibleText").contains("Balance 4,210.00") == true, "removed once active")
    let bare = try SwitcherAppFixture.scenes("ScreenFreezeSceneDelegate")
    defer { bare.remove() }
    let (run, shown) = try await bare.report(["--allow", "inactive"], events: "background")
    #expect(run.exitCode == 1)
    #expect(try shown.object("snapshot").strings("visibleText").contains("Balance 4,210.00"))
    #expect(try shown.findingIDs() == ["snapshot-shows-content"])
  }

  @Test func aTabBarShowsItsSelectedTabAndASnapshotViewCoverHidesIt() async throws {
    let app = try SwitcherAppFixture.scenes("TabsSceneDelegate")
    defer { app.remove() }
    let (_, report) = try await app.report(["--allow", "inactive"], events: "background,foreground,active")
    let launch = try report.objects("steps")[0].strings("visibleText")
    for text in ["Balance 4,210.00", "Home", "Cards"] {
      #expect(launch.contains(text), "\(text) in \(launch)")
    }
    #expect(try report.object("snapshot").strings("visibleText") == [])
    let findings = try report.findingIDs()
    #expect(findings == [], "\(findings)")
    // The delegate also asks iOS to ignore its snapshot at the next launch: the notes say what that does not do.
    let notes = try report.objects("steps").flatMap { ($0["notes"] as? [String]) ?? [] }
    #expect(notes.contains { $0.hasPrefix("ignoreSnapshotOnNextApplicationLaunch() keeps the snapshot from the next launch") }, "\(notes)")
  }

  @Test func theLaunchScreenInAWindowOfItsOwnCoversTheSnapshot() async throws {
    let app = try SwitcherAppFixture.scenes("LaunchScreenCoverSceneDelegate")
    defer { app.remove() }
    let (_, report) = try await app.report(["--allow", "inactive"], events: "background,foreground,active")
    #expect(try report.object("snapshot").strings("visibleText") == [])
    #expect(try report.findingIDs() == [])
  }

  @Test func aDelegateWithItsOwnInitIsMadeWithIt() async throws {
    let app = try SwitcherAppFixture.scenes("InitializingSceneDelegate")
    defer { app.remove() }
    let (_, report) = try await app.report(events: "background")
    #expect(try report.objects("steps")[0].strings("visibleText").contains("Set up in init()"))
    #expect(try report.findingIDs() == ["snapshot-shows-content"])
  }

  @Test func aDelegateClassThatIsNoSceneDelegateIsNamedAtItsLine() async throws {
    let app = try SwitcherAppFixture.scenes("NotASceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 1)
    #expect(try report.findingIDs() == ["scene-delegate-not-found"])
    let finding = try report.objects("findings")[0]
    #expect(try finding.string("location") == app.infoPlist + ":21:6")
    #expect(try finding.string("message").contains("does not adopt UIWindowSceneDelegate"))
  }

  /// An app with no executable (a project `init` adopted, which builds only the extensions) is a
  /// set-up error that says how to give the app a target, not only to build it.
  @Test func anAppWithoutAnExecutableSaysHowToGiveItATarget() async throws {
    let app = try SwitcherAppFixture.scenes(nil, rawDelegate: "SceneDelegate", executable: "NoSuchApp")
    defer { app.remove() }
    let run = try await app.run()
    #expect(run.exitCode == 3)
    #expect(run.stderr.contains("executable 'NoSuchApp' not found"), "\(run.stderr)")
    #expect(run.stderr.contains("needs one: an executable target of the app's folder"), "\(run.stderr)")
  }

  @Test func aWrongSceneDelegateNameIsNamedAtItsLine() async throws {
    let app = try SwitcherAppFixture.scenes(nil, rawDelegate: "SwitcherApps.NoSuchSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 1)
    #expect(try report.findingIDs() == ["scene-delegate-not-found"])
    let finding = try report.objects("findings")[0]
    #expect(try finding.string("location") == app.infoPlist + ":21:6")
    let bare = try SwitcherAppFixture.scenes(nil, rawDelegate: "SceneDelegate")
    defer { bare.remove() }
    let refused = try await bare.run()
    #expect(refused.exitCode == 3)
    #expect(refused.stderr.contains(bare.infoPlist + ":21:6: error: scene delegate class"), "\(refused.stderr)")
    #expect(refused.stderr.contains("$(PRODUCT_MODULE_NAME).SceneDelegate"))
  }

  @Test func aConfigurationNameThePlistLacksLeavesTheSceneWithoutDelegate() async throws {
    let app = try SwitcherAppFixture.scenes("RecordingSceneDelegate", configurationName: "Main")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 1)
    #expect(try report.findingIDs() == ["scene-configuration-not-found"])
    #expect(try report.objects("steps")[0].strings("callbacks").contains("scene(_:willConnectTo:options:)") == false)
  }

  @Test func aStoryboardWindowStandsInAsContent() async throws {
    let app = try SwitcherAppFixture.scenes(nil, storyboard: "Main")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 1)
    #expect(try report.findingIDs() == ["snapshot-shows-content"])
    #expect(try report.objects("steps")[0].strings("notes").contains { $0.contains("storyboard 'Main'") })
  }

  /// An app-delegate app's `UIMainStoryboardFile` gets a window before
  /// `application(_:didFinishLaunchingWithOptions:)`, as UIKit loads it; here it stands in.
  @Test func anAppDelegateAppsMainStoryboardStandsInAsContent() async throws {
    let app = try SwitcherAppFixture.legacy(storyboard: "Main")
    defer { app.remove() }
    let (_, report) = try await app.report(events: "background")
    #expect(try report.string("lifecycle") == "app-delegate")
    let notes = try report.objects("steps")[0].strings("notes")
    #expect(notes.contains { $0.contains("storyboard 'Main' cannot be loaded here") }, "\(notes)")
  }

  @Test func aCoverWindowAtTheAppsOwnLevelIsNotTakenToCoverIt() async throws {
    let app = try SwitcherAppFixture.scenes("SameLevelCoverSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 1)
    #expect(try report.findingIDs() == ["window-order-unsure", "snapshot-shows-content"])
    let snapshot = try report.objects("steps").flatMap { try $0.objects("findings") }.first { try $0.string("id") == "snapshot-shows-content" }
    let message = try #require(snapshot).string("message")
    #expect(message.contains("shares level .normal with the app's window"), "\(message)")
  }

  /// A storyboard window shown only while the app is away is the cover (a login screen), not
  /// the app's content: its stand-in in the snapshot is no finding.
  @Test func aStoryboardShownOnlyWhileAwayIsTheCover() async throws {
    let app = try SwitcherAppFixture.scenes("LoginStoryboardCoverSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(["--allow", "inactive"], events: "background,foreground,active")
    #expect(try report.object("snapshot").strings("visibleText") == ["the window of storyboard \"Login\""])
    #expect(try report.findingIDs() == [], "\(run.stdout)")
    #expect(run.exitCode == 0)
  }

  @Test func anExecutableThatIsNoAppFailsItsLaunch() async throws {
    let app = try SwitcherAppFixture.scenes("RecordingSceneDelegate", executable: "ShieldActionExt")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 1)
    #expect(try report.findingIDs() == ["launch-failed"])
    #expect(try report.objects("steps").count == 1)
  }

  /// An app that writes what is no protocol frame is stopped by the host: `malformed-answer`,
  /// named once, not a crash of its callback.
  @Test func anAppAnsweringOffTheProtocolIsAMalformedAnswerNotACrash() async throws {
    let app = try SwitcherAppFixture.scenes(
      "RecordingSceneDelegate", executable: "FaultyExtensions",
      extraInfo: "\t<key>FakeProtocolBehavior</key>\n\t<string>appLaunchesGarbage</string>\n\t<key>FakeProtocolPhase</key>\n\t<string>press</string>\n")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 1, "\(run.stdout)\(run.stderr)")
    #expect(try report.findingIDs() == ["malformed-answer"], "\(run.stdout)")
  }

  /// An app that answers each request twice ends no step, so only the connection sees it: it is
  /// a `malformed-answer` all the same, where the report did not mention it.
  @Test func anAppAnsweringTwiceIsAMalformedAnswer() async throws {
    let app = try SwitcherAppFixture.scenes(
      "RecordingSceneDelegate", executable: "FaultyExtensions",
      extraInfo: "\t<key>FakeProtocolBehavior</key>\n\t<string>appAnswersTwice</string>\n\t<key>FakeProtocolPhase</key>\n\t<string>press</string>\n")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 1, "\(run.stdout)\(run.stderr)")
    let twice = try report.objects("findings").filter { try $0.string("id") == "malformed-answer" }
    #expect(twice.count == 1, "one fault, however many answers came twice: \(run.stdout)")
    #expect(try twice.first?.string("message").hasSuffix("(and 1 more like it) [answered-twice]") == true, "\(twice)")
  }

  @Test func badArgumentsAreUsageErrors() async throws {
    let app = try SwitcherAppFixture.scenes("RecordingSceneDelegate")
    defer { app.remove() }
    let event = try await app.run(events: "inactive,sleep")
    #expect(event.exitCode == 2)
    #expect(event.stderr.contains("unknown event 'sleep'"))
    let device = try await app.run(["--device", "Nokia 3310"])
    #expect(device.exitCode == 2)
    let allow = try await app.run(["--allow", "everything"])
    #expect(allow.exitCode == 2)
    let pattern = try await app.run(["--public", "Statement ("])
    #expect(pattern.exitCode == 2)
    #expect(pattern.stderr.contains("--public 'Statement (' is not a regular expression"), "\(pattern.stderr)")
  }

  @Test func renderWritesEachStepAndTheCard() async throws {
    let app = try SwitcherAppFixture.scenes("BackgroundOnlySceneDelegate")
    defer { app.remove() }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("switcher-render-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try await app.run(["--render", folder, "--device", "iPhone SE"], events: "background")
    #expect(run.exitCode == 0, "\(run.stdout)")
    #expect(run.stdout.contains("iPhone SE"))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(files == ["01-launch.svg", "02-background-snapshot.svg", "02-background.svg", "app-switcher-card.svg"])
    let card = try String(contentsOfFile: folder + "/app-switcher-card.svg", encoding: .utf8)
    #expect(card.contains("App Switcher card: Ledger"))
    #expect(card.contains("width=\"375\""))
  }
}
