import Foundation
import Testing

@testable import ShieldRendering

extension RenderingTests {
  @Suite struct SVGTextTests {
    @Test func markupCharactersBecomeEntities() {
      #expect(
        SVGText.escaped(#"<a href="x">Tom & Jerry's</a>"#)
          == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;")
    }

    @Test func controlCharactersAreRemovedAndLineBreaksKept() {
      #expect(SVGText.sanitized("a\u{0000}b\u{0007}c\u{001B}[0m\u{007F}d\u{0085}e") == "abc[0mde")
      #expect(SVGText.sanitized("one\r\ntwo\rthree\u{2028}four") == "one\ntwo\nthree\nfour")
      #expect(SVGText.sanitized("tab\there") == "tab here")
      #expect(SVGText.sanitized("  padded \n") == "padded")
      #expect(SVGText.sanitized("bad\u{FFFE}\u{FFFF}end") == "badend")
    }

    @Test func commentsCannotBeClosedFromInside() {
      var writer = SVGWriter()
      writer.comment("a -- b --> c-")
      #expect(!writer.markup.dropFirst(4).dropLast(5).contains("--"), "\(writer.markup)")
      #expect(XMLCheck("<svg>\(writer.markup)</svg>").error == nil)
    }

    @Test func numbersHaveAtMostTwoDecimalsAndNoNegativeZero() {
      #expect(12.0.svgNumber == "12")
      #expect(12.3456.svgNumber == "12.35")
      #expect((-0.001).svgNumber == "0")
      #expect(0.5.svgNumber == "0.5")
    }
  }

  @Suite struct ImageFormatTests {
    @Test func signaturesAreRecognised() throws {
      #expect(ImageFormat(of: RenderingSamples.iconPNG) == .png)
      #expect(ImageFormat(of: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10])) == .jpeg)
      #expect(ImageFormat(of: Data("GIF89a......".utf8)) == .gif)
      #expect(ImageFormat(of: Data("RIFF\0\0\0\0WEBPVP8 ".utf8)) == .webp)
    }

    @Test func garbageAndTruncatedPNGsAreNotImages() {
      #expect(ImageFormat(of: Data([1, 2, 3])) == nil)
      #expect(ImageFormat(of: Data()) == nil)
      #expect(ImageFormat(of: RenderingSamples.iconPNG.prefix(12)) == nil)
    }

    @Test func pngSizeComesFromTheHeader() throws {
      let size = try #require(ImageFormat.pngSize([UInt8](RenderingSamples.iconPNG.prefix(32))))
      #expect(size.width == 24 && size.height == 24)
    }

    @Test func dataURIsCarryTheMIMETypeAndBase64() {
      #expect(ImageFormat.gif.dataURI(for: Data([0, 1, 2])) == "data:image/gif;base64,AAEC")
    }
  }
}
