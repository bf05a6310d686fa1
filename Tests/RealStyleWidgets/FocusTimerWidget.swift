//
//  FocusTimerWidget.swift
//
//  In the style of focus and Pomodoro timers on the Lock Screen: the session's countdown as
//  ProgressView(timerInterval:), a watch-style widgetLabel behind showsWidgetLabel (an iPhone
//  shows neither the label nor that branch), an arc drawn with Angle arithmetic, a provider
//  that reads UIScreen from a plain function, and a #Preview whose body declares a let first.
//

import SwiftUI
import WidgetKit

struct FocusEntry: TimelineEntry {
    let date: Date
    let task: String
    let ends: Date
}

struct FocusProvider: TimelineProvider {
    func placeholder(in context: Context) -> FocusEntry {
        FocusEntry(date: Date(), task: "Focus", ends: Date().addingTimeInterval(25 * 60))
    }

    func getSnapshot(in context: Context, completion: @escaping (FocusEntry) -> ()) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FocusEntry>) -> ()) {
        let start = Date()
        let entry = FocusEntry(date: start, task: Self.shortened("Write the quarterly report"), ends: start.addingTimeInterval(25 * 60))
        completion(Timeline(entries: [entry], policy: .after(entry.ends)))
    }

    /// Small screens get a shorter task name.
    static func shortened(_ task: String) -> String {
        UIScreen.main.bounds.width < 350 ? String(task.prefix(12)) : task
    }
}

struct SessionArc: Shape {
    var progress: Double

    func path(in rect: CGRect) -> Path {
        let start = Angle.degrees(-90)
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                    startAngle: start, endAngle: start + .degrees(360 * progress), clockwise: false)
        return path
    }
}

struct FocusTimerView: View {
    @Environment(\.widgetFamily) private var family
    @Environment(\.showsWidgetLabel) private var showsWidgetLabel
    let entry: FocusEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            if showsWidgetLabel {
                SessionArc(progress: 1)
                    .stroke(lineWidth: 4)
                    .widgetLabel {
                        Text(entry.task)
                    }
            } else {
                ZStack {
                    AccessoryWidgetBackground()
                    Text(timerInterval: entry.date...entry.ends, countsDown: true)
                        .monospacedDigit()
                }
                .widgetLabel("Focus")
            }
        default:
            VStack(alignment: .leading) {
                Text(entry.task)
                    .privacySensitive()
                ProgressView(timerInterval: entry.date...entry.ends, countsDown: true) {
                    Text("Focus")
                }
            }
        }
    }
}

struct FocusTimerWidget: Widget {
    let kind = "FocusTimerWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: FocusProvider()) { entry in
            FocusTimerView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Focus")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
    }
}

#Preview("Rectangular", as: .accessoryRectangular) {
    FocusTimerWidget()
} timeline: {
    FocusEntry(date: .now, task: "Deep work", ends: .now.addingTimeInterval(1500))
}

#Preview("Arc") {
    let progress = 0.4
    SessionArc(progress: progress)
        .stroke(lineWidth: 6)
        .frame(width: 60, height: 60)
}
