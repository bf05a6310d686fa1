//
//  NotesWidget.swift
//
//  In the style of note apps' configurable widgets (iOS 17): an `AppIntentConfiguration` whose
//  intent picks a note, an `AppEntity` whose `EntityQuery` is also the parameter's
//  `optionsProvider:` (a query is a `DynamicOptionsProvider` on iOS), and the gallery's name and
//  description taken from the intent's own `title` and `IntentDescription.descriptionText`.
//

import AppIntents
import SwiftUI
import WidgetKit

struct NoteEntity: AppEntity {
    typealias ID = String

    let id: String
    let title: String
    let text: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Note"

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: LocalizedStringResource(stringLiteral: title),
            subtitle: LocalizedStringResource(stringLiteral: text))
    }

    static var defaultQuery: NoteEntitiesProvider {
        NoteEntitiesProvider()
    }
}

struct NoteEntitiesProvider: EntityQuery {
    typealias Entity = NoteEntity
    typealias Result = [NoteEntity]

    func suggestedEntities() async throws -> [NoteEntity] {
        [
            NoteEntity(id: "1", title: "Groceries", text: "Milk, eggs, bread"),
            NoteEntity(id: "2", title: "Door code", text: "4721"),
        ]
    }

    func entities(for identifiers: [String]) async throws -> [NoteEntity] {
        try await suggestedEntities().filter { identifiers.contains($0.id) }
    }

    func defaultResult() async -> NoteEntity? {
        try? await suggestedEntities().first
    }
}

struct NoteAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Note" }
    static var description: IntentDescription { "Get quick access to one of your notes" }

    @Parameter(title: LocalizedStringResource("Selected Note"), optionsProvider: NoteEntitiesProvider())
    var selectedNote: NoteEntity?
}

struct NoteEntry: TimelineEntry {
    let date: Date
    let note: NoteEntity?
}

struct NoteProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> NoteEntry {
        NoteEntry(date: Date(), note: NoteEntity(id: "0", title: "Note", text: "Your note"))
    }

    func snapshot(for configuration: NoteAppIntent, in context: Context) async -> NoteEntry {
        NoteEntry(date: Date(), note: configuration.selectedNote)
    }

    func timeline(for configuration: NoteAppIntent, in context: Context) async -> Timeline<NoteEntry> {
        Timeline(entries: [NoteEntry(date: Date(), note: configuration.selectedNote)], policy: .never)
    }
}

struct NoteWidgetEntryView: View {
    var entry: NoteEntry

    var body: some View {
        VStack(alignment: .leading) {
            if let note = entry.note {
                Text(note.title)
                    .font(.headline)
                Text(note.text)
                    .font(.body)
            } else {
                Text("Choose a note")
            }
        }
        .padding()
    }
}

struct NotesWidget: Widget {
    let kind: String = "NotesWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: NoteAppIntent.self, provider: NoteProvider()) { entry in
            NoteWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName(NoteAppIntent.title)
        .description(NoteAppIntent.description.descriptionText)
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
