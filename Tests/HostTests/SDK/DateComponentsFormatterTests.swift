import Foundation
import Testing
import UIKit

/// `DateComponentsFormatter`, which swift-corelibs-foundation marks unavailable, as our modules
/// provide it: each units style, the zero-formatting behaviours, rounding, limits and phrases.
struct DateComponentsFormatterTests {
  private func formatter(_ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit = [.hour, .minute, .second]) -> DateComponentsFormatter {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = style
    formatter.allowedUnits = units
    formatter.referenceDate = Date(timeIntervalSince1970: 0)
    formatter.calendar = Calendar(identifier: .gregorian)
    return formatter
  }

  @Test func eachUnitsStyleWritesHoursMinutesAndSeconds() {
    #expect(formatter(.positional).string(from: 5_025) == "1:23:45")
    #expect(formatter(.abbreviated).string(from: 5_025) == "1h 23m 45s")
    #expect(formatter(.brief).string(from: 5_025) == "1hr 23min 45sec")
    #expect(formatter(.short).string(from: 5_025) == "1 hr, 23 min, 45 sec")
    #expect(formatter(.full).string(from: 5_025) == "1 hour, 23 minutes, 45 seconds")
    #expect(formatter(.full).string(from: 3_661) == "1 hour, 1 minute, 1 second")
    #expect(formatter(.spellOut).string(from: 5_025) == "one hour, twenty-three minutes, forty-five seconds")
    #expect(formatter(.short, [.day, .hour]).string(from: 2 * 86_400 + 3_600) == "2 days, 1 hr")
  }

  @Test func zerosAreDroppedOrKeptAsTheBehaviourSays() {
    #expect(formatter(.positional).string(from: 65) == "1:05")
    #expect(formatter(.positional).string(from: 5) == "0:05")
    #expect(formatter(.abbreviated).string(from: 3_605) == "1h 5s")
    #expect(formatter(.abbreviated).string(from: 0) == "0s")
    let pad = formatter(.positional)
    pad.zeroFormattingBehavior = .pad
    #expect(pad.string(from: 65) == "00:01:05")
    let none = formatter(.abbreviated)
    none.zeroFormattingBehavior = .none
    #expect(none.string(from: 3_605) == "1h 0m 5s")
    let leading = formatter(.abbreviated)
    leading.zeroFormattingBehavior = .dropLeading
    #expect(leading.string(from: 65) == "1m 5s")
    #expect(leading.string(from: 3_605) == "1h 0m 5s")
    let trailing = formatter(.abbreviated)
    trailing.zeroFormattingBehavior = .dropTrailing
    #expect(trailing.string(from: 3_600) == "1h")
    #expect(trailing.string(from: 3_605) == "1h 0m 5s")
    let middle = formatter(.abbreviated)
    middle.zeroFormattingBehavior = .dropMiddle
    #expect(middle.string(from: 3_600) == "1h 0m 0s")
    #expect(middle.string(from: 3_605) == "1h 5s")
  }

  /// Shared as apps share one: a `static let`, which Swift 6 mode accepts only of a `Sendable` type.
  private static let shared: DateComponentsFormatter = {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = .abbreviated
    formatter.allowedUnits = [.hour, .minute]
    return formatter
  }()

  @Test func aSharedFormatterFormatsFromSeveralTasksAtOnce() async {
    let texts = await withTaskGroup(of: String?.self) { group in
      for minutes in 1...59 { group.addTask { Self.shared.string(from: TimeInterval(minutes * 60)) } }
      var texts: [String?] = []
      for await text in group { texts.append(text) }
      return texts
    }
    #expect(Set(texts.compactMap { $0 }) == Set((1...59).map { "\($0)m" }))
  }

  @Test func theSmallestUnitIsRoundedAndTheRestLimitedAndPhrased() {
    #expect(formatter(.abbreviated, [.hour, .minute]).string(from: 5_025) == "1h 24m")
    #expect(formatter(.abbreviated, [.minute]).string(from: 89) == "1m")
    #expect(formatter(.abbreviated).string(from: -90) == "-1m 30s")
    let limited = formatter(.full)
    limited.maximumUnitCount = 1
    limited.includesApproximationPhrase = true
    limited.includesTimeRemainingPhrase = true
    #expect(limited.string(from: 5_025) == "About 1 hour remaining")
    #expect(formatter(.abbreviated).string(from: .infinity) == nil)
    var components = DateComponents()
    components.hour = 2
    components.minute = 0
    #expect(DateComponentsFormatter.localizedString(from: components, unitsStyle: .full) == "2 hours")
    #expect(formatter(.abbreviated).string(for: 61.0) == "1m 1s")
  }
}
