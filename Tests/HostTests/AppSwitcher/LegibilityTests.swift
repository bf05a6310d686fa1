import HostEngine
import HostProtocol
import ShieldRendering
import Testing

/// The legibility model, case by case: what makes text unreadable, and what does not.
@Suite struct LegibilityTests {
  typealias S = ScreenSamples

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var screen: ScreenTree
    /// nil: readable.
    var reason: Obscured?
    var testDescription: String { name }
  }

  static let balance = "Balance 4,210.00"

  static let cases: [Case] = [
    Case(name: "plain text is readable", screen: S.screen([S.label(balance)]), reason: nil),
    Case(name: "hidden label", screen: S.screen([S.label(balance, hidden: true)]), reason: .hidden),
    Case(
      name: "hidden ancestor",
      screen: S.screen([ViewNode(frame: S.bounds, isHidden: true, children: [S.label(balance)])]), reason: .hidden),
    Case(name: "hidden window", screen: S.screen([S.window([S.label(balance)], hidden: true)]), reason: nil),
    Case(name: "alpha 0.05", screen: S.screen([S.label(balance, alpha: 0.05)]), reason: .transparent),
    Case(
      name: "alpha multiplies down the tree (0.3 × 0.3)",
      screen: S.screen([ViewNode(frame: S.bounds, alpha: 0.3, children: [S.label(balance, alpha: 0.3)])]),
      reason: .transparent),
    Case(name: "alpha 0.5 stays readable", screen: S.screen([S.label(balance, alpha: 0.5)]), reason: nil),
    Case(name: "below the screen", screen: S.screen([S.label(balance, y: 900)]), reason: .offScreen),
    Case(
      name: "outside a clipping ancestor",
      screen: S.screen([
        ViewNode(frame: ViewRect(x: 0, y: 0, width: 393, height: 50), clipsToBounds: true, children: [S.label(balance)])
      ]), reason: .offScreen),
    Case(
      name: "under an opaque cover", screen: S.screen([S.label(balance), S.cover()]),
      reason: .underOpaqueView("CoverView")),
    Case(name: "a cover below the text hides nothing", screen: S.screen([S.cover(), S.label(balance)]), reason: nil),
    Case(name: "a cover at alpha 0.5 hides nothing", screen: S.screen([S.label(balance), S.cover(alpha: 0.5)]), reason: nil),
    Case(
      name: "a clear-coloured cover hides nothing",
      screen: S.screen([S.label(balance), S.cover(ShieldColor(red: 1, green: 1, blue: 1, alpha: 0))]), reason: nil),
    Case(
      name: "a cover over half the text hides nothing",
      screen: S.screen([S.label(balance), S.cover(frame: ViewRect(x: 0, y: 0, width: 200, height: 852))]), reason: nil),
    Case(
      name: "a window at .alert + 1 covers the app's window",
      screen: S.screen([S.window([S.label(balance)]), S.window([S.cover()], level: 2001, order: 1)]),
      reason: .underOpaqueView("CoverView")),
    Case(
      name: "a lower-level window drawn later covers nothing",
      screen: S.screen([S.window([S.label(balance)], level: 1, order: 0), S.window([S.cover()], level: 0, order: 1)]),
      reason: nil),
    Case(
      name: "two windows at one level: order unsure, no cover",
      screen: S.screen([S.window([S.label(balance)], order: 0), S.window([S.cover()], order: 1)]), reason: nil),
    Case(
      name: "body text under ultra thin material", screen: S.screen([S.label(balance), S.blur(6)]),
      reason: .underBlur(ShieldBlurStyle(rawValue: 6))),
    Case(name: "a large title under ultra thin material", screen: S.screen([S.label(balance, size: 34), S.blur(6)]), reason: nil),
    Case(
      name: "a large title under thin material", screen: S.screen([S.label(balance, size: 34), S.blur(7)]),
      reason: .underBlur(ShieldBlurStyle(rawValue: 7))),
    Case(name: "display type under thin material", screen: S.screen([S.label(balance, size: 56), S.blur(17)]), reason: nil),
    Case(
      name: "display type under regular material", screen: S.screen([S.label(balance, size: 56), S.blur(8)]),
      reason: .underBlur(ShieldBlurStyle(rawValue: 8))),
    Case(
      name: "display type under dark", screen: S.screen([S.label(balance, size: 96), S.blur(2)]),
      reason: .underBlur(ShieldBlurStyle(rawValue: 2))),
    Case(
      name: "text inside the blur's content is above it",
      screen: S.screen([ViewNode(kind: .blur, frame: S.bounds, blurStyle: 19, children: [S.label(balance)])]),
      reason: nil),
  ]

  @Test(arguments: cases) func eachCase(_ testCase: Case) {
    let reading = Legibility.read(testCase.screen)
    if let reason = testCase.reason {
      #expect(reading.reason(for: Self.balance) == reason)
      #expect(!reading.readableText.contains(Self.balance))
    } else if testCase.name == "hidden window" {
      #expect(reading.readable.isEmpty && reading.unreadable.isEmpty, "a hidden window is not drawn at all")
    } else {
      #expect(reading.readableText == [Self.balance], "\(reading.unreadable)")
    }
  }

  @Test func sameLevelWindowsAreReportedAsUnsure() {
    let screen = S.screen([S.window([], order: 0), S.window([], level: 2001, order: 1), S.window([], order: 2)])
    #expect(Legibility.read(screen).levelsOfUnsureOrder == [0])
  }

  @Test func everyBlurStyleHasAnAnswerAndThinnerNeverHidesMore() {
    for style in 0...20 {
      let smallest = BlurLegibility.smallestReadableSize(under: ShieldBlurStyle(rawValue: style))
      if let smallest { #expect(smallest > 17, "body text is never readable through a blur (style \(style))") }
    }
    for family in [6, 11, 16] {  // ultra thin <= thin <= regular <= thick <= chrome
      var previous = 0.0
      for thickness in 0..<5 {
        let size = BlurLegibility.smallestReadableSize(under: ShieldBlurStyle(rawValue: family + thickness)) ?? .infinity
        #expect(size >= previous, "style \(family + thickness)")
        previous = size
      }
    }
  }

  @Test func aStandInCountsAsContent() {
    let standIn = ViewNode(frame: S.bounds, text: "storyboard 'Main'", isContentStandIn: true)
    let reading = Legibility.read(S.screen([standIn]))
    #expect(reading.readable.map(\.isContentStandIn) == [true])
    #expect(Legibility.read(S.screen([standIn, S.cover()])).readable.isEmpty)
  }
}

/// The App Switcher check's fixed numbers.
@Suite struct AppSwitcherLimitsTests {
  @Test func iOSGivesTheBackgroundCallbackAboutFiveSeconds() {
    #expect(AppSwitcherOptions(manifests: "plists").callbackLimit == .seconds(5))
  }

  @Test func everyFindingHasAnIdentifierAndOnlyTwoAreWarnings() {
    let warnings = AppSwitcherFinding.Kind.allCases.filter { !$0.isError }
    #expect(warnings == [.inactiveShowsContent, .windowOrderUnsure])
    #expect(AppSwitcherFinding.Kind.allowing("inactive") == .inactiveShowsContent)
    #expect(AppSwitcherFinding.Kind.allowing("cover-left-while-active") == .coverLeftWhileActive)
    #expect(AppSwitcherFinding.Kind.allowing("sometimes") == nil)
  }
}
