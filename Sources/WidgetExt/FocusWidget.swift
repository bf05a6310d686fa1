//
//  FocusWidget.swift
//
//  The sample app's widget extension: today's focus on the home screen and the Lock Screen.
//  The session's name is private (privacySensitive), the minutes left are not. During bedtime
//  (the monitor extension keeps the ongoing activities in the App Group, and reloads this
//  widget through WidgetCenter) the session is "Bedtime".
//

import SwiftUI
import WidgetKit

struct FocusEntry: TimelineEntry {
    let date: Date
    let session: String
    let minutesLeft: Int
    let blockedApps: Int
}

struct FocusProvider: TimelineProvider {
    func placeholder(in context: Context) -> FocusEntry {
        FocusEntry(date: Date(), session: "Focus", minutesLeft: 30, blockedApps: 3)
    }

    func getSnapshot(in context: Context, completion: @escaping (FocusEntry) -> ()) {
        completion(FocusEntry(date: Date(), session: "Deep work", minutesLeft: 45, blockedApps: 4))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FocusEntry>) -> ()) {
        let now = Date()
        let ongoing = UserDefaults(suiteName: "group.com.example.FocusApp")?.stringArray(forKey: "ongoing") ?? []
        let session = ongoing.contains("bedtime") ? "Bedtime" : "Thesis chapter 3"
        let entries = [0, 1].map { step in
            FocusEntry(date: now.addingTimeInterval(Double(step) * 1800), session: session,
                       minutesLeft: 50 - step * 30, blockedApps: 4)
        }
        completion(Timeline(entries: entries, policy: .after(now.addingTimeInterval(3600))))
    }
}

struct FocusWidgetView: View {
    var entry: FocusProvider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryInline:
            Text("Focus: \(entry.minutesLeft) min left")
                .containerBackground(for: .widget) { Color.clear }
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text(entry.session)
                    .font(.headline)
                    .privacySensitive()
                Text("\(entry.minutesLeft) min left")
            }
            .containerBackground(for: .widget) { AccessoryWidgetBackground() }
        default:
            VStack(alignment: .leading, spacing: 6) {
                Label("Focus", systemImage: "moon.fill")
                    .font(.caption)
                Text(entry.session)
                    .font(.headline)
                    .privacySensitive()
                Spacer()
                Text("\(entry.minutesLeft) min left")
                    .font(.title2)
                Text("\(entry.blockedApps) apps blocked")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            .containerBackground(for: .widget) { Color.white }
        }
    }
}

@main
struct FocusWidget: Widget {
    let kind = "FocusWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: FocusProvider()) { entry in
            FocusWidgetView(entry: entry)
        }
        .configurationDisplayName("Focus")
        .description("Today's focus session and the time left.")
        .supportedFamilies([.systemSmall, .accessoryRectangular, .accessoryInline])
    }
}
