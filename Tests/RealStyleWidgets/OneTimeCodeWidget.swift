//
//  OneTimeCodeWidget.swift
//
//  In the style of authenticator apps' widgets: the current code on a small widget and on the
//  Lock Screen, refreshed every 30 seconds. The code has no privacy mark, the mistake the host's
//  Lock Screen report catches.
//

import SwiftUI
import WidgetKit

struct CodeEntry: TimelineEntry {
    let date: Date
    let issuer: String
    let code: String
}

struct CodeProvider: TimelineProvider {
    func placeholder(in context: Context) -> CodeEntry {
        CodeEntry(date: Date(), issuer: "Account", code: "000 000")
    }

    func getSnapshot(in context: Context, completion: @escaping (CodeEntry) -> ()) {
        completion(CodeEntry(date: Date(), issuer: "GitHub", code: "123 456"))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CodeEntry>) -> ()) {
        let now = Date()
        var entries: [CodeEntry] = []
        for step in 0..<4 {
            let date = now.addingTimeInterval(Double(step) * 30)
            entries.append(CodeEntry(date: date, issuer: "GitHub", code: Self.code(at: date)))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }

    static func code(at date: Date) -> String {
        let counter = Int(date.timeIntervalSince1970) / 30
        let digits = String(format: "%06d", (counter &* 48_271) % 1_000_000)
        return digits.prefix(3) + " " + digits.suffix(3)
    }
}

struct OneTimeCodeView: View {
    var entry: CodeProvider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text(entry.issuer)
                    .font(.headline)
                    .widgetAccentable()
                Text(entry.code)
                    .font(.system(.title2, design: .monospaced))
            }
        default:
            VStack(alignment: .leading, spacing: 4) {
                Label(entry.issuer, systemImage: "key.fill")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Spacer()
                Text(entry.code)
                    .font(.system(size: 28, weight: .bold, design: .monospaced))
                Text(entry.date, style: .timer)
                    .font(.caption2)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

struct OneTimeCodeWidget: Widget {
    let kind: String = "OneTimeCodeWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CodeProvider()) { entry in
            OneTimeCodeView(entry: entry)
        }
        .configurationDisplayName("One-Time Code")
        .description("Your current sign-in code.")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}
