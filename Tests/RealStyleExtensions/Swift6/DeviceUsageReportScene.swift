// A report scene from a project in Swift 6 language mode, as shipped apps write one: marked
// `@MainActor` like its protocol, it reads main-actor API (`UIDevice`) while it makes its
// configuration, and keys what it writes for the app by day.
import DeviceActivity
import Foundation
import SwiftUI
import UIKit

extension DeviceActivityReport.Context {
    static let deviceUsage = Self("deviceUsage")
}

struct DeviceUsage {
    var minutesByCategory: [(name: String, minutes: Int)]
    var deviceKey: String
}

@MainActor
struct DeviceUsageReportScene: DeviceActivityReportScene {
    let context: DeviceActivityReport.Context = .deviceUsage
    let content: (DeviceUsage) -> DeviceUsageView

    func makeConfiguration(representing data: DeviceActivityResults<DeviceActivityData>) async -> DeviceUsage {
        var totals: [String: Int] = [:]
        for await activityData in data {
            for await segment in activityData.activitySegments {
                for await category in segment.categories {
                    totals[category.category.localizedDisplayName ?? "Other", default: 0] += Int(category.totalActivityDuration / 60)
                }
            }
        }
        let vendor = UIDevice.current.identifierForVendor?.uuidString ?? "unknown"
        let day: String = {
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyy-MM-dd"
            return formatter.string(from: Date())
        }()
        let sorted = totals.sorted { $0.value > $1.value }.map { (name: $0.key, minutes: $0.value) }
        return DeviceUsage(minutesByCategory: sorted, deviceKey: "\(vendor)-\(day)")
    }
}

struct DeviceUsageView: View {
    let usage: DeviceUsage

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(usage.minutesByCategory, id: \.name) { item in
                Text("\(item.name): \(item.minutes) min")
            }
        }
    }
}
