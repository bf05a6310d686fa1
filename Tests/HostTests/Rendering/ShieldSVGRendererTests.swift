import Foundation
import HostProtocol
import Testing

@testable import ShieldRendering

extension RenderingTests {
  @Suite struct ShieldSVGRendererTests {
    func render(_ configuration: ShieldConfiguration?, _ appearance: Appearance = .light) -> (String, XMLCheck) {
      let svg = ShieldSVGRenderer.svg(
        for: ResolvedShield(configuration, subjectName: "example.com"), appearance: appearance)
      return (svg, XMLCheck(svg))
    }

    @Test func theDefaultShieldShowsTheSystemTextsAndAnOKButton() {
      let (svg, xml) = render(nil)
      #expect(xml.isWellFormedSVG)
      #expect(xml.texts.contains("Restricted"))
      #expect(xml.texts.contains("OK"))
      #expect(xml.texts.joined(separator: " ").contains("You can't use example.com because it's restricted."))
      #expect(svg.contains("the system default shield"))
      #expect(!svg.contains("secondary button"))
    }

    @Test func thePrimaryButtonIsFilledWithItsColour() {
      var configuration = RenderingSamples.windDown
      configuration.primaryButtonBackgroundColor = ShieldColor(red: 0.2, green: 0.8, blue: 0.4)
      let (svg, _) = render(configuration)
      #expect(svg.contains(##"rx="14" fill="#33cc66""##))
    }

    @Test func textIsEscapedAndControlCharactersRemoved() {
      let (svg, xml) = render(hostile)
      #expect(xml.isWellFormedSVG, "\(xml.error ?? "")")
      #expect(!svg.contains("<script>"))
      #expect(svg.contains("&lt;script&gt;"))
      #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "control characters survive")
      #expect(xml.texts.contains { $0.contains("<script>alert('x')</script>") }, "the text reads as the user wrote it")
    }

    var hostile: ShieldConfiguration {
      ShieldConfiguration(
        title: ShieldLabel(text: "<script>alert('x')</script>\u{0007}", color: RenderingSamples.label),
        subtitle: ShieldLabel(text: "a & b\u{001B}", color: RenderingSamples.label))
    }

    @Test func rightToLeftTextIsMarkedAndMenuItemsAreRightAligned() throws {
      let sample = try #require(RenderingSamples.all.first { $0.name == "right-to-left" })
      let xml = XMLCheck(ShieldSVGRenderer.svg(for: sample.shield, appearance: .light))
      let title = try #require(xml.textAttributes.indices.first { xml.texts[$0] == "האפליקציה חסומה" })
      #expect(xml.textAttributes[title]["direction"] == "rtl")
      let item = try #require(xml.textAttributes.indices.first { xml.texts[$0] == "دقيقة واحدة" })
      #expect(xml.textAttributes[item]["direction"] == "rtl")
      #expect(xml.textAttributes[item]["text-anchor"] == "start")
      let x = try #require(xml.textAttributes[item]["x"].flatMap(Double.init))
      #expect(x > ShieldMetrics.screenWidth / 2, "a right-to-left menu item starts at the right")
      let english = try #require(xml.textAttributes.indices.first { xml.texts[$0] == "9:41" })
      #expect(xml.textAttributes[english]["direction"] == nil)
    }

    @Test func noSecondaryLabelMeansNoSecondaryButtonAndNoMenu() {
      var configuration = RenderingSamples.windDown
      configuration.secondaryButtonLabel = nil
      configuration.secondaryButtonSubmenuItems = ["never shown"]
      let (svg, xml) = render(configuration)
      #expect(!svg.contains("secondary button"))
      #expect(!xml.texts.contains("never shown"))
      #expect(!xml.texts.contains("Ask for more time"))
    }

    @Test func aSubmenuShowsAtMostThreeItems() {
      var configuration = RenderingSamples.windDown
      configuration.secondaryButtonSubmenuItems = ["one", "two", "three", "four"]
      let (_, xml) = render(configuration)
      #expect(xml.texts.filter { ["one", "two", "three", "four"].contains($0) } == ["one", "two", "three"])
    }

    /// The open submenu's platter is UIKit's menu material for the appearance: near-white in
    /// light, near-black in dark, so its label-coloured items stay readable on it.
    @Test(arguments: [(Appearance.light, "#f9f9f9"), (.dark, "#252527")])
    func aSubmenusPlatterFollowsTheAppearance(_ appearance: Appearance, _ fill: String) {
      var configuration = RenderingSamples.windDown
      configuration.secondaryButtonSubmenuItems = ["one", "two"]
      let (svg, _) = render(configuration, appearance)
      #expect(svg.contains(##"fill="\##(fill)" fill-opacity="0.96" filter="url(#shield-menu-shadow)""##), "\(svg)")
    }

    @Test func darkAppearanceResolvesDynamicColours() {
      let (lightSVG, _) = render(RenderingSamples.adaptive, .light)
      let (darkSVG, _) = render(RenderingSamples.adaptive, .dark)
      #expect(lightSVG.contains(##"fill="#000000">Focus is on"##))
      #expect(darkSVG.contains(##"fill="#ffffff">Focus is on"##))
      #expect(darkSVG.contains(##"fill="#5e5ce6""##), "systemIndigo's dark value fills the button")
    }

    @Test func titleAndSubtitleKeepTheirLineLimits() {
      let long = String(repeating: "many words here ", count: 40)
      let configuration = ShieldConfiguration(
        title: ShieldLabel(text: long, color: RenderingSamples.label),
        subtitle: ShieldLabel(text: long, color: RenderingSamples.label))
      let layout = ShieldLayout(ResolvedShield(configuration, subjectName: "x"))
      #expect(layout.title.lines.count == 2 && layout.title.isTruncated)
      #expect(layout.subtitle.lines.count == 4 && layout.subtitle.isTruncated)
      #expect(layout.subtitle.frame.maxY < layout.primaryButton.y, "the text stays above the buttons")
    }

    @Test func buttonsSitAtTheBottomAndTheContentAboveThem() throws {
      let withSecondary = ShieldLayout(ResolvedShield(RenderingSamples.windDown, subjectName: "x"))
      let secondary = try #require(withSecondary.secondaryButton)
      #expect(withSecondary.primaryButton.maxY < secondary.y)
      #expect(secondary.maxY <= ShieldMetrics.screenHeight - ShieldMetrics.bottomInset)
      #expect(withSecondary.icon.y > ShieldMetrics.topInset)
      #expect(withSecondary.icon.maxY < withSecondary.title.frame.y)
      #expect(withSecondary.title.frame.maxY < withSecondary.subtitle.frame.y)
    }

    @Test func iconContentFollowsUIImagePrecedence() {
      #expect(IconArtwork.content(of: ShieldIcon(systemName: "hourglass")) == .hourglass)
      #expect(IconArtwork.content(of: ShieldIcon(systemName: "lock", name: "Logo")) == .symbol("lock"))
      #expect(IconArtwork.content(of: ShieldIcon(name: "Logo")) == .asset("Logo"))
      #expect(IconArtwork.content(of: ShieldIcon(data: Data([9, 9]))) == .unreadableImage(byteCount: 2))
      #expect(IconArtwork.content(of: ShieldIcon()) == .none)
    }

    @Test func embeddedImagesAreDataURIsAndTintedOnesFiltered() {
      var configuration = RenderingSamples.windDown
      configuration.icon = ShieldIcon(data: RenderingSamples.iconPNG, tint: RenderingSamples.white)
      let (svg, xml) = render(configuration)
      #expect(xml.elements.contains("image"))
      #expect(svg.contains("href=\"data:image/png;base64,\(RenderingSamples.iconPNG.base64EncodedString())\""))
      #expect(svg.contains(##"filter="url(#shield-icon-tint)""##))
    }

    @Test func placeholdersNameTheSymbolOrAsset() {
      var configuration = RenderingSamples.windDown
      configuration.icon = ShieldIcon(name: "BrandLogo")
      #expect(render(configuration).1.texts.contains("BrandLogo"))
      configuration.icon = ShieldIcon(systemName: "moon.zzz.fill")
      #expect(render(configuration).1.texts.contains("moon.zzz.fill"))
    }

    @Test func everyBlurStyleDrawsADifferentBackgroundFromItsOpposite() {
      let svgs = (0...20).map { ShieldSVGRenderer.svg(for: RenderingSamples.blurStyle($0), appearance: .light) }
      #expect(svgs[1] != svgs[2], ".light and .dark differ")
      for thickness in 0..<5 {
        #expect(svgs[11 + thickness] != svgs[16 + thickness], "Light and Dark material variants differ")
      }
    }

    @Test func aStripWithNoFramesIsStillADocument() {
      let svg = ShieldSVGRenderer.svgStrip(frames: [], appearance: .dark)
      let xml = XMLCheck(svg)
      #expect(xml.isWellFormedSVG)
      #expect(xml.texts.contains("No shield was shown"))
      let width = ShieldMetrics.screenWidth + 2 * ShieldSVGRenderer.stripGap
      let height = 2 * ShieldSVGRenderer.stripGap + ShieldSVGRenderer.stripCaptionHeight + ShieldMetrics.screenHeight
      let centred = "<text x=\"\((width / 2).svgNumber)\" y=\"\((height / 2).svgNumber)\" font-size=\"17\" text-anchor=\"middle\""
      #expect(svg.contains(centred), "the message sits in the middle of the empty strip: \(svg)")
    }
  }
}

extension RenderingTests {
  @Suite struct VisitPictureTests {
    @Test func oneFrameIsAScreenAndSeveralAreAStrip() {
      let shield = ResolvedShield(RenderingSamples.windDown, subjectName: "example.com")
      let single = ShieldSVGRenderer.svg(frames: [("only", shield)], appearance: .light)
      #expect(single == ShieldSVGRenderer.svg(for: shield, appearance: .light))
      let strip = ShieldSVGRenderer.svg(frames: [("before", shield), ("after", shield)], appearance: .light)
      #expect(XMLCheck(strip).elements.filter { $0 == "svg" }.count == 3)
      #expect(XMLCheck(strip).texts.contains("before"))
    }
  }
}
