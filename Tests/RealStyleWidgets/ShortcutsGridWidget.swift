//
//  ShortcutsGridWidget.swift
//
//  A configurable grid of shortcuts, as the "multi-function" widgets on GitHub write it (iOS 17):
//  the intent says how the edit sheet asks for each parameter (a dialog, an options provider,
//  an array size per family, a number field with a range, a parameter summary with a
//  condition), and the view reads the rendering mode and shows an attributed title. Nobody edits
//  the widget here: every parameter keeps its default, and an entity parameter without one takes
//  its query's defaultResult(), as when a person adds the widget.
//

import AppIntents
import SwiftUI
import WidgetKit

enum GridStyle: String, AppEnum {
    case compact, roomy

    static var typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Layout",
        numericFormat: "\(placeholder: .int) layouts"
    )
    static var caseDisplayRepresentations: [GridStyle: DisplayRepresentation] = [
        .compact: "Compact",
        .roomy: "Roomy",
    ]
}

struct GridShortcut: AppEntity, Hashable {
    let id: String
    let name: String
    let symbol: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Shortcut"
    static var defaultQuery = GridShortcutQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", image: .init(systemName: symbol))
    }

    static let all = [
        GridShortcut(id: "lock", name: "Lock", symbol: "lock"),
        GridShortcut(id: "lights", name: "Lights", symbol: "lightbulb"),
        GridShortcut(id: "heat", name: "Heat", symbol: "flame"),
    ]
}

struct GridShortcutQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [GridShortcut] {
        GridShortcut.all.filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> [GridShortcut] {
        GridShortcut.all.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }

    func suggestedEntities() async throws -> [GridShortcut] { GridShortcut.all }

    // What a newly added widget pins before anyone edits it.
    func defaultResult() async -> GridShortcut? { GridShortcut.all.last }
}

struct GridShortcutOptions: DynamicOptionsProvider {
    func results() async throws -> [GridShortcut] { GridShortcut.all }
}

struct ShortcutsGridIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Shortcuts"
    static var description = IntentDescription("Pick the shortcuts the widget shows.")

    @Parameter(title: "Shortcuts", size: [.systemSmall: 2, .systemMedium: 4, .accessoryRectangular: 2])
    var shortcuts: [GridShortcut]?

    @Parameter(title: "Pinned", requestValueDialog: "Which shortcut goes first?", optionsProvider: GridShortcutOptions())
    var pinned: GridShortcut?

    @Parameter(title: "Layout", default: .compact)
    var style: GridStyle

    @Parameter(title: "Show Title", default: true)
    var showsTitle: Bool

    @Parameter(title: "Refresh (minutes)", default: 30, controlStyle: .field, inclusiveRange: (5, 240))
    var refreshMinutes: Int

    init() {
        shortcuts = Array(GridShortcut.all.prefix(2))
    }

    static var parameterSummary: some ParameterSummary {
        When(\.$showsTitle, .equalTo, true) {
            Summary("Show \(\.$shortcuts)") {
                \.$pinned
                \.$style
                \.$refreshMinutes
            }
        } otherwise: {
            Summary {
                \.$shortcuts
                \.$style
            }
        }
    }
}

struct ShortcutsGridEntry: TimelineEntry {
    let date: Date
    let configuration: ShortcutsGridIntent
}

struct ShortcutsGridProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ShortcutsGridEntry {
        ShortcutsGridEntry(date: Date(), configuration: ShortcutsGridIntent())
    }

    func snapshot(for configuration: ShortcutsGridIntent, in context: Context) async -> ShortcutsGridEntry {
        ShortcutsGridEntry(date: Date(), configuration: configuration)
    }

    func timeline(for configuration: ShortcutsGridIntent, in context: Context) async -> Timeline<ShortcutsGridEntry> {
        let now = Date()
        let next = Calendar.current.date(byAdding: .minute, value: configuration.refreshMinutes, to: now)!
        return Timeline(entries: [ShortcutsGridEntry(date: now, configuration: configuration)], policy: .after(next))
    }
}

struct ShortcutsGridView: View {
    var entry: ShortcutsGridProvider.Entry
    @Environment(\.widgetRenderingMode) private var renderingMode

    private var title: AttributedString {
        AttributedString("Home") + AttributedString(" shortcuts")
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if entry.configuration.showsTitle {
                Text(title)
                    .font(.headline)
                    .widgetAccentable()
            }
            ForEach(entry.configuration.shortcuts ?? []) { shortcut in
                Label(shortcut.name, systemImage: shortcut.symbol)
                    .foregroundStyle(renderingMode == .fullColor ? Color.orange : Color.primary)
            }
            if let pinned = entry.configuration.pinned {
                Text("Pinned: \(pinned.name)")
            }
            if renderingMode == .vibrant {
                Text("On the Lock Screen")
                    .font(.caption2)
            } else {
                Text("Every \(entry.configuration.refreshMinutes) min")
                    .font(.caption2)
                    .contentTransition(.numericText(value: Double(entry.configuration.refreshMinutes)))
                    .invalidatableContent()
            }
        }
        .containerBackground(.fill.quinary, for: .widget)
    }
}

struct ShortcutsGridWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "ShortcutsGridWidget", intent: ShortcutsGridIntent.self, provider: ShortcutsGridProvider()) { entry in
            ShortcutsGridView(entry: entry)
        }
        .configurationDisplayName("Shortcuts")
        .description("Your shortcuts, one tap away.")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
        .contentMarginsDisabled()
    }
}
