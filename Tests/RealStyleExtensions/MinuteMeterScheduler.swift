//
//  MinuteMeterScheduler.swift
//
//  The app side of a pay-per-minute app (after zohaibmanzoorkushwahaa/WebsiteBlockero-SwiftUI's
//  DeviceActivityManager and Pudan416/step-trader): a shared scheduler that starts the metering
//  activity, in a file that imports only Foundation and DeviceActivity and still declares an
//  `ObservableObject` (on iOS Foundation brings Combine; here DeviceActivity does).
//

import Foundation
import DeviceActivity

class MinuteMeterScheduler: ObservableObject {

    static let shared = MinuteMeterScheduler()

    @Published private(set) var isMetering = false

    let deviceActivityCenter = DeviceActivityCenter()

    /// Meters `bundleId` one minute at a time for the whole day, counting the day's earlier use.
    func startMetering(_ bundleId: String, selection: FamilySelectionTokens) {
        let schedule = DeviceActivitySchedule(
            intervalStart: DateComponents(hour: 0, minute: 0),
            intervalEnd: DateComponents(hour: 23, minute: 59),
            repeats: true
        )
        let event = DeviceActivityEvent(
            applications: selection.applications,
            categories: selection.categories,
            webDomains: selection.webDomains,
            threshold: DateComponents(minute: 1)
        )
        do {
            try deviceActivityCenter.startMonitoring(.minuteMode, during: schedule, events: [.minute(bundleId): event])
            isMetering = true
        } catch {
            print("Unexpected error: \(error).")
            isMetering = false
        }
    }

    func stopMetering() {
        deviceActivityCenter.stopMonitoring()
        isMetering = false
    }
}

/// The tokens a meter counts, as the app keeps them apart from the picker's selection.
struct FamilySelectionTokens {
    var applications: Set<ApplicationToken> = []
    var categories: Set<ActivityCategoryToken> = []
    var webDomains: Set<WebDomainToken> = []
}

extension DeviceActivityName {
    static let minuteMode = Self("minuteMode")
}

extension DeviceActivityEvent.Name {
    /// The event that meters one app: its bundle identifier after `minute_`.
    static func minute(_ bundleId: String) -> Self { Self("minute_\(bundleId)") }
}
