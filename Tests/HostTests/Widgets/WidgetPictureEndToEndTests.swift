import Foundation
import Testing

/// The `widgets --render` pictures of the bundled widget, drawn by a real headless Chromium: on
/// the locked Lock Screen with access off the private line is a bar with no glyph in it, with
/// access on the same place shows its text, and the Always-On display dims the whole screen.
@Suite(
  .serialized, .timeLimit(.minutes(4)),
  .enabled(if: Chromium.isAvailable || Chromium.isRequired, Comment(rawValue: Chromium.absenceMessage)))
struct WidgetPictureEndToEndTests {
  /// A pixel rectangle of the picture.
  struct Box {
    var x: Range<Int>
    var y: Range<Int>
  }

  /// The SVG `widgets --render` writes for the sample's `family` in `device`, and its screenshot.
  func rendered(device: String, access: Bool, family: String = "accessoryRectangular") async throws -> (svg: String, image: PNGImage) {
    let fixture = try WidgetFixture.make()
    defer { fixture.remove() }
    let pictures = fixture.directory + "/pictures"
    try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
    let run = try await HostRun.run([
      "widgets", "--manifests", fixture.directory, "--products", BuildProducts.directory, "--family",
      family, "--device", device, "--lock-screen-access", access ? "on" : "off", "--render", pictures,
    ])
    #expect(run.exitCode == 0, "\(run.stdout)\n\(run.stderr)")
    let file = pictures + "/FocusWidget-\(family)-\(device)-access-\(access ? "on" : "off").svg"
    let svg = try String(contentsOfFile: file, encoding: .utf8)
    let image = try await Chromium.screenshot(of: URL(fileURLWithPath: file), width: 390, height: 844)
    try #require(image.width == 390 && image.height == 844, "screenshot is \(image.width)x\(image.height)")
    return (svg, image)
  }

  /// The box of the first element of `tag` whose attributes include `marker`, from its x, y,
  /// width and height (a text's box: its baseline and font size), inset by a pixel or two so
  /// anti-aliased edges stay outside.
  func box(of tag: String, marked marker: String, in svg: String) throws -> Box {
    let line = try #require(svg.split(separator: "\n").first { $0.contains("<\(tag) ") && $0.contains(marker) }, "no <\(tag)> with \(marker)")
    func number(_ name: String) throws -> Double {
      let pattern = try Regex(" \(name)=\"([0-9.]+)\"")
      let match = try #require(line.firstMatch(of: pattern), "no \(name) in \(line)")
      return try #require(Double(String(match.output[1].substring ?? "")))
    }
    if tag == "text" {
      let (x, baseline, size) = (try number("x"), try number("y"), try number("font-size"))
      return Box(x: Int(x)..<Int(x + size * 4), y: Int(baseline - size * 0.7)..<Int(baseline))
    }
    let (x, y, width, height) = (try number("x"), try number("y"), try number("width"), try number("height"))
    return Box(x: Int(x) + 3..<Int(x + width) - 3, y: Int(y) + 2..<Int(y + height) - 2)
  }

  /// The lowest and highest luma in `box`.
  func lumaRange(_ image: PNGImage, _ box: Box) -> ClosedRange<Double> {
    var low = 1.0, high = 0.0
    for y in box.y { for x in box.x { let luma = image.pixel(x: x, y: y).luma; low = min(low, luma); high = max(high, luma) } }
    return low...high
  }

  @Test func theLockedPrivateLineIsABarWithNoGlyphAndWithAccessOnItsText() async throws {
    let hidden = try await rendered(device: "locked", access: false)
    #expect(!hidden.svg.contains("Thesis chapter 3"))
    let bar = try box(of: "rect", marked: "data-redacted=\"privacy\"", in: hidden.svg)
    let wallpaper = hidden.image.pixel(x: 20, y: 600).luma
    let onBar = lumaRange(hidden.image, bar)
    #expect(onBar.upperBound - onBar.lowerBound < 0.04, "the bar is one flat colour, no glyph: \(onBar)")
    #expect(onBar.lowerBound > wallpaper + 0.1, "the bar shows against the wallpaper (\(wallpaper)): \(onBar)")
    let readable = try box(of: "text", marked: ">50 min left<", in: hidden.svg)
    #expect(lumaRange(hidden.image, readable).upperBound > 0.8, "the line left readable draws white glyphs")

    let shown = try await rendered(device: "locked", access: true)
    let sameLine = lumaRange(shown.image, bar)
    #expect(sameLine.upperBound > 0.8 && sameLine.lowerBound < wallpaper + 0.05, "with access on the line is text: \(sameLine)")
    let clock = Box(x: 120..<270, y: 140..<200)
    #expect(lumaRange(shown.image, clock).upperBound > 0.8, "the clock draws above the widget")
  }

  @Test func theAlwaysOnDisplayDimsTheWallpaperAndTheText() async throws {
    let locked = try await rendered(device: "locked", access: true)
    let dimmed = try await rendered(device: "always-on", access: true)
    let text = try box(of: "text", marked: ">50 min left<", in: locked.svg)
    #expect(dimmed.image.pixel(x: 20, y: 600).luma < locked.image.pixel(x: 20, y: 600).luma - 0.03)
    let bright = lumaRange(locked.image, text).upperBound, dim = lumaRange(dimmed.image, text).upperBound
    #expect(dim < bright - 0.3 && dim > 0.2, "dimmed but still drawn: \(dim) against \(bright)")
  }

  /// A home screen widget is cut to its rounded corners: the corner of its frame shows the
  /// wallpaper, a little inside it the widget's white background.
  @Test func aHomeScreenWidgetHasRoundedCorners() async throws {
    let small = try await rendered(device: "unlocked", access: true, family: "systemSmall")
    let wallpaper = small.image.pixel(x: 20, y: 600).luma
    let frame = (x: (390 - 170) / 2, y: 90)
    let corner = small.image.pixel(x: frame.x + 1, y: frame.y + 1).luma
    let inside = small.image.pixel(x: frame.x + 12, y: frame.y + 40).luma
    #expect(abs(corner - wallpaper) < 0.05, "the corner shows the wallpaper (\(wallpaper)): \(corner)")
    #expect(inside > 0.9, "inside, the widget's white background: \(inside)")
  }
}
