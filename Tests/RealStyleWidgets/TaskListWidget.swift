//
//  TaskListWidget.swift
//
//  To-do widgets with interactive rows, after shadowfaxop/quicktasks (its rows are buttons that
//  run an intent, its "+" is a link that also plays a haptic through a simultaneous tap gesture)
//  and Svaarich/Anywakey_iOS (a Home Screen widget in a quaternary container), with a
//  Control Center button after rafaelclaycon/MedoDelirioBrasilia, titled with a string and
//  drawing "Adding…" while its action runs.
//

import AppIntents
import SwiftUI
import UIKit
import WidgetKit

struct TaskItem: Identifiable {
    let id: UUID
    let title: String
    var isCompleted: Bool
}

struct TaskListEntry: TimelineEntry {
    let date: Date
    let tasks: [TaskItem]
}

struct TaskListProvider: TimelineProvider {
    static let sample: [TaskItem] = [
        TaskItem(id: UUID(), title: "Call the bank", isCompleted: false),
        TaskItem(id: UUID(), title: "Water the plants", isCompleted: true),
        TaskItem(id: UUID(), title: "Book flights", isCompleted: false),
        TaskItem(id: UUID(), title: "Pay rent", isCompleted: false),
        TaskItem(id: UUID(), title: "Renew passport", isCompleted: false),
        TaskItem(id: UUID(), title: "Send invoice", isCompleted: false),
    ]

    func placeholder(in context: Context) -> TaskListEntry {
        TaskListEntry(date: Date(), tasks: Array(Self.sample.prefix(2)))
    }

    func getSnapshot(in context: Context, completion: @escaping (TaskListEntry) -> ()) {
        completion(TaskListEntry(date: Date(), tasks: Self.sample))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TaskListEntry>) -> ()) {
        let entry = TaskListEntry(date: Date(timeIntervalSince1970: 1_741_000_000), tasks: Self.sample)
        completion(Timeline(entries: [entry], policy: .atEnd))
    }
}

struct CompleteTaskIntent: AppIntent {
    static var title: LocalizedStringResource = "Complete Task"

    @Parameter(title: "Task ID")
    var id: String

    init() {}

    init(id: String) {
        self.id = id
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

/// How many times the "+" link's tap gesture ended: WidgetKit runs no gesture in a widget.
@MainActor var taskListAddTaps = 0

struct TaskListWidgetView: View {
    var entry: TaskListEntry
    @Environment(\.widgetFamily) var family

    var maxVisible: Int {
        switch family {
        case .systemSmall: return 3
        default: return 5
        }
    }

    var activeTasks: [TaskItem] {
        entry.tasks.filter { !$0.isCompleted }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(activeTasks.prefix(maxVisible)) { task in
                Button(intent: CompleteTaskIntent(id: task.id.uuidString)) {
                    Text(task.title)
                        .strikethrough(task.isCompleted, color: .gray)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                .buttonStyle(.plain)
            }

            if activeTasks.count > maxVisible {
                Text("+ \(activeTasks.count - maxVisible) more…")
                    .font(.footnote)
                    .foregroundColor(.gray)
            }

            Spacer()

            HStack {
                Spacer()
                Link(destination: URL(string: "tasks://add")!) {
                    Image(systemName: "plus.circle.fill")
                        .font(.system(size: 30))
                }
                .simultaneousGesture(TapGesture().onEnded {
                    taskListAddTaps += 1
                    UIImpactFeedbackGenerator(style: .soft).impactOccurred()
                })
            }
        }
        .containerBackground(.quaternary, for: .widget)
        .widgetURL(URL(string: "tasks://open")!)
    }
}

struct TaskListWidget: Widget {
    let kind: String = "TaskListWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: TaskListProvider()) { entry in
            TaskListWidgetView(entry: entry)
        }
        .configurationDisplayName("Today’s Tasks")
        .description("Check off your to-dos from the Home Screen.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct AddTaskIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Task"
    static let openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct AddTaskControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.widgets.addTask") {
            ControlWidgetButton("Add Task", action: AddTaskIntent()) { isActive in
                Image(systemName: "plus")
                if isActive {
                    Text("Adding…")
                }
            }
        }
        .displayName("Add Task")
        .description("Opens the app on a new task.")
    }
}
