//
//  ReadingGoalWidget.swift
//
//  In the style of reading-goal Lock Screen widgets: a linear accessory gauge whose label names
//  it for VoiceOver and is hidden on screen with labelsHidden(), the minutes read as its value.
//

import SwiftUI
import WidgetKit

struct ReadingGoalEntry: TimelineEntry {
    let date: Date
    let minutes: Int
    let goal: Int
}

struct ReadingGoalProvider: TimelineProvider {
    func placeholder(in context: Context) -> ReadingGoalEntry {
        ReadingGoalEntry(date: Date(), minutes: 10, goal: 30)
    }

    func getSnapshot(in context: Context, completion: @escaping (ReadingGoalEntry) -> ()) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ReadingGoalEntry>) -> ()) {
        completion(Timeline(entries: [ReadingGoalEntry(date: Date(), minutes: 18, goal: 30)], policy: .atEnd))
    }
}

struct ReadingGoalWidgetView: View {
    let entry: ReadingGoalEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("Today's reading")
                .font(.headline)
            Gauge(value: Double(entry.minutes), in: 0...Double(entry.goal)) {
                Text("Minutes read today")
            } currentValueLabel: {
                Text("\(entry.minutes) min")
            }
            .gaugeStyle(.accessoryLinear)
            .labelsHidden()
        }
    }
}

struct ReadingGoalWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ReadingGoalWidget", provider: ReadingGoalProvider()) { entry in
            ReadingGoalWidgetView(entry: entry)
        }
        .configurationDisplayName("Reading Goal")
        .supportedFamilies([.accessoryRectangular])
    }
}
