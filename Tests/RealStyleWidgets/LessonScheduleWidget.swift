//
//  LessonScheduleWidget.swift
//
//  In the style of school-timetable widgets on the Lock Screen (Discipulus, eurofurence's events
//  widget): the provider reads its context's environment variants, the number of lessons from the
//  Dynamic Type size (`environmentVariants[\.sizeCategory]`) and a short form of the next lesson
//  only when the widget may be drawn dimmed on the Always-On display
//  (`environmentVariants.isLuminanceReduced`). The rectangular family shows the lesson with its
//  room in a material circle, the room marked `privacySensitive()`; the inline family picks the
//  longest line that fits with `ViewThatFits`.
//

import SwiftUI
import WidgetKit

struct Lesson {
    let name: String
    let shortName: String
    let room: String
    let start: Date
}

struct LessonScheduleEntry: TimelineEntry {
    let date: Date
    let lessons: [Lesson]
    /// The next lesson in a few characters, for the Always-On display; nil when the widget is never dimmed.
    let dimmedLine: String?
}

struct LessonScheduleProvider: TimelineProvider {
    func placeholder(in context: Context) -> LessonScheduleEntry {
        LessonScheduleEntry(date: Date(), lessons: [Lesson(name: "Lesson", shortName: "—", room: "—", start: Date())], dimmedLine: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (LessonScheduleEntry) -> ()) {
        completion(entry(at: Date(), in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<LessonScheduleEntry>) -> ()) {
        let now = Date()
        let midnight = Calendar.current.startOfDay(for: now.addingTimeInterval(86400))
        completion(Timeline(entries: [entry(at: now, in: context)], policy: .after(midnight)))
    }

    private func entry(at date: Date, in context: Context) -> LessonScheduleEntry {
        let isAccessibilitySize: Bool = {
            guard let size = context.environmentVariants[\.sizeCategory]?.first else { return false }
            return size > .extraLarge
        }()
        let timetable = [
            Lesson(name: "Mathematics", shortName: "WIS", room: "B2.14", start: date.addingTimeInterval(25 * 60)),
            Lesson(name: "History", shortName: "GS", room: "A1.03", start: date.addingTimeInterval(85 * 60)),
            Lesson(name: "Chemistry", shortName: "SK", room: "Lab 2", start: date.addingTimeInterval(145 * 60)),
        ]
        let lessons = Array(timetable.prefix(isAccessibilitySize ? 1 : 3))
        let mayBeDimmed = context.environmentVariants.isLuminanceReduced?.contains(true) ?? false
        let next = lessons[0]
        return LessonScheduleEntry(date: date, lessons: lessons, dimmedLine: mayBeDimmed ? "\(next.shortName) \(next.room)" : nil)
    }
}

struct LessonScheduleEntryView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.isLuminanceReduced) var isLuminanceReduced
    var entry: LessonScheduleEntry

    var body: some View {
        let next = entry.lessons[0]
        switch family {
        case .accessoryInline:
            ViewThatFits {
                Text("\(Image(systemName: "calendar")) \(next.room) - \(next.name)")
                Text("\(Image(systemName: "calendar")) \(next.shortName)")
            }
        case .accessoryRectangular:
            if isLuminanceReduced, let line = entry.dimmedLine {
                Text(line)
                    .font(.headline)
            } else {
                HStack(spacing: 10) {
                    ZStack {
                        Circle()
                            .fill(Material.thick)
                            .blur(radius: 5)
                        Text(next.room.prefix(4))
                            .font(.system(size: 14, weight: .bold))
                            .widgetAccentable()
                            .privacySensitive()
                    }
                    .clipShape(Circle())
                    .frame(width: 44, height: 44)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(next.name)
                            .font(.headline)
                            .lineLimit(1)
                        Text(next.start, style: .relative)
                            .font(.caption)
                            .foregroundColor(.secondary)
                    }
                }
            }
        default:
            VStack(alignment: .leading, spacing: 4) {
                ForEach(entry.lessons, id: \.name) { lesson in
                    HStack {
                        Text(lesson.name)
                            .lineLimit(1)
                        Spacer()
                        Text(lesson.room)
                            .privacySensitive()
                    }
                    .font(.caption)
                }
            }
        }
    }
}

struct LessonScheduleWidget: Widget {
    let kind: String = "LessonScheduleWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: LessonScheduleProvider()) { entry in
            LessonScheduleEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Lessons")
        .description("Your next lessons and where they are.")
        .supportedFamilies([.systemSmall, .accessoryInline, .accessoryRectangular])
    }
}
