//
//  StepsWidget.swift
//
//  In the style of fitness and habit-tracker widgets on GitHub: a ring drawn with shapes, a
//  layout per family read from the environment, gradients and rounded fonts, a relative date,
//  a timer, string concatenation of Texts, the background behind an availability check (the
//  widgetBackground helper most pre-iOS 17 projects carry), and a deep link per family.
//

import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
    let lastWorkout: Date?
    let streak: [Bool]

    var progress: Double { goal == 0 ? 0 : min(Double(steps) / Double(goal), 1) }

    static let preview = StepsEntry(
        date: .now, steps: 6_421, goal: 10_000, lastWorkout: Date().addingTimeInterval(-3600),
        streak: [true, true, false, true, true, true, false])
}

struct StepsProvider: TimelineProvider {
    typealias Entry = StepsEntry

    func placeholder(in context: Context) -> StepsEntry { .preview }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(context.isPreview ? .preview : load())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        let now = Date()
        let entries = (0..<4).map { hour -> StepsEntry in
            let date = Calendar.current.date(byAdding: .hour, value: hour, to: now)!
            return StepsEntry(date: date, steps: 6_421 + hour * 800, goal: 10_000, lastWorkout: now, streak: StepsEntry.preview.streak)
        }
        let refresh = Calendar.current.date(byAdding: .hour, value: 4, to: now) ?? now
        completion(Timeline(entries: entries, policy: .after(refresh)))
    }

    private func load() -> StepsEntry {
        let defaults = UserDefaults(suiteName: "group.com.example.steps")
        let steps = defaults?.integer(forKey: "steps") ?? 0
        return StepsEntry(date: Date(), steps: steps, goal: 10_000, lastWorkout: nil, streak: [])
    }
}

struct StepsRing: View {
    var progress: Double
    var lineWidth: CGFloat = 8

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.3), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

struct StepsWidgetEntryView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.redactionReasons) var redactionReasons
    var entry: StepsProvider.Entry

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.progress) {
                Image(systemName: "figure.walk")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .widgetAccentable()
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Label("Steps", systemImage: "figure.walk")
                    .font(.headline)
                    .widgetAccentable()
                Text("\(entry.steps) of \(entry.goal)")
                    .font(.system(.body, design: .rounded))
                    .privacySensitive()
                if let last = entry.lastWorkout {
                    Text(last, style: .relative)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
        case .accessoryInline:
            Text("\(Image(systemName: "figure.walk")) \(entry.steps)")
        case .systemSmall:
            VStack(spacing: 6) {
                StepsRing(progress: entry.progress)
                    .frame(width: 64, height: 64)
                    .overlay(
                        Text("\(Int(entry.progress * 100))%")
                            .font(.system(size: 14, weight: .bold, design: .rounded))
                            .monospacedDigit()
                    )
                Text(entry.steps.formatted())
                    .font(.title3.weight(.semibold))
                    .minimumScaleFactor(0.6)
                    .lineLimit(1)
                    .privacySensitive()
            }
            .widgetURL(URL(string: "steps://today"))
            .widgetBackground(Color(.systemBackground))
        default:
            HStack(alignment: .top, spacing: 12) {
                StepsRing(progress: entry.progress, lineWidth: 10)
                    .frame(width: 90, height: 90)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Today").font(.caption).foregroundColor(.secondary).textCase(.uppercase)
                    (Text("\(entry.steps)").bold() + Text(" steps").foregroundColor(.secondary))
                        .font(.title2)
                        .privacySensitive()
                    Divider()
                    HStack(spacing: 4) {
                        ForEach(Array(entry.streak.enumerated()), id: \.offset) { _, done in
                            Capsule()
                                .fill(done ? Color.green : Color.gray.opacity(0.3))
                                .frame(width: 10, height: 18)
                        }
                    }
                    Spacer(minLength: 0)
                    Text(timerInterval: entry.date...entry.date.addingTimeInterval(3600), countsDown: true)
                        .font(.caption2)
                        .multilineTextAlignment(.leading)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .padding(.horizontal, 4)
            .widgetBackground(
                LinearGradient(
                    gradient: Gradient(colors: [colorScheme == .dark ? .black : .white, Color.orange.opacity(0.15)]),
                    startPoint: .top, endPoint: .bottom))
        }
    }
}

extension View {
    /// The background helper carried by most widgets written before iOS 17.
    func widgetBackground(_ backgroundView: some View) -> some View {
        if #available(iOSApplicationExtension 17.0, *) {
            return containerBackground(for: .widget) { backgroundView }
        } else {
            return background(backgroundView)
        }
    }
}

struct StepsWidget: Widget {
    let kind: String = "StepsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .description("Your steps today and your streak.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular, .accessoryInline])
        .contentMarginsDisabled()
    }
}

#Preview(as: .systemSmall) {
    StepsWidget()
} timeline: {
    StepsEntry.preview
    StepsEntry(date: .now, steps: 12_000, goal: 10_000, lastWorkout: nil, streak: [])
}

#Preview("Rectangular", as: .accessoryRectangular) {
    StepsWidget()
} timelineProvider: {
    StepsProvider()
}

#Preview("Ring") {
    StepsRing(progress: 0.4)
        .frame(width: 80, height: 80)
}

struct StepsWidget_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            StepsWidgetEntryView(entry: .preview)
                .previewContext(WidgetPreviewContext(family: .systemSmall))
                .previewDisplayName("Small")
            StepsWidgetEntryView(entry: .preview)
                .previewContext(WidgetPreviewContext(family: .systemMedium))
        }
    }
}
