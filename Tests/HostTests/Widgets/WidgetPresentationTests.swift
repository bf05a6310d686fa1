import HostProtocol
import Testing

/// What WidgetKit shows per device state, access setting and data-protection entitlement, as
/// Apple Platform Security ("WidgetKit security") describes it.
struct WidgetPresentationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let device: WidgetDeviceState
    let access: Bool
    let protection: String?
    let shows: WidgetPresentation.Shows
    let reasons: [String]
    var testDescription: String { "\(device), access \(access ? "on" : "off"), \(protection ?? "no entitlement")" }
  }

  static let complete = "NSFileProtectionComplete"
  static let unlessOpen = "NSFileProtectionCompleteUnlessOpen"
  static let untilFirst = "NSFileProtectionCompleteUntilFirstUserAuthentication"

  static let cases: [Case] =
    [
      Case(device: .unlocked, access: false, protection: nil, shows: .content, reasons: []),
      Case(device: .unlocked, access: true, protection: complete, shows: .content, reasons: []),
      Case(device: .locked, access: true, protection: nil, shows: .content, reasons: []),
      Case(device: .locked, access: false, protection: nil, shows: .content, reasons: ["privacy"]),
      Case(device: .alwaysOn, access: false, protection: nil, shows: .content, reasons: ["privacy"]),
      Case(device: .alwaysOn, access: true, protection: nil, shows: .content, reasons: []),
      Case(device: .beforeFirstUnlock, access: false, protection: nil, shows: .content, reasons: ["privacy"]),
      Case(device: .locked, access: false, protection: untilFirst, shows: .content, reasons: ["privacy"]),
    ]
    + [WidgetDeviceState.locked, .alwaysOn, .beforeFirstUnlock].flatMap { device in
      [complete, unlessOpen].flatMap { protection in
        [true, false].map { Case(device: device, access: $0, protection: protection, shows: .placeholder, reasons: ["placeholder"]) }
      }
    }

  @Test(arguments: cases)
  func presentation(_ testCase: Case) {
    let presentation = WidgetPresentation.decide(
      device: testCase.device, lockScreenAccess: testCase.access, dataProtection: testCase.protection)
    #expect(presentation.shows == testCase.shows)
    #expect(presentation.redactionReasons == testCase.reasons)
    #expect(presentation.isLuminanceReduced == (testCase.device == .alwaysOn))
  }

  @Test func theStatesSpellAsTheCommandLineTakesThem() {
    #expect(WidgetDeviceState.allCases.map(\.rawValue) == ["unlocked", "locked", "always-on", "before-first-unlock"])
    #expect(WidgetDeviceState.allCases.filter(\.isLocked) == [.locked, .alwaysOn, .beforeFirstUnlock])
  }
}
