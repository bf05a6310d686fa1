import Foundation
import SwiftUI
import Testing
import UIKit

/// What a `Text` literal's interpolations put in the localization key and in the text read, as
/// SwiftUI's `LocalizedStringKey` does; and the small SDK pieces real widgets reach for beside them.
@MainActor
struct TextInterpolationTests {
  @Test func aPrintfSpecifierGoesIntoTheKeyAsWritten() throws {
    let distance: LocalizedStringKey = "\(2.456, specifier: "%.1f") km"
    #expect(distance.key == "%.1f km")
    #expect(distance.localizedText == "2.5 km")
    let count: LocalizedStringKey = "\(7, specifier: "%02d") of \(UInt8(9), specifier: "%d")"
    #expect(count.key == "%02d of %d")
    #expect(count.localizedText == "07 of 9")
  }

  @Test func datesFormattersAndFormatStylesAreTextInTheKey() throws {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy"
    formatter.timeZone = TimeZone(identifier: "UTC")
    let year: LocalizedStringKey = "Since \(Date(timeIntervalSince1970: 0), formatter: formatter)"
    #expect(year.key == "Since %@")
    #expect(year.localizedText == "Since 1970")
    let unformatted: LocalizedStringKey = "Since \(42, formatter: nil)"
    #expect(unformatted.localizedText == "Since 42")
    let share: LocalizedStringKey = "Done \(0.25, format: .percent)"
    #expect(share.key == "Done %@")
    #expect(share.localizedText == "Done 25%")
    let start = Date(timeIntervalSince1970: 0)
    let updated: LocalizedStringKey = "Updated \(start, style: .relative) ago"
    #expect(updated.key == "Updated %@ ago")
    // Written for the moment the text is read: the environment's, as a widget entry's.
    var environment = EnvironmentValues()
    environment.now = start.addingTimeInterval(90)
    #expect(updated.localizedText(in: environment) == "Updated 1 min, 30 sec ago")
    environment.now = start.addingTimeInterval(3 * 3_600)
    #expect(updated.localizedText(in: environment) == "Updated 3 hr ago")
    let timer: LocalizedStringKey = "Ends in \(timerInterval: start...start.addingTimeInterval(90))"
    #expect(timer.key == "Ends in %@")
  }

  /// A timer inside a text inside a text is written for the moment the outer one is read (a
  /// widget entry's date), however deep: a launch countdown's inline family counts down per entry.
  @Test func aTimerNestedTwoTextsDeepCountsFromTheMomentOfReading() {
    let start = Date(timeIntervalSince1970: 0)
    let launch = start.addingTimeInterval(2 * 3_600)
    let text = Text("Launch \(Text("T-\(Text(timerInterval: start...launch, countsDown: true))"))")
    var environment = EnvironmentValues()
    environment.now = start
    #expect(text.string(in: environment) == "Launch T-2:00:00")
    environment.now = start.addingTimeInterval(15 * 60)
    #expect(text.string(in: environment) == "Launch T-1:45:00")
  }

  struct Metrics {
    @ScaledMetric var plain: CGFloat = 20
    @ScaledMetric(relativeTo: .largeTitle) var title: Double = 34
  }

  /// Read at the default text size, a scaled metric is the value written, as SwiftUI's is.
  @Test func aScaledMetricReadsItsValueAtTheDefaultTextSize() {
    let metrics = Metrics()
    #expect(metrics.plain == 20)
    #expect(metrics.title == 34)
  }

  @Test func anEmptyUIImageHasNothingToDraw() {
    let image = UIImage()
    #expect(image.symbolName == nil && image.assetName == nil && image.imageData == nil)
    #expect(image.size == .zero)
  }
}

