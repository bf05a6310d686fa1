//
//  BalanceWidget.swift
//
//  In the style of banking apps: the account name stays readable, the balance is marked
//  privacySensitive so the Lock Screen hides it when access while locked is off.
//

import SwiftUI
import WidgetKit

struct BalanceEntry: TimelineEntry {
    var date: Date
    var accountName: String
    var balance: Decimal
}

struct BalanceProvider: TimelineProvider {
    typealias Entry = BalanceEntry

    func placeholder(in context: Context) -> BalanceEntry {
        BalanceEntry(date: .now, accountName: "Checking", balance: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (BalanceEntry) -> Void) {
        completion(BalanceEntry(date: .now, accountName: "Checking", balance: 1_024.50))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BalanceEntry>) -> Void) {
        let entry = BalanceEntry(date: .now, accountName: "Checking", balance: 1_024.50)
        let next = Calendar.current.date(byAdding: .minute, value: 30, to: .now)!
        completion(Timeline(entries: [entry], policy: .after(next)))
    }
}

struct BalanceWidgetEntryView: View {
    let entry: BalanceEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.accountName)
                .font(.subheadline)
                .foregroundColor(.secondary)
            Text(entry.balance, format: .currency(code: "USD"))
                .font(.title2.bold())
                .privacySensitive()
            Spacer()
            HStack {
                Image(systemName: "arrow.clockwise")
                Text(entry.date, style: .time)
            }
            .font(.caption2)
            .foregroundStyle(.secondary)
        }
        .padding()
        .containerBackground(for: .widget) {
            Color.blue.opacity(0.15)
        }
        .widgetURL(URL(string: "bank://accounts/checking"))
    }
}

struct BalanceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BalanceWidget", provider: BalanceProvider()) { entry in
            BalanceWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Balance")
        .description("See your balance at a glance.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryInline])
    }
}
