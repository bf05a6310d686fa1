//
//  DayGreetingWidget.swift
//
//  In the style of daily-planner widgets: the provider greets by the hour and names the day from
//  `Date()`, `Calendar.current` and a `DateFormatter`, and asks again at the next hour.
//

import SwiftUI
import WidgetKit

struct DayGreetingEntry: TimelineEntry {
    let date: Date
    let greeting: String
    let day: String
}

struct DayGreetingProvider: TimelineProvider {
    func placeholder(in context: Context) -> DayGreetingEntry {
        DayGreetingEntry(date: Date(), greeting: "Hello", day: "Today")
    }

    func getSnapshot(in context: Context, completion: @escaping (DayGreetingEntry) -> Void) {
        completion(entry(at: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<DayGreetingEntry>) -> Void) {
        let now = Date()
        let nextHour = Calendar.current.nextDate(
            after: now, matching: DateComponents(minute: 0), matchingPolicy: .nextTime) ?? now.addingTimeInterval(3600)
        completion(Timeline(entries: [entry(at: now)], policy: .after(nextHour)))
    }

    private func entry(at date: Date) -> DayGreetingEntry {
        let hour = Calendar.current.component(.hour, from: date)
        let greeting: String
        switch hour {
        case 5..<12: greeting = "Good morning"
        case 12..<18: greeting = "Good afternoon"
        default: greeting = "Good evening"
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.dateFormat = "EEEE d MMMM"
        return DayGreetingEntry(date: date, greeting: greeting, day: formatter.string(from: date))
    }
}

struct DayGreetingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "DayGreetingWidget", provider: DayGreetingProvider()) { entry in
            VStack(alignment: .leading) {
                Text(entry.greeting).font(.headline)
                Text(entry.day).foregroundStyle(.secondary)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Today")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}
