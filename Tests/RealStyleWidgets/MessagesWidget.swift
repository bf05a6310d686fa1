//
//  MessagesWidget.swift
//
//  In the style of messaging apps: the view reads redactionReasons and draws its own quiet
//  form for .privacy; the unread count is invalidatable after a tap.
//

import SwiftUI
import WidgetKit

struct MessagesEntry: TimelineEntry {
    let date: Date
    let sender: String
    let preview: String
    let unread: Int
}

struct MessagesProvider: TimelineProvider {
    func placeholder(in context: Context) -> MessagesEntry {
        MessagesEntry(date: Date(), sender: "Sender", preview: "Message preview", unread: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (MessagesEntry) -> Void) {
        completion(MessagesEntry(date: Date(), sender: "Alex", preview: "Running late, see you at 8", unread: 3))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MessagesEntry>) -> Void) {
        getSnapshot(in: context) { entry in
            completion(Timeline(entries: [entry], policy: .never))
        }
    }
}

struct MessagesWidgetView: View {
    @Environment(\.redactionReasons) var redactionReasons
    var entry: MessagesEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                Image(systemName: "message.fill")
                Text("\(entry.unread) unread")
                    .invalidatableContent()
            }
            .font(.caption)
            if redactionReasons.contains(.privacy) {
                Text("Unlock to read")
                    .foregroundStyle(.secondary)
            } else {
                Text(entry.sender).font(.headline)
                Text(entry.preview).lineLimit(2)
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

@available(iOS 17.0, *)
struct MessagesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "MessagesWidget", provider: MessagesProvider()) { entry in
            MessagesWidgetView(entry: entry)
        }
        .configurationDisplayName("Messages")
        .description("Your latest message.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}
