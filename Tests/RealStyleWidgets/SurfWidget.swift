//
//  SurfWidget.swift
//
//  A surf forecast in the style of tide and surf apps' widget extensions. The app has model types
//  named like SwiftUI's, so the extension spells `SwiftUI.Widget` and `SwiftUI.WidgetConfiguration`,
//  and its configuration is a type of its own made of a `body`. The wave height has a glyph
//  inline (`Text(Image(systemName:)) + Text(...)`), the text style is picked at run time
//  (`AnyShapeStyle`), the background comes from Core Graphics, the list shows the rows an iPhone
//  has room for (`UIDevice`), the forecast downloads in a background URL session, and the spot
//  intent replaced a SiriKit intent.
//

import AppIntents
import SwiftUI
import WidgetKit

struct SurfEntry: TimelineEntry {
    let date: Date
    let spot: String
    let waveHeight: Double
    let sessions: [String]
}

struct SurfProvider: TimelineProvider {
    func placeholder(in context: Context) -> SurfEntry {
        SurfEntry(date: Date(), spot: "Your spot", waveHeight: 1, sessions: [])
    }

    func getSnapshot(in context: Context, completion: @escaping (SurfEntry) -> ()) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SurfEntry>) -> ()) {
        let now = Date()
        let entry = SurfEntry(
            date: now, spot: "Hossegor", waveHeight: 1.8,
            sessions: ["6:00 dawn patrol", "9:30 mid tide", "12:00 onshore", "17:45 glassy", "19:00 sunset"])
        completion(Timeline(entries: [entry], policy: .after(now.addingTimeInterval(3 * 3600))))
    }
}

struct SurfWidgetView: View {
    var entry: SurfEntry
    @Environment(\.colorScheme) var colorScheme

    private var labelStyle: AnyShapeStyle {
        colorScheme == .dark ? AnyShapeStyle(Color.white.opacity(0.7)) : AnyShapeStyle(Color.black)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(Image(systemName: "water.waves")) + Text(" ") + Text(String(format: "%.1f m", entry.waveHeight)).fontWeight(.black)
            Text(entry.spot)
                .font(.caption)
            ForEach(entry.sessions.prefix(UIDevice.current.userInterfaceIdiom == .pad ? 5 : 3), id: \.self) { session in
                Text(session)
                    .font(.caption2)
            }
        }
        .foregroundStyle(labelStyle)
        .containerBackground(for: .widget) {
            Color(cgColor: UIColor.systemTeal.cgColor)
        }
    }
}

struct SurfConfiguration: SwiftUI.WidgetConfiguration {
    var body: some SwiftUI.WidgetConfiguration {
        StaticConfiguration(kind: "SurfWidget", provider: SurfProvider()) { entry in
            SurfWidgetView(entry: entry)
        }
        .configurationDisplayName("Surf")
        .description("The waves at your spot.")
        .supportedFamilies([.systemSmall, .systemMedium])
        .onBackgroundURLSessionEvents(matching: "com.example.surf.forecast") { identifier, completion in
            completion()
        }
        .backgroundTask(.urlSession("com.example.surf.tides")) {
        }
    }
}

struct SurfWidget: SwiftUI.Widget {
    var body: some SwiftUI.WidgetConfiguration {
        SurfConfiguration()
    }
}

struct SurfSpotIntent: AppIntent, CustomIntentMigratedAppIntent, WidgetConfigurationIntent {
    static let intentClassName = "SurfSpotIntent"
    static var title: LocalizedStringResource = "Spot"

    @Parameter(title: "Spot", default: "Hossegor")
    var spot: String
}
