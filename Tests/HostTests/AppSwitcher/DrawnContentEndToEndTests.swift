import Foundation
import Testing

/// What apps draw themselves, read in the App Switcher snapshot in the app's own process: a view's
/// `draw(_:)`, a picture of the window (`drawHierarchy(in:afterScreenUpdates:)`) used as a cover,
/// and a blur whose strength a paused `UIViewPropertyAnimator` sets.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct DrawnContentEndToEndTests {
  /// Text a view draws in `draw(_:)` is on the screen like a label's.
  @Test func textAViewDrawsIsReadInTheSnapshot() async throws {
    let app = try SwitcherAppFixture.scenes("DrawnCardSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 1, "\(run.stdout)")
    #expect(try report.objects("steps")[0].strings("visibleText").contains("Credit 7,450.00"))
    #expect(try report.object("snapshot").strings("visibleText").contains("Credit 7,450.00"))
    #expect(try report.findingIDs() == ["snapshot-shows-content"])
  }

  /// An image of the window drawn with `drawHierarchy` is a copy of the screen: shown over the
  /// window, it hides nothing, and the snapshot shows the balance in it.
  @Test func aCoverMadeFromAPictureOfTheWindowShowsWhatItPictures() async throws {
    let app = try SwitcherAppFixture.scenes("HierarchyImageSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 1, "\(run.stdout)")
    let snapshot = try report.object("snapshot").strings("visibleText")
    #expect(snapshot.contains("Balance 4,210.00"))
    #expect(snapshot.filter { $0 == "Balance 4,210.00" }.count == 1, "the window beneath is covered by the image: \(snapshot)")
    #expect(try report.findingIDs() == ["snapshot-shows-content"])
  }

  /// The same picture under a thick material: covered.
  @Test func aBlurredPictureOfTheWindowCoversIt() async throws {
    let app = try SwitcherAppFixture.scenes("BlurredHierarchyImageSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 0, "\(run.stdout)")
    #expect(try report.object("snapshot").strings("visibleText") == [])
    #expect(try report.findingIDs() == [])
  }

  /// A paused animator at 0.2 shows a fifth of the blur: the balance stays readable.
  @Test func aBlurAtAFifthOfItsIntensityLetsTheContentThrough() async throws {
    let app = try SwitcherAppFixture.scenes("IntensityBlurSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 1, "\(run.stdout)")
    #expect(try report.object("snapshot").strings("visibleText").contains("Balance 4,210.00"))
    #expect(try report.findingIDs() == ["snapshot-shows-content"])
  }

  /// The same animator at its full fraction: covered.
  @Test func aBlurAtFullIntensityCovers() async throws {
    let app = try SwitcherAppFixture.scenes("FullIntensityBlurSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 0, "\(run.stdout)")
    #expect(try report.object("snapshot").strings("visibleText") == [])
  }

  /// A running animator started on resign has run by the snapshot, as a fade does.
  @Test func aBlurAnimatedInOnResignHasRunByTheSnapshot() async throws {
    let app = try SwitcherAppFixture.scenes("AnimatorBlurOnResignSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background,foreground,active")
    #expect(try report.object("snapshot").strings("visibleText") == [])
    #expect(try report.findingIDs() == [], "\(run.stdout)")
    #expect(try report.objects("steps").last?.strings("visibleText").contains("Balance 4,210.00") == true)
  }

  /// A cover shrunk to nothing with a transform covers nothing: the balance is in the snapshot.
  @Test func aCoverScaledToNothingCoversNothing() async throws {
    let app = try SwitcherAppFixture.scenes("ShrunkCoverSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 1, "\(run.stdout)")
    #expect(try report.object("snapshot").strings("visibleText").contains("Balance 4,210.00"))
    #expect(try report.findingIDs() == ["snapshot-shows-content"])
  }

  /// A small badge zoomed up about its centre until it fills the screen covers it.
  @Test func aBadgeScaledUpOverTheScreenCovers() async throws {
    let app = try SwitcherAppFixture.scenes("ZoomedBadgeCoverSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 0, "\(run.stdout)")
    #expect(try report.object("snapshot").strings("visibleText") == [])
    #expect(try report.findingIDs() == [])
  }

  /// A gradient layer of opaque colours over the window covers it.
  @Test func aGradientLayerOfOpaqueColoursCovers() async throws {
    let app = try SwitcherAppFixture.scenes("GradientLayerCoverSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 0, "\(run.stdout)")
    #expect(try report.object("snapshot").strings("visibleText") == [])
  }

  /// A picture of the window blurred with `CIGaussianBlur` by 30 pixels (10 points) hides it.
  @Test func aCoreImageBlurredPictureOfTheWindowCoversIt() async throws {
    let app = try SwitcherAppFixture.scenes("CoreImageBlurCoverSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 0, "\(run.stdout)")
    #expect(try report.object("snapshot").strings("visibleText") == [])
  }

  /// Blurred by 6 pixels (2 points), the 34-point balance still reads through; body text does not.
  @Test func aLightCoreImageBlurLetsTheLargeBalanceThrough() async throws {
    let app = try SwitcherAppFixture.scenes("LightCoreImageBlurCoverSceneDelegate")
    defer { app.remove() }
    let (run, report) = try await app.report(events: "background")
    #expect(run.exitCode == 1, "\(run.stdout)")
    let snapshot = try report.object("snapshot").strings("visibleText")
    #expect(snapshot == ["Balance 4,210.00"], "\(snapshot)")
  }
}
