import Foundation
import SwiftUI
import Testing

/// `Text(.currentDate, format:)` (iOS 18) reads the moment it is read at, as SwiftUI's system
/// formats do: a reference in the most natural words, an offset in the units allowed, a timer.
@MainActor
struct SystemFormatStyleTests {
  private let anchor = Date(timeIntervalSince1970: 1_700_000_000)

  private func read(_ text: Text, secondsAfterAnchor: TimeInterval) -> String {
    var environment = EnvironmentValues()
    environment.now = anchor.addingTimeInterval(secondsAfterAnchor)
    environment.locale = Locale(identifier: "en_US")
    environment.timeZone = TimeZone(identifier: "UTC") ?? .current
    return text.string(in: environment)
  }

  @Test func aReferenceUsesTheMostNaturalWordsWithinItsThreshold() {
    let reference = Text(.currentDate, format: .reference(to: anchor))
    #expect(read(reference, secondsAfterAnchor: -30) == "now")
    #expect(read(reference, secondsAfterAnchor: -3 * 3_600 - 60) == "in 3 hours")
    #expect(read(reference, secondsAfterAnchor: -86_400) == "tomorrow")
    #expect(read(reference, secondsAfterAnchor: 3 * 86_400) == "3 days ago")
    #expect(read(reference, secondsAfterAnchor: 10 * 86_400) == "Tuesday, November 14", "past the week after the day threshold: the date itself")
    #expect(read(reference, secondsAfterAnchor: -60 * 86_400) == "Tuesday, November 14", "beyond a month: the date itself")
  }

  @Test func anOffsetWritesTheAllowedUnitsWithTheSignAsked() {
    let elapsed = Text(.currentDate, format: .offset(to: anchor))
    #expect(read(elapsed, secondsAfterAnchor: 222) == "3 minutes, 42 seconds")
    #expect(read(elapsed, secondsAfterAnchor: -7_500) == "-2 hours, 5 minutes", "automatic: a sign only before it")
    let quiet = Text(.currentDate, format: .offset(to: anchor, allowedFields: [.hour, .minute], maxFieldCount: 1, sign: .never))
    #expect(read(quiet, secondsAfterAnchor: -7_500) == "2 hours")
    let clock = Text(.currentDate, format: .offset(to: anchor, allowedFields: [.minute, .second], maxFieldCount: 2))
    #expect(read(clock, secondsAfterAnchor: 332) == "5:32")
    let signed = Text(.currentDate, format: .offset(to: anchor, allowedFields: [.minute], sign: .always(includingZero: false)))
    #expect(read(signed, secondsAfterAnchor: 120) == "+2 minutes")
  }

  /// Foundation's date formats (`.dateTime` and its fields) write the moment the text is read.
  @Test func aDateTimeFormatWritesTheMomentItIsReadAt() {
    let year = Text(.currentDate, format: .dateTime.year())
    #expect(read(year, secondsAfterAnchor: 0) == "2023")
    #expect(read(year, secondsAfterAnchor: 60 * 86_400) == "2024", "the moment read, not the moment made")
    let month = Text(.currentDate, format: .dateTime.month(.wide))
    #expect(read(month, secondsAfterAnchor: 30 * 86_400) == "December")
  }

  @Test func timersCountTheIntervalAndASentenceReadsTheSameMoment() {
    let countdown = Text(.currentDate, format: .timer(countingDownIn: anchor..<anchor.addingTimeInterval(600)))
    #expect(read(countdown, secondsAfterAnchor: 326) == "4:34")
    let stopwatch = Text(.currentDate, format: .stopwatch(startingAt: anchor))
    #expect(read(stopwatch, secondsAfterAnchor: 65) == "1:05")
    let sentence = Text("Due \(Text(.currentDate, format: .reference(to: anchor, allowedFields: [.hour, .minute])))")
    #expect(read(sentence, secondsAfterAnchor: -2 * 3_600) == "Due in 2 hours")
    #expect(read(sentence, secondsAfterAnchor: 10 * 60) == "Due 10 minutes ago")
  }
}
