//
//  EmojiWidget.swift
//
//  Xcode 15's widget extension template, as generated with "Include Configuration App Intent":
//  an AppIntentConfiguration whose AppIntentTimelineProvider uses the async forms, with the
//  intent's default parameter. Below it, the older SiriKit form (IntentConfiguration).
//

import WidgetKit
import SwiftUI
import AppIntents
import Intents

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Configuration"
    static var description = IntentDescription("This is an example widget.")

    // An example configurable parameter.
    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}

struct EmojiProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> EmojiEntry {
        EmojiEntry(date: Date(), configuration: ConfigurationAppIntent())
    }

    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> EmojiEntry {
        EmojiEntry(date: Date(), configuration: configuration)
    }

    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<EmojiEntry> {
        var entries: [EmojiEntry] = []

        // Generate a timeline consisting of five entries an hour apart, starting from the current date.
        let currentDate = Date()
        for hourOffset in 0 ..< 5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            let entry = EmojiEntry(date: entryDate, configuration: configuration)
            entries.append(entry)
        }

        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct EmojiEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationAppIntent
}

struct EmojiWidgetEntryView : View {
    var entry: EmojiProvider.Entry

    var body: some View {
        VStack {
            Text("Time:")
            Text(entry.date, style: .time)

            Text("Favorite Emoji:")
            Text(entry.configuration.favoriteEmoji)
        }
    }
}

struct EmojiWidget: Widget {
    let kind: String = "EmojiWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: EmojiProvider()) { entry in
            EmojiWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

// The SiriKit form, as Xcode generated it from an .intentdefinition file before iOS 17 (its
// @NSManaged parameter written as a plain property: Linux has no Objective-C runtime).
class ConfigurationIntent: INIntent {
    var city: String? = "Lisbon"
}

struct WeatherEntry: TimelineEntry {
    let date: Date
    let city: String
}

struct WeatherProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: Date(), city: "City")
    }

    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (WeatherEntry) -> ()) {
        completion(WeatherEntry(date: Date(), city: configuration.city ?? "City"))
    }

    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> ()) {
        let entry = WeatherEntry(date: Date(), city: configuration.city ?? "City")
        completion(Timeline(entries: [entry], policy: .atEnd))
    }
}

struct WeatherWidget: Widget {
    let kind: String = "WeatherWidget"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: ConfigurationIntent.self, provider: WeatherProvider()) { entry in
            Text("Weather in \(entry.city)")
        }
        .configurationDisplayName("Weather")
        .supportedFamilies([.systemSmall, .accessoryInline])
    }
}
