//
//  GlucoseWidget.swift
//
//  In the style of continuous glucose monitor apps' Lock Screen widgets (xdripswift): the reading
//  in an accessoryCircular gauge whose minimum and maximum labels sit in the ring's opening, so
//  the gauge's own label is never drawn (its text says so), a gradient tint, and the time of the
//  reading written with a date format style on the home screen.
//

import SwiftUI
import WidgetKit

struct GlucoseEntry: TimelineEntry {
    let date: Date
    let mgDl: Double
    let readingDate: Date?
}

struct GlucoseProvider: TimelineProvider {
    func placeholder(in context: Context) -> GlucoseEntry {
        GlucoseEntry(date: Date(), mgDl: 100, readingDate: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (GlucoseEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GlucoseEntry>) -> Void) {
        let now = Date()
        completion(Timeline(entries: [GlucoseEntry(date: now, mgDl: 132, readingDate: now)], policy: .atEnd))
    }
}

struct GlucoseWidgetView: View {
    @Environment(\.widgetFamily) private var family
    let entry: GlucoseEntry

    private let range = 40.0...400.0
    private let gradient = Gradient(colors: [.red, .green, .green, .yellow, .red])

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                    .cornerRadius(8)
                Gauge(value: min(max(entry.mgDl, range.lowerBound), range.upperBound), in: range) {
                    Text("Not shown")
                } currentValueLabel: {
                    Text("\(Int(entry.mgDl))")
                        .font(.system(size: 20)).bold()
                        .minimumScaleFactor(0.2)
                } minimumValueLabel: {
                    Text("\(Int(range.lowerBound))").font(.system(size: 8))
                } maximumValueLabel: {
                    Text("\(Int(range.upperBound))").font(.system(size: 8))
                }
                .gaugeStyle(.accessoryCircular)
                .tint(gradient)
            }
        default:
            VStack(alignment: .leading) {
                Text("\(Int(entry.mgDl)) mg/dL")
                    .font(.title).fontWeight(.bold)
                Spacer()
                Text(entry.readingDate?.formatted(date: .omitted, time: .shortened) ?? "--:--")
                    .font(.system(size: 11))
                    .foregroundStyle(Color(white: 0.6))
            }
        }
    }
}

struct GlucoseWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "GlucoseWidget", provider: GlucoseProvider()) { entry in
            GlucoseWidgetView(entry: entry)
                .containerBackground(Color.black, for: .widget)
        }
        .configurationDisplayName("Glucose")
        .description("Your latest reading.")
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}
