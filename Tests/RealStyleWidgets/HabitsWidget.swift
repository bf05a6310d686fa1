//
//  HabitsWidget.swift
//
//  In the style of habit trackers with interactive widgets (iOS 17): a configuration intent with
//  an AppEnum and an AppEntity found by an EntityQuery, a Button(intent:) per habit running an
//  AppIntent whose perform() updates the App Group, a Toggle(isOn:intent:), @AppStorage reading
//  the group's defaults, a LazyVGrid, and the Xcode 15 template's preview. The app's shortcuts
//  (an AppShortcutsProvider with phrases naming the app and a parameter) share the file.
//

import AppIntents
import SwiftUI
import WidgetKit

enum HabitFilter: String, AppEnum {
    case all, remaining

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Filter"
    static var caseDisplayRepresentations: [HabitFilter: DisplayRepresentation] = [
        .all: "All habits",
        .remaining: DisplayRepresentation(title: "Remaining", image: .init(systemName: "circle")),
    ]
}

struct HabitEntity: AppEntity {
    let id: String
    let name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Habit"
    static var defaultQuery = HabitQuery()

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    static let all = [HabitEntity(id: "water", name: "Water"), HabitEntity(id: "read", name: "Read"), HabitEntity(id: "walk", name: "Walk")]
}

struct HabitQuery: EntityQuery {
    func entities(for identifiers: [HabitEntity.ID]) async throws -> [HabitEntity] {
        HabitEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [HabitEntity] { HabitEntity.all }

    func defaultResult() async -> HabitEntity? { HabitEntity.all.first }
}

struct HabitsConfigurationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Habits"
    static var description = IntentDescription("Choose which habits to show.")

    @Parameter(title: "Show", default: .all)
    var filter: HabitFilter

    @Parameter(title: "Pinned habit")
    var pinned: HabitEntity?
}

struct ToggleHabitIntent: AppIntent {
    static var title: LocalizedStringResource = "Toggle Habit"

    @Parameter(title: "Habit ID")
    var habitID: String

    init() {}

    init(habitID: String) {
        self.habitID = habitID
    }

    func perform() async throws -> some IntentResult {
        let defaults = UserDefaults(suiteName: "group.com.example.habits")
        var done = Set(defaults?.stringArray(forKey: "done") ?? [])
        if done.contains(habitID) { done.remove(habitID) } else { done.insert(habitID) }
        defaults?.set(Array(done), forKey: "done")
        WidgetCenter.shared.reloadTimelines(ofKind: "HabitsWidget")
        return .result()
    }
}

struct HabitShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ToggleHabitIntent(),
            phrases: ["Toggle a habit in \(.applicationName)", "Mark \(\.$habitID) done with \(.applicationName)"],
            shortTitle: "Toggle Habit",
            systemImageName: "checkmark.circle")
    }
    static var shortcutTileColor: ShortcutTileColor = .lime
}

struct HabitsEntry: TimelineEntry {
    let date: Date
    let configuration: HabitsConfigurationIntent
    let done: Set<String>
}

struct HabitsProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> HabitsEntry {
        HabitsEntry(date: Date(), configuration: HabitsConfigurationIntent(), done: [])
    }

    func snapshot(for configuration: HabitsConfigurationIntent, in context: Context) async -> HabitsEntry {
        HabitsEntry(date: Date(), configuration: configuration, done: ["water"])
    }

    func timeline(for configuration: HabitsConfigurationIntent, in context: Context) async -> Timeline<HabitsEntry> {
        let done = Set(UserDefaults(suiteName: "group.com.example.habits")?.stringArray(forKey: "done") ?? ["read"])
        return Timeline(entries: [HabitsEntry(date: Date(), configuration: configuration, done: done)], policy: .never)
    }
}

struct HabitsWidgetEntryView: View {
    var entry: HabitsProvider.Entry
    @AppStorage("streak", store: UserDefaults(suiteName: "group.com.example.habits")) var streak: Int = 12
    @Environment(\.widgetFamily) var family

    private let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Habits").font(.headline)
                Spacer()
                Label("\(streak)", systemImage: "flame.fill")
                    .font(.caption.bold())
                    .foregroundStyle(.orange)
            }
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(HabitEntity.all, id: \.id) { habit in
                    Button(intent: ToggleHabitIntent(habitID: habit.id)) {
                        VStack(spacing: 2) {
                            Image(systemName: entry.done.contains(habit.id) ? "checkmark.circle.fill" : "circle")
                                .font(.title2)
                                .contentTransition(.symbolEffect(.replace))
                            Text(habit.name).font(.caption2)
                        }
                    }
                    .buttonStyle(.plain)
                }
            }
            if family != .systemSmall {
                Toggle(isOn: entry.done.contains("walk"), intent: ToggleHabitIntent(habitID: "walk")) {
                    Text("Walked today")
                }
                .toggleStyle(.switch)
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct HabitsWidget: Widget {
    let kind: String = "HabitsWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: HabitsConfigurationIntent.self, provider: HabitsProvider()) { entry in
            HabitsWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Habits")
        .description("Tick off today's habits.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

extension HabitsConfigurationIntent {
    fileprivate static var remaining: HabitsConfigurationIntent {
        let intent = HabitsConfigurationIntent()
        intent.filter = .remaining
        return intent
    }
}

#Preview(as: .systemSmall) {
    HabitsWidget()
} timeline: {
    HabitsEntry(date: .now, configuration: .remaining, done: ["water"])
}
