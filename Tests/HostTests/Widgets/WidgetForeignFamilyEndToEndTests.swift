import Foundation
import Testing

/// A widget extension names its families; WidgetKit has seven. A name that is not one of them
/// is a malformed answer, named once, and never becomes a row or a picture's file name (where
/// `x/../../escaped/pwn` would leave the `--render` folder).
@Suite(.timeLimit(.minutes(2)))
struct WidgetForeignFamilyEndToEndTests {
  @Test func aFamilyWidgetKitDoesNotHaveIsNamedAndNeverLeavesTheRenderFolder() async throws {
    let fixture = try WidgetExtensionEndToEndTests.fakeWidget("widgetForeignFamily")
    defer { fixture.remove() }
    let pictures = fixture.directory + "/pictures"
    let outside = fixture.directory + "/escaped"
    // The folders the hostile name walks through exist, as an extension could make them.
    for folder in [pictures + "/fake-x", outside] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
    let (run, report) = try await fixture.report(["--device", "unlocked", "--lock-screen-access", "on", "--render", pictures])
    #expect(run.exitCode == 1, "\(run.stdout)\n\(run.stderr)")
    #expect(try report.widgetFaultIDs() == ["malformed-answer"], "\(run.stdout)")
    let detail = try report.objects("faults").first?.string("detail") ?? ""
    #expect(detail.contains("families WidgetKit does not have, not shown: 'fake' in 'x/../../escaped/pwn'"), "\(detail)")
    #expect(try report.objects("widgets").map { try $0.string("family") } == ["systemSmall"], "\(run.stdout)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == [], "a picture left the --render folder")
    #expect(try FileManager.default.contentsOfDirectory(atPath: pictures).sorted() == ["fake-systemSmall-unlocked-access-on.svg", "fake-x"])
  }
}
