//
//  FavoriteToggleControl.swift
//
//  Widget-maker apps' Control Center toggles (dvlproad/CJFeature's BaseControlWidget): the person
//  picks which of their saved widgets the control toggles, and the toggle is built with
//  `ControlWidgetToggle(isOn:action:label:)`, leaving WidgetKit's default "On" and "Off" as its
//  value label. The host serves timeline widgets; this compiles in the bundle beside them.
//

import AppIntents
import SwiftUI
import WidgetKit

@available(iOS 18.0, *)
struct FavoriteToggleControl: ControlWidget {
    static let kind = "com.example.widgets.favoriteToggle"

    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(
            kind: FavoriteToggleControl.kind,
            provider: FavoriteToggleValueProvider()
        ) { item in
            ControlWidgetToggle(
                isOn: item.isOn,
                action: ToggleFavoriteIntent(widgetId: item.widget.id)
            ) {
                Label(item.widget.name, systemImage: "star")
            }
            .tint(.orange)
        }
        .displayName("Favorite Widget")
        .description("Turn one of your saved widgets on or off.")
        .promptsForUserConfiguration()
    }
}

struct SavedWidgetEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Saved Widget"
    static let defaultQuery = SavedWidgetQuery()

    var id: String
    var name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct SavedWidgetQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [SavedWidgetEntity] {
        try await suggestedEntities().filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [SavedWidgetEntity] {
        [SavedWidgetEntity(id: "clock", name: "Clock"), SavedWidgetEntity(id: "quote", name: "Quote")]
    }
}

struct FavoriteWidgetConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Choose a Widget"

    @Parameter(title: "Widget")
    var widget: SavedWidgetEntity?
}

struct FavoriteToggleValueProvider: AppIntentControlValueProvider {
    struct Value {
        var widget: SavedWidgetEntity
        var isOn: Bool
    }

    func previewValue(configuration: FavoriteWidgetConfiguration) -> Value {
        Value(widget: configuration.widget ?? SavedWidgetEntity(id: "clock", name: "Clock"), isOn: false)
    }

    func currentValue(configuration: FavoriteWidgetConfiguration) async throws -> Value {
        let widget = configuration.widget ?? SavedWidgetEntity(id: "clock", name: "Clock")
        let isOn = UserDefaults(suiteName: "group.com.example.widgets")?.bool(forKey: widget.id) ?? false
        return Value(widget: widget, isOn: isOn)
    }
}

struct ToggleFavoriteIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle a Saved Widget"

    @Parameter(title: "Widget ID")
    var widgetId: String

    @Parameter(title: "Is On")
    var value: Bool

    init() {}

    init(widgetId: String) {
        self.widgetId = widgetId
    }

    func perform() async throws -> some IntentResult {
        UserDefaults(suiteName: "group.com.example.widgets")?.set(value, forKey: widgetId)
        return .result()
    }
}
