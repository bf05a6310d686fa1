//
//  FeedTimerWidget.swift
//
//  A feeding and medication reminder in the style of parenting and health apps' widgets (iOS 18
//  and 26 APIs): the time left written by the system as it passes (`Text(.currentDate, format:
//  .offset(to:…))`, `.reference(to:…)` inside a sentence), an `AppIntentTimelineProvider` that
//  tells the Smart Stack when it matters (`relevance()`), a log button whose intent runs in the
//  foreground (`supportedModes`) and opens a link (`OpenURLIntent`), the baby's picture from Core
//  Graphics, a chart of today's feeds drawn as ranges, and the SiriKit-era `Baby` type the
//  intent definition generated.
//

import AppIntents
import Charts
import Intents
import SwiftUI
import WidgetKit

public class Baby: INObject {}

enum FeedKind: String, AppEnum {
    case bottle, breast

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Feed"
    static var caseDisplayRepresentations: [FeedKind: DisplayRepresentation] = [
        .bottle: DisplayRepresentation(title: "Bottle", image: .init(systemName: "waterbottle", isTemplate: true)),
        .breast: DisplayRepresentation(title: "Breast", image: .init(systemName: "heart", isTemplate: true)),
    ]
}

struct FeedTimerIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Feeds"
    @Parameter(title: "Kind", default: .bottle) var kind: FeedKind
}

struct LogFeedIntent: AppIntent {
    static var title: LocalizedStringResource = "Log a feed"
    static let supportedModes: IntentModes = .foreground(.immediate)

    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: OpenURLIntent(URL(string: "feeds://log")!))
    }
}

struct FeedEntry: TimelineEntry {
    let date: Date
    let due: Date
    let baby: Baby
    let feeds: [(start: Int, end: Int)]
}

struct FeedTimerProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> FeedEntry {
        FeedEntry(date: .now, due: .now.addingTimeInterval(3600), baby: Baby(identifier: nil, display: "Baby"), feeds: [])
    }

    func snapshot(for configuration: FeedTimerIntent, in context: Context) async -> FeedEntry { placeholder(in: context) }

    func timeline(for configuration: FeedTimerIntent, in context: Context) async -> Timeline<FeedEntry> {
        let now = Date()
        let entry = FeedEntry(
            date: now, due: now.addingTimeInterval(2 * 3600 + 5 * 60), baby: Baby(identifier: "ada", display: "Ada"),
            feeds: [(6, 7), (9, 10), (12, 13)])
        return Timeline(entries: [entry], policy: .after(entry.due))
    }

    func relevance() async -> WidgetRelevance<FeedTimerIntent> {
        let next = Date().addingTimeInterval(2 * 3600)
        return WidgetRelevance([
            WidgetRelevanceAttribute(configuration: FeedTimerIntent(), context: .date(from: next.addingTimeInterval(-900), to: next))
        ])
    }
}

struct FeedTimerView: View {
    var entry: FeedEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text(.currentDate, format: .offset(to: entry.due, allowedFields: [.hour, .minute], maxFieldCount: 2, sign: .never))
                    .font(.headline)
                    .widgetAccentable()
                Text("Next feed \(Text(.currentDate, format: .reference(to: entry.due, allowedFields: [.hour, .minute])))")
                    .font(.caption)
            }
            .transaction { $0.animation = nil }
            .containerBackground(for: .widget) { AccessoryWidgetBackground() }
        default:
            VStack(alignment: .leading) {
                HStack {
                    if let picture = UIImage(systemName: "face.smiling")?.cgImage {
                        Image(decorative: picture, scale: 2)
                    }
                    Text(entry.baby.displayString)
                }
                Chart(entry.feeds, id: \.start) { feed in
                    RectangleMark(
                        xStart: .value("Start", feed.start), xEnd: .value("End", feed.end),
                        yStart: .value("Low", 0), yEnd: .value("High", 1))
                }
                Button(intent: LogFeedIntent()) { Text("Log") }
            }
            .containerBackground(for: .widget) { Color.white }
        }
    }
}

struct FeedTimerWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "FeedTimerWidget", intent: FeedTimerIntent.self, provider: FeedTimerProvider()) { entry in
            FeedTimerView(entry: entry)
        }
        .configurationDisplayName("Feeds")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}
