//
//  BatteryWidget.swift
//
//  In the style of battery and fitness Lock Screen widgets: an accessory circular gauge over
//  AccessoryWidgetBackground, the family read from the environment, the level kept readable on
//  purpose with unredacted().
//

import SwiftUI
import WidgetKit

struct BatteryEntry: TimelineEntry {
    let date: Date
    let level: Double
    let deviceName: String
}

struct BatteryProvider: TimelineProvider {
    func placeholder(in context: Context) -> BatteryEntry {
        BatteryEntry(date: Date(), level: 0.5, deviceName: "AirPods")
    }

    func getSnapshot(in context: Context, completion: @escaping (BatteryEntry) -> ()) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BatteryEntry>) -> ()) {
        DispatchQueue.global().async {
            let entry = BatteryEntry(date: Date(), level: 0.72, deviceName: "AirPods Pro")
            completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(15 * 60))))
        }
    }
}

struct BatteryWidgetView: View {
    @Environment(\.widgetFamily) private var family
    let entry: BatteryEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: entry.level) {
                    Image(systemName: "airpodspro")
                } currentValueLabel: {
                    Text("\(Int(entry.level * 100))")
                }
                .gaugeStyle(.accessoryCircular)
            }
            .unredacted()
        case .accessoryInline:
            Text("\(entry.deviceName) \(Int(entry.level * 100))%")
        default:
            VStack {
                Text(entry.deviceName)
                ProgressView(value: entry.level)
                    .tint(entry.level < 0.2 ? .red : .green)
            }
            .containerBackground(.background, for: .widget)
        }
    }
}

struct BatteryWidget: Widget {
    let kind = "BatteryWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: BatteryProvider()) { entry in
            BatteryWidgetView(entry: entry)
        }
        .configurationDisplayName("Batteries")
        .supportedFamilies([.accessoryCircular, .accessoryInline, .systemSmall])
    }
}
