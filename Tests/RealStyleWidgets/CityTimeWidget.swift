//
//  CityTimeWidget.swift
//
//  A world-clock widget in the style of apps' configurable widgets: an `AppIntentConfiguration`
//  whose intent picks an `AppEntity` through an `EntityQuery` and a `Bool` parameter with a
//  default, an `AppIntentTimelineProvider`, a `Grid`, an asset image and colour, a `.timer` text,
//  overlays, a material background in a continuous rounded rectangle, and the common helper that
//  sets `containerBackground` on iOS 17 and `background` before. The details hide themselves when
//  the widget is drawn for privacy (`redactionReasons`), the clock stays.
//

import AppIntents
import SwiftUI
import WidgetKit

struct CityEntity: AppEntity {
    let id: String
    let name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "City"
    static var defaultQuery = CityQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct CityQuery: EntityQuery {
    func entities(for identifiers: [CityEntity.ID]) async throws -> [CityEntity] {
        identifiers.map { CityEntity(id: $0, name: $0.capitalized) }
    }
    func suggestedEntities() async throws -> [CityEntity] { [CityEntity(id: "lisbon", name: "Lisbon")] }
    func defaultResult() async -> CityEntity? { try? await suggestedEntities().first }
}

struct SelectCityIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "City"
    static var description = IntentDescription("Pick a city.")

    @Parameter(title: "City") var city: CityEntity?
    @Parameter(title: "Show details", default: true) var showDetails: Bool
}

struct CityTimeEntry: TimelineEntry {
    let date: Date
    let configuration: SelectCityIntent
}

struct CityTimeProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CityTimeEntry { CityTimeEntry(date: .now, configuration: SelectCityIntent()) }

    func snapshot(for configuration: SelectCityIntent, in context: Context) async -> CityTimeEntry {
        CityTimeEntry(date: .now, configuration: configuration)
    }

    func timeline(for configuration: SelectCityIntent, in context: Context) async -> Timeline<CityTimeEntry> {
        Timeline(entries: [CityTimeEntry(date: .now, configuration: configuration)], policy: .after(.now.addingTimeInterval(3600)))
    }

    func recommendations() -> [AppIntentRecommendation<SelectCityIntent>] { [] }
}

extension View {
    @ViewBuilder func cityWidgetBackground(_ color: Color) -> some View {
        if #available(iOSApplicationExtension 17.0, *) {
            containerBackground(color, for: .widget)
        } else {
            background(color)
        }
    }
}

struct CityTimeView: View {
    var entry: CityTimeEntry
    @Environment(\.redactionReasons) var reasons
    @Environment(\.sizeCategory) var sizeCategory

    var body: some View {
        Grid(alignment: .leading) {
            GridRow {
                Image("globe").resizable().aspectRatio(contentMode: .fit).frame(width: 20)
                Text(entry.configuration.city?.name ?? "Choose a city").foregroundColor(Color(uiColor: .label))
            }
            GridRow {
                Text(entry.date, style: .timer).gridCellColumns(2)
            }
            if entry.configuration.showDetails && !reasons.contains(.privacy) && !sizeCategory.isAccessibilityCategory {
                ForEach(["Sunrise 07:02", "Sunset 17:41"], id: \.self) { detail in
                    Text(detail).overlay(alignment: .topTrailing) { Circle().fill(.orange).frame(width: 4, height: 4) }
                }
            }
        }
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
        .cityWidgetBackground(Color("WidgetBackground"))
    }
}

struct CityTimeWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "CityTimeWidget", intent: SelectCityIntent.self, provider: CityTimeProvider()) { entry in
            CityTimeView(entry: entry)
        }
        .configurationDisplayName("City time")
        .supportedFamilies([.systemSmall, .systemLarge])
        .disfavoredLocations([.standBy], for: [.systemSmall])
    }
}
