import Foundation
import HostProtocol
import Testing

@testable import ShieldRendering

/// Golden SVGs: every sample and every blur style, each also checked to be well-formed XML with
/// unique ids. `RECORD_SNAPSHOTS=1 swift test --filter Rendering` rewrites the files.
extension RenderingTests {
  @Suite(.timeLimit(.minutes(2))) struct ShieldSVGSnapshotTests {
    @Test(arguments: RenderingSamples.all)
    func sampleMatchesItsGoldenFile(_ sample: RenderingSample) {
      let svg = ShieldSVGRenderer.svg(for: sample.shield, appearance: sample.appearance)
      let xml = XMLCheck(svg)
      #expect(xml.isWellFormedSVG, "\(sample.name).svg is not well-formed: \(xml.error ?? "root is not <svg>")")
      #expect(Set(xml.ids).count == xml.ids.count, "duplicate ids in \(sample.name).svg")
      SVGSnapshot.expectMatches(svg, named: sample.name)
    }

    @Test(arguments: 0...20)
    func blurStyleMatchesItsGoldenFile(_ rawValue: Int) {
      let svg = ShieldSVGRenderer.svg(for: RenderingSamples.blurStyle(rawValue), appearance: .light)
      let xml = XMLCheck(svg)
      #expect(xml.isWellFormedSVG, "blur style \(rawValue): \(xml.error ?? "root is not <svg>")")
      SVGSnapshot.expectMatches(svg, named: RenderingSamples.blurStyleName(rawValue))
    }

    @Test func deferStripMatchesItsGoldenFile() {
      let before = ResolvedShield(RenderingSamples.adaptive, subjectName: "example.com")
      var redrawn = RenderingSamples.adaptive
      redrawn.title = ShieldLabel(text: "Request sent", color: RenderingSamples.label)
      redrawn.subtitle = ShieldLabel(
        text: "A parent will be asked for more time.", color: RenderingSamples.secondaryLabel)
      redrawn.secondaryButtonLabel = nil
      let after = ResolvedShield(redrawn, subjectName: "example.com")
      let svg = ShieldSVGRenderer.svgStrip(
        frames: [("Before: secondary button pressed, .defer", before), ("After the redraw", after)], appearance: .light)
      let xml = XMLCheck(svg)
      #expect(xml.isWellFormedSVG, "strip: \(xml.error ?? "root is not <svg>")")
      #expect(Set(xml.ids).count == xml.ids.count, "duplicate ids in the strip")
      #expect(xml.elements.filter { $0 == "svg" }.count == 3, "one root and one nested <svg> per frame")
      SVGSnapshot.expectMatches(svg, named: "defer-strip")
    }

    /// The README's picture is what `render` makes of the committed sample configuration today.
    @Test func theDocumentationSampleIsUpToDate() async throws {
      let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Documentation/images")
      let configuration = images.appendingPathComponent("sample-shield.json").path
      let committed = images.appendingPathComponent("sample-shield.svg")
      let output =
        SVGSnapshot.isRecording
        ? committed : FileManager.default.temporaryDirectory.appendingPathComponent("sample-\(UUID().uuidString).svg")
      let run = try await HostRun.run([
        "render", configuration, "--subject-name", "example.com", "--output", output.path,
      ])
      #expect(run.exitCode == 0, "\(run.stderr)")
      guard !SVGSnapshot.isRecording else {
        GoldenFile.recorded(committed.path)
        return
      }
      defer { try? FileManager.default.removeItem(at: output) }
      let fresh = try String(contentsOf: output, encoding: .utf8)
      #expect(
        fresh == (try String(contentsOf: committed, encoding: .utf8)),
        "Documentation/images/sample-shield.svg is stale; re-run the command in Documentation/Rendering.md")
      #expect(XMLCheck(fresh).isWellFormedSVG)
    }
  }
}
