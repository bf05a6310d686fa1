//
//  UsageChartWidget.swift
//
//  In the style of screen-time and fitness widgets with Swift Charts: a week of minutes as
//  bars coloured by category, a goal as a rule mark with an annotation, hidden axes in the small
//  family, a line with points in the medium one, and the total as text beside the chart.
//

import Charts
import SwiftUI
import WidgetKit

struct UsageDay: Identifiable {
    let id = UUID()
    let day: Date
    let minutes: Int
    let category: String
}

struct UsageEntry: TimelineEntry {
    let date: Date
    let days: [UsageDay]
    var total: Int { days.reduce(0) { $0 + $1.minutes } }
}

struct UsageProvider: TimelineProvider {
    func placeholder(in context: Context) -> UsageEntry { UsageEntry(date: Date(), days: Self.week) }
    func getSnapshot(in context: Context, completion: @escaping (UsageEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<UsageEntry>) -> Void) {
        completion(Timeline(entries: [UsageEntry(date: Date(), days: Self.week)], policy: .after(Date().addingTimeInterval(3600))))
    }

    static let week: [UsageDay] = (0..<7).map { offset in
        UsageDay(
            day: Calendar.current.date(byAdding: .day, value: -offset, to: Date())!, minutes: [95, 40, 120, 60, 80, 30, 55][offset],
            category: offset.isMultiple(of: 2) ? "Social" : "Games")
    }
}

struct UsageChartWidgetView: View {
    @Environment(\.widgetFamily) var family
    let entry: UsageEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Screen Time").font(.caption).foregroundStyle(.secondary)
            Text("\(entry.total / 60)h \(entry.total % 60)m this week")
                .font(.headline)
                .privacySensitive()
            if family == .systemSmall {
                Chart(entry.days) { day in
                    BarMark(
                        x: .value("Day", day.day, unit: .day),
                        y: .value("Minutes", day.minutes)
                    )
                    .foregroundStyle(by: .value("Category", day.category))
                    .clipShape(RoundedRectangle(cornerRadius: 3))
                }
                .chartForegroundStyleScale(domain: .automatic, range: [Color.pink, .blue])
                .chartXAxis(.hidden)
                .chartYAxis(.hidden)
                .chartLegend(.hidden)
            } else {
                Chart {
                    ForEach(entry.days) { day in
                        LineMark(x: .value("Day", day.day), y: .value("Minutes", day.minutes))
                            .interpolationMethod(.catmullRom)
                        PointMark(x: .value("Day", day.day), y: .value("Minutes", day.minutes))
                            .symbol {
                                Circle().frame(width: 6, height: 6)
                            }
                    }
                    RuleMark(y: .value("Goal", 60))
                        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
                        .annotation(position: .top, alignment: .leading) {
                            Text("Goal").font(.caption2)
                        }
                }
                .chartYScale(domain: 0...150)
                .chartXAxis {
                    AxisMarks(values: .stride(by: .day)) { value in
                        AxisGridLine()
                        AxisValueLabel(format: .dateTime.weekday(.narrow))
                    }
                }
                .chartYAxis {
                    AxisMarks(stroke: StrokeStyle(lineWidth: 1, lineCap: .round, dash: [1, 4]))
                }
                .chartForegroundStyleScale(["Social": Color.pink, "Games": Color.blue])
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct UsageChartWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "UsageChartWidget", provider: UsageProvider()) { entry in
            UsageChartWidgetView(entry: entry)
        }
        .configurationDisplayName("Screen Time")
        .description("Your week at a glance.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
