//
//  WaterIntakeWidget.swift
//
//  A hydration widget in the style of habit trackers' widget extensions: a ring drawn with
//  `trim` and a gradient stroke, the percentage marked `privacySensitive()`, a system font with a
//  rounded design, `contentTransition(.numericText())`, a `Link` and an intent button, and on the
//  Lock Screen a capacity gauge with a `widgetLabel`, a countdown `ProgressView` and an inline
//  `ViewThatFits`. The margins come from the environment (`contentMarginsDisabled()`).
//

import AppIntents
import SwiftUI
import WidgetKit

struct WaterEntry: TimelineEntry {
    let date: Date
    let fraction: Double
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: Float(fraction)) }
}

struct WaterProvider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry { WaterEntry(date: .now, fraction: 0.5) }

    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> Void) {
        completion(WaterEntry(date: .now, fraction: context.isPreview ? 0.2 : 0.7))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WaterEntry>) -> Void) {
        let now = Date()
        let entries = (0..<5).map { step in
            WaterEntry(date: Calendar.current.date(byAdding: .minute, value: step * 15, to: now)!, fraction: Double(step + 1) / 5)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct LogGlassIntent: AppIntent {
    static var title: LocalizedStringResource = "Log a glass"
    func perform() async throws -> some IntentResult { .result() }
}

struct WaterIntakeView: View {
    var entry: WaterEntry
    @Environment(\.widgetFamily) var family
    @Environment(\.widgetContentMargins) var margins
    @Environment(\.dynamicTypeSize) var typeSize

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: entry.fraction) { Image(systemName: "drop.fill") }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(.blue)
            }
            .widgetLabel { Text("Water") }
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text("Next glass").font(.headline).widgetAccentable()
                ProgressView(timerInterval: entry.date...entry.date.addingTimeInterval(900), countsDown: true)
            }
        case .accessoryInline:
            ViewThatFits {
                Text("\(Int(entry.fraction * 100))% of today's water")
                Text("\(Int(entry.fraction * 100))%")
            }
        default:
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Image(systemName: "drop.fill")
                        .symbolRenderingMode(.hierarchical)
                        .foregroundStyle(.blue)
                        .imageScale(.large)
                    Spacer()
                    Text("Water").font(.system(size: 12, weight: .semibold, design: .rounded))
                }
                Text("\(Int(entry.fraction * 100))%")
                    .font(.system(.largeTitle, design: .rounded).bold())
                    .contentTransition(.numericText())
                    .minimumScaleFactor(0.5)
                    .lineLimit(typeSize.isAccessibilitySize ? 2 : 1)
                    .privacySensitive()
                Circle()
                    .trim(from: 0, to: entry.fraction)
                    .stroke(
                        LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom),
                        style: StrokeStyle(lineWidth: 6, lineCap: .round)
                    )
                    .rotationEffect(.degrees(-90))
                    .frame(width: 36, height: 36)
                HStack {
                    Link(destination: URL(string: "water://history")!) {
                        Label("History", systemImage: "chart.bar")
                    }
                    Button(intent: LogGlassIntent()) { Image(systemName: "plus.circle") }
                        .buttonStyle(.plain)
                }
            }
            .padding(margins)
            .containerBackground(for: .widget) {
                LinearGradient(gradient: Gradient(colors: [.white, .cyan.opacity(0.2)]), startPoint: .topLeading, endPoint: .bottomTrailing)
            }
            .widgetURL(URL(string: "water://today"))
        }
    }
}

struct WaterIntakeWidget: Widget {
    let kind = "WaterIntakeWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WaterProvider()) { entry in
            WaterIntakeView(entry: entry)
        }
        .configurationDisplayName("Water")
        .description("Today's glasses.")
        .supportedFamilies([.systemSmall, .accessoryCircular, .accessoryRectangular, .accessoryInline])
        .contentMarginsDisabled()
        .containerBackgroundRemovable(false)
    }
}
