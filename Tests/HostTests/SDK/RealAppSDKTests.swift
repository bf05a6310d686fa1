import Foundation
import SwiftUI
import Testing
import UIKit

/// SDK pieces real widgets and privacy overlays reach for (gathered from public apps): a date
/// range as text, a label with a generated image symbol, colours mixed as iOS 18 mixes them, and
/// UIKit's hit test that a pass-through overlay window overrides.
@MainActor
struct DateRangeTextTests {
  static func text(_ text: Text) -> String {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "en_US")
    environment.timeZone = TimeZone(identifier: "UTC") ?? .current
    // ICU writes a narrow space before AM and thin spaces around the dash, as iOS shows them.
    return text.string(in: environment).replacingOccurrences(of: "\u{202F}", with: " ")
      .replacingOccurrences(of: "\u{2009}", with: " ")
  }

  static let start = Date(timeIntervalSince1970: 1_800_000_000)  // 15 January 2027, 08:00 UTC

  @Test func aRangeWithinOneDayShowsTheTimes() {
    #expect(Self.text(Text(Self.start...Self.start.addingTimeInterval(5 * 3_600))) == "8:00 AM – 1:00 PM")
    #expect(Self.text(Text(DateInterval(start: Self.start, duration: 3_600))) == "8:00 – 9:00 AM", "a shared AM is written once")
  }

  @Test func aRangeAcrossDaysShowsTheDatesToo() {
    let text = Self.text(Text(Self.start...Self.start.addingTimeInterval(3 * 86_400)))
    #expect(text == "1/15/27, 8:00 AM – 1/18/27, 8:00 AM")
  }

  @Test func aLabelsGeneratedImageSymbolIsItsIcon() throws {
    let label = Label("Solstice", image: ImageResource(name: "sun.dial", bundle: .main))
    let nodes = try ViewEvaluator.evaluate(label, in: EnvironmentValues()).flatMap(\.allNodes)
    #expect(nodes.compactMap(\.imageName) == ["sun.dial"])
    #expect(nodes.compactMap(\.text) == ["Solstice"])
  }
}

struct ColorMixTests {
  static func components(_ color: Color) -> [Double] {
    let ui = UIColor(color)
    return [ui.redComponent, ui.greenComponent, ui.blueComponent, ui.alphaComponent].map { ($0 * 1_000).rounded() / 1_000 }
  }

  @Test func theEndsOfAMixAreTheColoursThemselves() {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1, opacity: 0.5)
    #expect(Self.components(red.mix(with: blue, by: 0)) == [1, 0, 0, 1])
    #expect(Self.components(red.mix(with: blue, by: 1)) == [0, 0, 1, 0.5])
    #expect(Self.components(red.mix(with: blue, by: 7)) == [0, 0, 1, 0.5], "the fraction is clamped to 0...1")
  }

  @Test func aDeviceMixIsStraightAndAPerceptualOneGoesThroughOklab() {
    let black = Color(red: 0, green: 0, blue: 0)
    let white = Color(red: 1, green: 1, blue: 1)
    #expect(Self.components(black.mix(with: white, by: 0.5, in: .device)) == [0.5, 0.5, 0.5, 1])
    // Oklab's middle lightness, 0.5, is linear 0.125: sRGB 0.389, darker than the straight mix.
    #expect(Self.components(black.mix(with: white, by: 0.5)) == [0.389, 0.389, 0.389, 1])
  }
}

@MainActor
struct HitTestTests {
  /// A window over the app that takes touches only on its own controls, as privacy overlays do.
  final class PassThroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }

  @Test func theLastVisibleInteractiveSubviewUnderThePointIsHit() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let button = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 50))
    let cover = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    root.addSubview(button)
    root.addSubview(cover)
    #expect(root.hitTest(CGPoint(x: 30, y: 50), with: nil) === cover, "the later subview lies above")
    cover.isHidden = true
    #expect(root.hitTest(CGPoint(x: 30, y: 50), with: nil) === button)
    button.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 30, y: 50), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 400, y: 50), with: nil) == nil, "outside the bounds")
    #expect(root.point(inside: CGPoint(x: 299, y: 599), with: nil))
  }

  @Test func anOverlayWindowThatReturnsNilForItselfLetsTouchesThrough() {
    let overlay = PassThroughWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let unlock = UIView(frame: CGRect(x: 100, y: 500, width: 100, height: 44))
    overlay.addSubview(unlock)
    #expect(overlay.hitTest(CGPoint(x: 120, y: 520), with: nil) == nil, "a window is hidden until shown")
    overlay.isHidden = false
    #expect(overlay.hitTest(CGPoint(x: 10, y: 10), with: UIEvent()) == nil)
    #expect(overlay.hitTest(CGPoint(x: 120, y: 520), with: UIEvent()) === unlock)
  }
}
