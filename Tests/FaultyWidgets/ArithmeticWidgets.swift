// Widgets whose arithmetic divides by zero, as a progress widget does on a day with nothing to
// do (`done / total` with `total` 0): NaN and infinity reach the view and the timeline.

import Foundation
import SwiftUI
import WidgetKit

/// A frame of NaN width, one of infinite width, a progress view and a gauge of NaN: SwiftUI
/// ignores the frames (`Invalid frame dimension (negative or non-finite).`) and fills nothing.
struct DividesByZeroView: View {
  let entry: CodeEntry
  var body: some View {
    let done = 0.0, total = 0.0
    return VStack {
      Text(entry.code).frame(width: done / total)
      ProgressView(value: done / total)
      Text("wide").frame(width: .infinity, height: 10)
      Gauge(value: done / total, in: 0...1) { Text("gauge") }
    }
  }
}

struct DividesByZeroWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "divides-by-zero", provider: FixedProvider.hourly) { entry in DividesByZeroView(entry: entry) }
      .supportedFamilies([.accessoryRectangular])
  }
}

/// Dates its second entry NaN seconds after the first (an interval of `0 / 0` minutes).
struct NaNDateWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(
      kind: "nan-date",
      provider: FixedProvider { completion in
        let now = Date(), minutes = 0.0, steps = 0.0
        let entries = [CodeEntry(date: now, code: "now"), CodeEntry(date: now.addingTimeInterval(minutes / steps * 60), code: "next")]
        completion(Timeline(entries: entries, policy: .atEnd))
      }
    ) { entry in Text(entry.code) }
    .supportedFamilies([.accessoryInline])
  }
}

/// A countdown with an entry a second for a week: 604,800 dates, more than an answer carries.
struct EverySecondForAWeekWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(
      kind: "every-second-for-a-week",
      provider: FixedProvider { completion in
        let now = Date()
        let entries = (0..<604_800).map { CodeEntry(date: now.addingTimeInterval(Double($0)), code: "\(604_800 - $0) s") }
        completion(Timeline(entries: entries, policy: .atEnd))
      }
    ) { entry in Text(entry.code) }
    .supportedFamilies([.accessoryInline])
  }
}
