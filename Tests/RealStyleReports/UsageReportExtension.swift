// A Screen Time report extension written the way shipped apps write theirs: Xcode's template
// (a total under `DateComponentsFormatter`), a week of daily totals read with nested `for await`,
// and a scene that copies per-app seconds into the App Group for the app. Compiled unchanged in
// Swift 5 mode; extension-host lints such an extension but does not run it.
import DeviceActivity
import ExtensionKit
import Foundation
import ManagedSettings
import SwiftUI

@MainActor
@main
struct UsageReportExtension: DeviceActivityReportExtension {
    var body: some DeviceActivityReportScene {
        TotalActivityReport { totalActivity in
            TotalActivityView(totalActivity: totalActivity)
        }
        WeeklyReportScene { usage in
            WeeklyUsageView(usage: usage)
        }
        SharedUsageScene()
    }
}

extension DeviceActivityReport.Context {
    static let totalActivity = Self("Total Activity")
    static let weekly = Self("weekly")
}

struct TotalActivityReport: DeviceActivityReportScene {
    let context: DeviceActivityReport.Context = .totalActivity
    let content: (String) -> TotalActivityView

    func makeConfiguration(representing data: DeviceActivityResults<DeviceActivityData>) async -> String {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.day, .hour, .minute, .second]
        formatter.unitsStyle = .abbreviated
        formatter.zeroFormattingBehavior = .dropAll

        let totalActivityDuration = await data.flatMap { $0.activitySegments }.reduce(0, {
            $0 + $1.totalActivityDuration
        })
        return formatter.string(from: totalActivityDuration) ?? "No activity data"
    }
}

struct TotalActivityView: View {
    let totalActivity: String

    var body: some View {
        Text(totalActivity)
    }
}

struct WeeklyUsage {
    var days: [(day: Date, seconds: TimeInterval)]
    var topApps: [(name: String, seconds: TimeInterval)]
}

struct WeeklyReportScene: DeviceActivityReportScene {
    let context: DeviceActivityReport.Context = .weekly
    let content: (WeeklyUsage) -> WeeklyUsageView

    func makeConfiguration(representing data: DeviceActivityResults<DeviceActivityData>) async -> WeeklyUsage {
        var dayTotals: [Date: TimeInterval] = [:]
        var appTotals: [String: TimeInterval] = [:]
        let calendar = Calendar.current
        for await item in data {
            for await segment in item.activitySegments {
                let day = calendar.startOfDay(for: segment.dateInterval.start)
                dayTotals[day, default: 0] += segment.totalActivityDuration
                for await category in segment.categories {
                    for await app in category.applications {
                        let name = app.application.localizedDisplayName ?? "Other"
                        appTotals[name, default: 0] += app.totalActivityDuration
                    }
                }
            }
        }
        let days = dayTotals.sorted { $0.key < $1.key }.map { (day: $0.key, seconds: $0.value) }
        let top = appTotals.sorted { $0.value > $1.value }.prefix(3).map { (name: $0.key, seconds: $0.value) }
        return WeeklyUsage(days: days, topApps: Array(top))
    }
}

struct WeeklyUsageView: View {
    let usage: WeeklyUsage

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("This week").font(.headline)
            ForEach(usage.topApps, id: \.name) { app in
                HStack {
                    Text(app.name)
                    Spacer()
                    Text("\(Int(app.seconds / 60)) min")
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding()
    }
}

enum ReportAppGroup {
    static let id = "group.com.example.usage"
    static let secondsKey = "usage_seconds_by_app"
}

private struct SharedUsageScene: DeviceActivityReportScene {
    let context: DeviceActivityReport.Context = .init("shared.totalUsage")
    let content: (String) -> EmptyView = { _ in EmptyView() }

    func makeConfiguration(representing data: DeviceActivityResults<DeviceActivityData>) async -> String {
        var secondsByKey: [String: TimeInterval] = [:]
        for await datum in data {
            for await segment in datum.activitySegments {
                for await category in segment.categories {
                    for await appActivity in category.applications {
                        secondsByKey[Self.appKey(appActivity.application), default: 0] += appActivity.totalActivityDuration
                    }
                }
            }
        }
        let ints: [String: Int] = secondsByKey.mapValues { Int($0.rounded()) }
        if let shared = UserDefaults(suiteName: ReportAppGroup.id),
           let encoded = try? JSONSerialization.data(withJSONObject: ints, options: [.sortedKeys]) {
            shared.set(encoded, forKey: ReportAppGroup.secondsKey)
        }
        return String(decoding: (try? JSONSerialization.data(withJSONObject: ints, options: [.sortedKeys])) ?? Data(), as: UTF8.self)
    }

    private static func appKey(_ app: Application) -> String {
        if let bundleIdentifier = app.bundleIdentifier, !bundleIdentifier.isEmpty { return bundleIdentifier }
        var hasher = Hasher()
        if let token = app.token {
            hasher.combine(token)
        } else {
            hasher.combine(app.localizedDisplayName ?? "")
        }
        return "opaque_\(hasher.finalize())"
    }
}

/// The apps of a report by their tokens, as react-native-device-activity's report lists them:
/// `Label(token)`, in a file that imports DeviceActivity and SwiftUI but not FamilyControls.
struct AppTokensView: View {
    let tokens: [ApplicationToken]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(tokens, id: \.self) { token in
                Label(token)
                    .labelStyle(.titleAndIcon)
            }
        }
    }

    /// The tokens of every app in `data`, in order, each once.
    static func tokens(in data: DeviceActivityResults<DeviceActivityData>) async -> [ApplicationToken] {
        var tokens: [ApplicationToken] = []
        for await datum in data {
            for await segment in datum.activitySegments {
                for await category in segment.categories {
                    for await app in category.applications {
                        if let token = app.application.token, !tokens.contains(token) { tokens.append(token) }
                    }
                }
            }
        }
        return tokens
    }
}
