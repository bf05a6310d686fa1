import Foundation
import HostProtocol
import Testing

@testable import ShieldRendering

extension RenderingTests {
  /// The App Switcher renderer in a real headless Chromium: what the legibility model says is
  /// covered is covered in the picture, and readable text really draws.
  @Suite(
    .serialized, .timeLimit(.minutes(3)),
    .enabled(if: Chromium.isAvailable || Chromium.isRequired, Comment(rawValue: Chromium.absenceMessage)))
  struct ScreenPictureEndToEndTests {
    typealias S = ScreenSamples

    func picture(_ svg: String) async throws -> PNGImage {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("screen-\(UUID().uuidString).svg")
      try Data(svg.utf8).write(to: file)
      defer { try? FileManager.default.removeItem(at: file) }
      let image = try await Chromium.screenshot(of: file, width: 393, height: 852)
      try #require(image.width == 393 && image.height == 852, "screenshot is \(image.width)x\(image.height)")
      return image
    }

    /// The darkest luma in the label's band (text is black on white).
    func darkest(_ image: PNGImage, y: Range<Int>) -> Double {
      var darkest = 1.0
      for row in y { for column in 20..<373 { darkest = min(darkest, image.pixel(x: column, y: row).luma) } }
      return darkest
    }

    @Test func readableTextDrawsAndAnOpaqueCoverHidesIt() async throws {
      let label = S.label("Balance 4,210.00", size: 28, y: 100)
      let open = try await picture(ScreenSVGRenderer.svg(for: S.screen([label]), title: "open"))
      #expect(darkest(open, y: 100..<134) < 0.3, "the text draws dark on the white window")
      let blue = ShieldColor(red: 0, green: 0.478, blue: 1)
      let covered = try await picture(
        ScreenSVGRenderer.svg(
          for: S.screen([S.window([label]), S.window([S.cover(blue)], level: 2001, order: 1)]), title: "covered"))
      let pixel = covered.pixel(x: 100, y: 117)
      #expect(pixel.isClose(to: PNGImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255), tolerance: 6), "\(pixel)")
      #expect(darkest(covered, y: 100..<134) > 0.15, "no text shows through the cover")
    }

    @Test func textUnderAThickBlurIsDrawnBlurred() async throws {
      let label = S.label("Balance 4,210.00", size: 17, y: 100)
      let sharp = try await picture(ScreenSVGRenderer.svg(for: S.screen([label]), title: "sharp"))
      let blurred = try await picture(ScreenSVGRenderer.svg(for: S.screen([label, S.blur(9)]), title: "blurred"))
      #expect(darkest(sharp, y: 95..<125) < 0.3)
      #expect(darkest(blurred, y: 95..<125) > 0.6, "under systemThickMaterial the text is a faint smear")
    }

    @Test func theCardShowsTheSnapshotScaledOnTheDarkBackdrop() async throws {
      let red = ShieldColor(red: 1, green: 0.231, blue: 0.188)
      let card = try await picture(ScreenSVGRenderer.appSwitcherCard(snapshot: S.screen([S.cover(red)]), appName: "Ledger"))
      let backdrop = card.pixel(x: 10, y: 10)
      #expect(backdrop.isClose(to: PNGImage.Pixel(red: 28, green: 28, blue: 30, alpha: 255), tolerance: 6), "\(backdrop)")
      let centre = card.pixel(x: 196, y: 400)
      #expect(centre.isClose(to: PNGImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255), tolerance: 6), "\(centre)")
      let outside = card.pixel(x: 30, y: 400)
      #expect(outside.luma < 0.2, "beside the scaled card is the backdrop: \(outside)")
    }
  }
}
