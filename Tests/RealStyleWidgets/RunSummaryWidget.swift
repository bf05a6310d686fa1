//
//  RunSummaryWidget.swift
//
//  A running-log widget in the style of fitness apps: numbers written with printf specifiers
//  inside `Text` literals (`"\(km, specifier: "%.1f") km"`), a date interpolated in text
//  (`"\(date, style: .relative)"`, read relative to the entry's moment), a value with a format style and
//  one through a `DateFormatter` in a literal, an `@ScaledMetric` icon size, a route image
//  from the asset catalog or an empty `UIImage()`, and the gallery's name and description given
//  as `Text`. The pace is marked private; the distance stays readable.
//

import SwiftUI
import UIKit
import WidgetKit

struct RunEntry: TimelineEntry {
    let date: Date
    let kilometres: Double
    let minutesPerKilometre: Double
    let runs: Int
    let lastRun: Date
}

struct RunProvider: TimelineProvider {
    static let sample = RunEntry(
        date: Date(timeIntervalSince1970: 1_700_000_000), kilometres: 12.345, minutesPerKilometre: 5.25, runs: 3,
        lastRun: Date(timeIntervalSince1970: 1_700_000_000 - 7_200))

    func placeholder(in context: Context) -> RunEntry { Self.sample }

    func getSnapshot(in context: Context, completion: @escaping (RunEntry) -> ()) {
        completion(Self.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let next = Calendar.current.date(byAdding: .hour, value: 1, to: Date())!
        completion(Timeline(entries: [Self.sample], policy: .after(next)))
    }
}

struct RunSummaryView: View {
    @ScaledMetric(relativeTo: .caption) var iconSize: CGFloat = 14
    var entry: RunProvider.Entry

    static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    var routeImage: UIImage { UIImage(named: "route") ?? UIImage() }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Image(uiImage: routeImage)
                    .resizable()
                    .frame(width: iconSize, height: iconSize)
                Text("\(entry.kilometres, specifier: "%.1f") km this week")
                    .font(.headline)
            }
            Text("\(entry.runs, specifier: "%02d") runs · \(entry.minutesPerKilometre, specifier: "%.2f") min/km")
                .privacySensitive()
            Text("Last run \(entry.lastRun, formatter: Self.dayFormatter)")
            Text("Goal \(0.8, format: .percent)")
            Text("Synced \(entry.lastRun, style: .relative) ago")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
    }
}

struct RunSummaryWidget: Widget {
    let kind: String = "RunSummaryWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: RunProvider()) { entry in
            RunSummaryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName(Text("Runs"))
        .description(Text("Your week of running."))
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
