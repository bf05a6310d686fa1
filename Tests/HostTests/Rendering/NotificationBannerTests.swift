import Foundation
import Testing

@testable import ShieldRendering

extension RenderingTests {
  /// The banners a notification slides down over the shield: cards under the status bar, the
  /// app's icon a 38-point rounded square centred on the card's height, stacked 8 points apart.
  @Suite struct NotificationBannerTests {
    /// The rectangles of the drawn markup, in order: x, y, width, height and corner radius.
    func rectangles(_ markup: String) throws -> [(x: Double, y: Double, width: Double, height: Double, radius: Double?)] {
      let pattern = try Regex(#"<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"(?: rx="([\d.]+)")?"#)
      return markup.matches(of: pattern).map { match in
        let number = { (index: Int) in match.output[index].substring.flatMap { Double(String($0)) } }
        return (number(1) ?? -1, number(2) ?? -1, number(3) ?? -1, number(4) ?? -1, number(5))
      }
    }

    func banner(body: String = "Deep work ends in 10 minutes.") -> NotificationBanner {
      NotificationBanner(appName: "FocusApp", title: "Almost done", subtitle: "", body: body, when: "now")
    }

    @Test func aCardHoldsTheIconCentredAndTheTextBesideIt() throws {
      var writer = SVGWriter()
      NotificationBannerArtwork.draw([banner()], appearance: .light, into: &writer)
      let rects = try rectangles(writer.markup)
      try #require(rects.count == 2, "a card and an icon: \(writer.markup)")
      let (card, icon) = (rects[0], rects[1])
      #expect(card.x == 8 && card.y == 54 && card.width == ShieldMetrics.screenWidth - 16 && card.radius == 20)
      #expect(card.height == 82, "12 points, the app's name on an 18-point line, the title and one body line of 20 each, 12 points")
      #expect(icon.width == 38 && icon.height == 38 && icon.radius == 9, "the icon is a 38-point square")
      #expect(icon.x == card.x + 14)
      #expect(abs((icon.y + icon.height / 2) - (card.y + card.height / 2)) < 0.01, "centred on the card's height")
      #expect(writer.markup.contains(">FOCUSAPP<"), "the app's name in capitals")
      #expect(writer.markup.contains("text-anchor=\"end\"") && writer.markup.contains(">now<"))
    }

    /// The app's name, the title and the body start 10 points past the icon's right edge, in
    /// one column; the arrival time alone is right-aligned.
    @Test func theTextStartsTenPointsPastTheIcon() throws {
      var writer = SVGWriter()
      NotificationBannerArtwork.draw([banner()], appearance: .light, into: &writer)
      let rects = try rectangles(writer.markup)
      try #require(rects.count == 2, "a card and an icon: \(writer.markup)")
      let icon = rects[1]
      let leading = #/<text x="([\d.]+)"[^>]*text-anchor="start"/#
      let xs = writer.markup.matches(of: leading).map { Double(String($0.output.1)) }
      #expect(xs.count == 3, "FOCUSAPP, the title and the body: \(writer.markup)")
      #expect(xs.allSatisfy { $0 == icon.x + icon.width + 10 }, "icon ends at \(icon.x + icon.width): \(xs)")
    }

    @Test func bannersStackEightPointsApartAndALongBodyMakesATallerCard() throws {
      var writer = SVGWriter()
      let long = String(repeating: "A long message that wraps onto a second line. ", count: 3)
      NotificationBannerArtwork.draw([banner(), banner(body: long)], appearance: .dark, into: &writer)
      let cards = try rectangles(writer.markup).filter { $0.radius == 20 }
      try #require(cards.count == 2)
      #expect(cards[1].y == cards[0].y + cards[0].height + 8)
      #expect(cards[1].height > cards[0].height, "two body lines: \(cards[1].height) against \(cards[0].height)")
      #expect(cards[0].height >= 64)
    }
  }
}
