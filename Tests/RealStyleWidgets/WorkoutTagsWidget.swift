//
//  WorkoutTagsWidget.swift
//
//  In the style of training logs' widgets (iOS 16+): the header switches between a row and a
//  column with `AnyLayout` by Dynamic Type, as apps switch it for accessibility sizes, and the
//  workout's tags wrap in a flow layout of the app's own (`Layout`), each tag a capsule. The
//  heart rate is marked `privacySensitive()`.
//

import SwiftUI
import WidgetKit

struct WorkoutTagsEntry: TimelineEntry {
    let date: Date
    let workout: String
    let averageHeartRate: Int
    let tags: [String]
}

struct WorkoutTagsProvider: TimelineProvider {
    func placeholder(in context: Context) -> WorkoutTagsEntry {
        WorkoutTagsEntry(date: Date(), workout: "Workout", averageHeartRate: 0, tags: ["Tag"])
    }

    func getSnapshot(in context: Context, completion: @escaping (WorkoutTagsEntry) -> ()) {
        completion(sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<WorkoutTagsEntry>) -> ()) {
        completion(Timeline(entries: [sample], policy: .after(Date().addingTimeInterval(60 * 60))))
    }

    private var sample: WorkoutTagsEntry {
        WorkoutTagsEntry(
            date: Date(), workout: "Tempo run", averageHeartRate: 152,
            tags: ["Intervals", "Hills", "Zone 4", "Track", "Race pace"])
    }
}

/// Tags left to right, wrapping onto a new row when the next one would not fit.
struct TagFlowLayout: Layout {
    var spacing: CGFloat = 4

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(maxWidth: proposal.width ?? .infinity, subviews: subviews)
        return CGSize(width: rows.width, height: rows.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rows = arrange(maxWidth: bounds.width, subviews: subviews)
        for (index, subview) in subviews.enumerated() {
            let origin = rows.origins[index]
            subview.place(
                at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                proposal: ProposedViewSize(subview.sizeThatFits(.unspecified)))
        }
    }

    private func arrange(maxWidth: CGFloat, subviews: Subviews) -> (origins: [CGPoint], width: CGFloat, height: CGFloat) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var width: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x + size.width > maxWidth && x > 0 {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            width = max(width, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return (origins, width, y + rowHeight)
    }
}

struct WorkoutTagsEntryView: View {
    @Environment(\.dynamicTypeSize) private var typeSize
    var entry: WorkoutTagsEntry

    var body: some View {
        let header = typeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 2))
            : AnyLayout(HStackLayout(spacing: 6))
        VStack(alignment: .leading, spacing: 8) {
            header {
                Text(entry.workout)
                    .font(.headline)
                Text("\(entry.averageHeartRate) bpm")
                    .font(.caption)
                    .privacySensitive()
            }
            TagFlowLayout(spacing: 4) {
                ForEach(entry.tags, id: \.self) { tag in
                    Text(tag)
                        .font(.caption2)
                        .padding(.horizontal, 6)
                        .padding(.vertical, 2)
                        .background(Capsule().fill(Color.orange.opacity(0.2)))
                }
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct WorkoutTagsWidget: Widget {
    let kind: String = "WorkoutTagsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WorkoutTagsProvider()) { entry in
            WorkoutTagsEntryView(entry: entry)
        }
        .configurationDisplayName("Last workout")
        .description("Your last workout and its tags.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
