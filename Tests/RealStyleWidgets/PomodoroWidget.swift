//
//  PomodoroWidget.swift
//
//  In the style of Pomodoro timers' Lock Screen widgets: a circular progress view over the
//  session's interval, labelled with the task, which the ring does not draw (in a widget it is a
//  capacity gauge with the time left in the middle); the rectangular family names the task.
//

import SwiftUI
import WidgetKit

struct PomodoroEntry: TimelineEntry {
    let date: Date
    let task: String
    let end: Date
}

struct PomodoroProvider: TimelineProvider {
    func placeholder(in context: Context) -> PomodoroEntry {
        PomodoroEntry(date: Date(), task: "Focus", end: Date().addingTimeInterval(25 * 60))
    }

    func getSnapshot(in context: Context, completion: @escaping (PomodoroEntry) -> ()) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PomodoroEntry>) -> ()) {
        let now = Date()
        let entry = PomodoroEntry(date: now, task: "Write the report", end: now.addingTimeInterval(25 * 60))
        completion(Timeline(entries: [entry], policy: .after(entry.end)))
    }
}

struct PomodoroWidgetView: View {
    let entry: PomodoroEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            ProgressView(timerInterval: entry.date...entry.end, countsDown: true) {
                Text(entry.task)
            }
            .progressViewStyle(.circular)
            .privacySensitive(false)
        default:
            VStack(alignment: .leading) {
                Text(entry.task)
                    .font(.headline)
                ProgressView(timerInterval: entry.date...entry.end, countsDown: true)
                    .tint(.red)
            }
        }
    }
}

struct PomodoroWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PomodoroWidget", provider: PomodoroProvider()) { entry in
            PomodoroWidgetView(entry: entry)
        }
        .configurationDisplayName("Pomodoro")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
    }
}
