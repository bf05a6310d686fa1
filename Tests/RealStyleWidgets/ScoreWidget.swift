//
//  ScoreWidget.swift
//
//  In the style of live-score widgets on iOS 26: the timeline has one entry and never reloads
//  by itself, because the server pushes a reload at each goal (`pushHandler`, whose handler keeps
//  the push token for the app to send to the server); a control opens the scores, also by push.
//

import AppIntents
import SwiftUI
import WidgetKit

struct ScoreEntry: TimelineEntry {
    let date: Date
    let home: String
    let away: String
    let homeGoals: Int
    let awayGoals: Int
    let minute: String
}

struct ScoreProvider: TimelineProvider {
    func placeholder(in context: Context) -> ScoreEntry {
        ScoreEntry(date: Date(), home: "Home", away: "Away", homeGoals: 0, awayGoals: 0, minute: "–")
    }

    func getSnapshot(in context: Context, completion: @escaping (ScoreEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ScoreEntry>) -> Void) {
        let entry = ScoreEntry(date: Date(), home: "Lyon", away: "Nice", homeGoals: 2, awayGoals: 1, minute: "67'")
        completion(Timeline(entries: [entry], policy: .never))
    }
}

struct ScorePushHandler: WidgetPushHandler {
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {
        let token = pushInfo.token.map { String(format: "%02x", $0) }.joined()
        UserDefaults(suiteName: "group.com.example.scores")?.set(token, forKey: "widgetPushToken")
    }
}

struct ScoreWidgetView: View {
    let entry: ScoreEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryInline:
            Text("\(entry.home) \(entry.homeGoals)–\(entry.awayGoals) \(entry.away)")
        default:
            VStack(alignment: .leading, spacing: 2) {
                Text(entry.minute)
                    .font(.caption2)
                    .widgetAccentable()
                HStack {
                    Text(entry.home)
                    Spacer()
                    Text("\(entry.homeGoals)").monospacedDigit()
                }
                HStack {
                    Text(entry.away)
                    Spacer()
                    Text("\(entry.awayGoals)").monospacedDigit()
                }
                if family == .systemSmall {
                    HStack {
                        Button("Mute", role: .destructive, intent: OpenScoresIntent())
                        Button(role: .cancel, intent: OpenScoresIntent()) {
                            Image(systemName: "bell.slash")
                        }
                    }
                }
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

struct ScoreWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ScoreWidget", provider: ScoreProvider()) { entry in
            ScoreWidgetView(entry: entry)
        }
        .configurationDisplayName("Live score")
        .description("Follow a match from the Lock Screen.")
        .supportedFamilies([.systemSmall, .accessoryRectangular, .accessoryInline])
        .pushHandler(ScorePushHandler.self)
    }
}

struct OpenScoresIntent: OpenIntent {
    static var title: LocalizedStringResource = "Open Scores"
    static var openAppWhenRun = true

    @Parameter(title: "League", default: "Ligue 1")
    var target: String

    func perform() async throws -> some IntentResult {
        .result()
    }
}

final class ScoreControlPushHandler: ControlPushHandler {
    func pushTokensDidChange(controls: [ControlInfo]) {
        let tokens = controls.compactMap { $0.pushInfo?.token }
        UserDefaults(suiteName: "group.com.example.scores")?.set(tokens, forKey: "controlPushTokens")
    }
}

struct ScoresControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "ScoresControl") {
            ControlWidgetButton(action: OpenScoresIntent()) {
                Label("Scores", systemImage: "sportscourt")
            }
        }
        .displayName("Scores")
        .pushHandler(ScoreControlPushHandler.self)
    }
}
