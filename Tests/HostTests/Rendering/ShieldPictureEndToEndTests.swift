import Foundation
import HostProtocol
import Testing

@testable import ShieldRendering

extension RenderingTests {
  /// Renders SVGs with a real headless Chromium and checks pixels where they matter.
  ///
  /// An SVG that is well-formed but draws wrongly (or not at all) cannot pass. Skipped when Chromium
  /// is missing, unless `REQUIRE_CHROMIUM=1` (CI), when a missing browser fails instead.
  @Suite(
    .serialized, .timeLimit(.minutes(3)),
    .enabled(if: Chromium.isAvailable || Chromium.isRequired, Comment(rawValue: Chromium.absenceMessage)))
  struct ShieldPictureEndToEndTests {
    /// Screenshots `svg` at one device pixel per point.
    func picture(_ svg: String, width: Int = 393, height: Int = 852) async throws -> PNGImage {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("shield-\(UUID().uuidString).svg")
      try Data(svg.utf8).write(to: file)
      defer { try? FileManager.default.removeItem(at: file) }
      let image = try await Chromium.screenshot(of: file, width: width, height: height)
      try #require(image.width == width && image.height == height, "screenshot is \(image.width)x\(image.height)")
      return image
    }

    func picture(_ configuration: ShieldConfiguration?, _ appearance: Appearance = .light) async throws -> PNGImage {
      try await picture(
        ShieldSVGRenderer.svg(for: ResolvedShield(configuration, subjectName: "example.com"), appearance: appearance))
    }

    func expectColor(
      _ image: PNGImage, x: Double, y: Double, is expected: RGBAColor, _ what: String,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let pixel = image.pixel(x: Int(x), y: Int(y))
      let want = PNGImage.Pixel(
        red: Int((expected.red * 255).rounded()), green: Int((expected.green * 255).rounded()),
        blue: Int((expected.blue * 255).rounded()), alpha: 255)
      #expect(
        pixel.isClose(to: want, tolerance: 6), "\(what) at (\(Int(x)), \(Int(y))) is \(pixel), want \(want)",
        sourceLocation: sourceLocation)
    }

    @Test func thePrimaryButtonShowsItsColourAtItsCentre() async throws {
      var configuration = RenderingSamples.windDown
      configuration.primaryButtonLabel = ShieldLabel(text: "", color: RenderingSamples.white)
      let layout = ShieldLayout(ResolvedShield(configuration, subjectName: "example.com"))
      let image = try await picture(configuration)
      let red = RGBAColor(255, 59, 48)
      expectColor(image, x: layout.primaryButton.midX, y: layout.primaryButton.midY, is: red, "button centre")
      expectColor(image, x: layout.primaryButton.x + 8, y: layout.primaryButton.midY, is: red, "button's left end")
    }

    @Test func darkAppearanceFillsTheButtonWithTheDarkSystemColour() async throws {
      let layout = ShieldLayout(ResolvedShield(RenderingSamples.adaptive, subjectName: "example.com"))
      let image = try await picture(RenderingSamples.adaptive, .dark)
      expectColor(
        image, x: layout.primaryButton.x + 8, y: layout.primaryButton.midY, is: RGBAColor(94, 92, 230),
        "systemIndigo (dark)")
      let light = try await picture(RenderingSamples.adaptive, .light)
      expectColor(
        light, x: layout.primaryButton.x + 8, y: layout.primaryButton.midY, is: RGBAColor(88, 86, 214),
        "systemIndigo (light)")
    }

    /// Mean luma of the background where no shield element lies: the upper third and the band
    /// between the text and the buttons.
    func backgroundLuma(_ image: PNGImage) -> Double {
      (image.meanLuma(x: 0..<393, y: 70..<250) + image.meanLuma(x: 0..<393, y: 560..<680)) / 2
    }

    @Test func darkBlurStylesDrawADarkBackgroundAndLightOnesALightOne() async throws {
      var luma: [Int: Double] = [:]
      for style in [0, 1, 13, 2, 3, 18] {
        luma[style] = await backgroundLuma(
          try picture(ShieldSVGRenderer.svg(for: RenderingSamples.blurStyle(style), appearance: .light)))
      }
      for light in [0, 1, 13] {
        #expect((luma[light] ?? 0) > 0.6, "style \(light) background luma \(luma[light] ?? 0)")
      }
      for dark in [2, 3, 18] {
        #expect((luma[dark] ?? 1) < 0.35, "style \(dark) background luma \(luma[dark] ?? 1)")
      }
      #expect((luma[3] ?? 1) < (luma[2] ?? 0), ".extraDark is darker than .dark")
    }

    @Test func anOpaqueBackgroundColourCoversTheBlur() async throws {
      var configuration = RenderingSamples.windDown
      configuration.backgroundColor = RenderingSamples.systemIndigo
      configuration.secondaryButtonLabel = nil
      let image = try await picture(configuration)
      expectColor(image, x: 20, y: 420, is: RGBAColor(88, 86, 214), "background colour")
      expectColor(image, x: 370, y: 150, is: RGBAColor(88, 86, 214), "background colour")
    }

    @Test func theTitleIsActuallyDrawn() async throws {
      let layout = ShieldLayout(ResolvedShield(nil, subjectName: "example.com"))
      let image = try await picture(nil)
      let frame = layout.title.frame
      var dark = 0
      for y in Int(frame.y)..<Int(frame.maxY) {
        for x in Int(frame.x)..<Int(frame.maxX) where image.pixel(x: x, y: y).luma < 0.25 { dark += 1 }
      }
      #expect(dark > 150, "only \(dark) dark pixels where the title 'Restricted' should be")
    }

    @Test func aStripShowsEveryFrame() async throws {
      let before = ResolvedShield(RenderingSamples.windDown, subjectName: "example.com")
      let after = ResolvedShield(RenderingSamples.adaptive, subjectName: "example.com")
      let svg = ShieldSVGRenderer.svgStrip(frames: [("before", before), ("after", after)], appearance: .light)
      let gap = ShieldSVGRenderer.stripGap
      let width = Int(2 * ShieldMetrics.screenWidth + 3 * gap)
      let height = Int(2 * gap + ShieldSVGRenderer.stripCaptionHeight + ShieldMetrics.screenHeight)
      let image = try await picture(svg, width: width, height: height)
      let top = gap + ShieldSVGRenderer.stripCaptionHeight
      let first = ShieldLayout(before).primaryButton
      let second = ShieldLayout(after).primaryButton
      expectColor(image, x: gap + first.x + 8, y: top + first.midY, is: RGBAColor(255, 59, 48), "first frame's button")
      expectColor(
        image, x: 2 * gap + ShieldMetrics.screenWidth + second.x + 8, y: top + second.midY, is: RGBAColor(88, 86, 214),
        "second frame's button")
    }
  }
}
