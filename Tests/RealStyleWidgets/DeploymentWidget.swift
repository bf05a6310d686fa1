//
//  DeploymentWidget.swift
//
//  In the style of deployment-status apps' Lock Screen widgets: one view for the rectangular and
//  the inline family, a stack of the project (a label with a status icon), the commit message
//  and how long ago it shipped. The inline family is one row of text: only the project shows.
//

import SwiftUI
import WidgetKit

struct DeploymentEntry: TimelineEntry {
    let date: Date
    let project: String
    let message: String
    let created: Date
}

struct DeploymentProvider: TimelineProvider {
    func placeholder(in context: Context) -> DeploymentEntry {
        DeploymentEntry(date: Date(), project: "site", message: "Deploying", created: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping (DeploymentEntry) -> ()) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<DeploymentEntry>) -> ()) {
        let now = Date()
        let entry = DeploymentEntry(
            date: now, project: "marketing-site", message: "Fix the pricing table", created: now.addingTimeInterval(-5 * 60))
        completion(Timeline(entries: [entry], policy: .after(now.addingTimeInterval(15 * 60))))
    }
}

struct DeploymentWidgetView: View {
    let entry: DeploymentEntry

    var body: some View {
        VStack(alignment: .leading) {
            Label {
                Text(entry.project)
                    .font(.headline)
            } icon: {
                Image(systemName: "checkmark.circle.fill")
            }
            Text(entry.message)
                .lineLimit(2)
            Text(entry.created, style: .relative)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    }
}

struct DeploymentWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "DeploymentWidget", provider: DeploymentProvider()) { entry in
            DeploymentWidgetView(entry: entry)
        }
        .configurationDisplayName("Latest Deployment")
        .supportedFamilies([.accessoryRectangular, .accessoryInline])
    }
}
