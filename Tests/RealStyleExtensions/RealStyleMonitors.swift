//
//  RealStyleMonitors.swift
//
//  DeviceActivityMonitor extensions written the way shipped Screen Time apps write them: the
//  selection saved by the app in the App Group, `super` called first, named stores through an
//  extension on ManagedSettingsStore.Name, a Logger, schedules built from Calendar components,
//  monitoring restarted from a callback, warnings turned into local notifications.
//

import DeviceActivity
import FamilyControls
import Foundation
import ManagedSettings
import UserNotifications
import os.log

extension DeviceActivityName {
    static let daily = Self("daily")
    static let focusSession = Self("focusSession")
}

extension DeviceActivityEvent.Name {
    static let encouraged = Self("encouraged")
    static let discouraged = Self("discouraged")
}

extension ManagedSettingsStore.Name {
    static let daily = Self("daily")
    static let focus = Self("focus")
}

/// Reads the app's saved selection the way most apps share it: JSON in the group's defaults.
enum MonitorSelection {
    static let suiteName = "group.com.example.FocusApp"

    static func load(_ key: String = "familyActivitySelection") -> FamilyActivitySelection {
        guard let defaults = UserDefaults(suiteName: suiteName),
              let data = defaults.data(forKey: key),
              let selection = try? JSONDecoder().decode(FamilyActivitySelection.self, from: data)
        else { return FamilyActivitySelection() }
        return selection
    }

    static func save(_ selection: FamilyActivitySelection, _ key: String = "familyActivitySelection") {
        guard let data = try? JSONEncoder().encode(selection) else { return }
        UserDefaults(suiteName: suiteName)?.set(data, forKey: key)
    }
}

/// Shields the saved selection while an activity's interval runs; clears its own store at the end.
class SelectionScheduleMonitor: DeviceActivityMonitor {
    let logger = Logger(subsystem: "com.example.FocusApp.Monitor", category: "monitor")
    let store: ManagedSettingsStore

    override init() {
        store = ManagedSettingsStore(named: .focus)
        super.init()
    }

    override func intervalDidStart(for activity: DeviceActivityName) {
        super.intervalDidStart(for: activity)
        logger.info("intervalDidStart \(activity.rawValue, privacy: .public)")
        let selection = MonitorSelection.load()
        store.shield.applications = selection.applicationTokens.isEmpty ? nil : selection.applicationTokens
        store.shield.applicationCategories = selection.categoryTokens.isEmpty
            ? nil : ShieldSettings.ActivityCategoryPolicy.specific(selection.categoryTokens)
        store.shield.webDomains = selection.webDomainTokens.isEmpty ? nil : selection.webDomainTokens
        store.shield.webDomainCategories = .specific(selection.categoryTokens, except: Set<WebDomainToken>())
    }

    override func intervalDidEnd(for activity: DeviceActivityName) {
        super.intervalDidEnd(for: activity)
        logger.info("intervalDidEnd \(activity.rawValue, privacy: .public)")
        store.clearAllSettings()
    }

    override func eventDidReachThreshold(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {
        super.eventDidReachThreshold(event, activity: activity)
        logger.debug("threshold \(event.rawValue) of \(activity.rawValue)")
    }
}

/// A daily limit: monitoring restarted every day from a callback, a warning notification, and
/// everything but the allowed apps shielded once the limit is reached.
class DailyLimitMonitor: DeviceActivityMonitor {
    let center = DeviceActivityCenter()
    let store = ManagedSettingsStore(named: .daily)

    override func eventDidReachThreshold(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {
        super.eventDidReachThreshold(event, activity: activity)
        let allowed = MonitorSelection.load("allowedApps")
        store.shield.applicationCategories = .all(except: allowed.applicationTokens)
        store.shield.webDomainCategories = .all()
        store.application.denyAppRemoval = true
        let defaults = UserDefaults(suiteName: MonitorSelection.suiteName)
        defaults?.set(Date().timeIntervalSince1970, forKey: "limitReachedAt")
    }

    override func eventWillReachThresholdWarning(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {
        super.eventWillReachThresholdWarning(event, activity: activity)
        let content = UNMutableNotificationContent()
        content.title = "5 minutes left"
        content.body = "Your daily limit is almost up."
        content.sound = .default
        let request = UNNotificationRequest(identifier: "limit-warning", content: content, trigger: nil)
        UNUserNotificationCenter.current().add(request) { error in
            if let error { print("notification failed: \(error.localizedDescription)") }
        }
    }

    override func intervalDidEnd(for activity: DeviceActivityName) {
        super.intervalDidEnd(for: activity)
        store.clearAllSettings()
        restart()
    }

    private func restart() {
        let minutes = UserDefaults(suiteName: MonitorSelection.suiteName)?.integer(forKey: "limitMinutes") ?? 0
        let selection = MonitorSelection.load()
        let event = DeviceActivityEvent(
            applications: selection.applicationTokens,
            categories: selection.categoryTokens,
            webDomains: selection.webDomainTokens,
            threshold: DateComponents(minute: max(minutes, 15))
        )
        let schedule = DeviceActivitySchedule(
            intervalStart: DateComponents(hour: 0, minute: 0, second: 0),
            intervalEnd: DateComponents(hour: 23, minute: 59, second: 59),
            repeats: true,
            warningTime: DateComponents(minute: 5)
        )
        do {
            center.stopMonitoring([.daily])
            try center.startMonitoring(.daily, during: schedule, events: [.discouraged: event])
        } catch let error as DeviceActivityCenter.MonitoringError {
            print("could not restart: \(error)")
        } catch {
            print("could not restart: \(error.localizedDescription)")
        }
    }
}

/// A focus session started by the app for N minutes from now: the schedule is built from the
/// current date's components, and the monitor stops monitoring when the session ends.
class FocusSessionMonitor: DeviceActivityMonitor {
    let store = ManagedSettingsStore()

    override func intervalDidStart(for activity: DeviceActivityName) {
        super.intervalDidStart(for: activity)
        guard activity == .focusSession else { return }
        let selection = MonitorSelection.load()
        store.shield.applications = selection.applicationTokens
        store.shield.applicationCategories = .specific(selection.categoryTokens)
        store.media.denyExplicitContent = true
        store.webContent.blockedByFilter = .auto()
    }

    override func intervalDidEnd(for activity: DeviceActivityName) {
        super.intervalDidEnd(for: activity)
        guard activity == .focusSession else { return }
        store.shield.applications = nil
        store.shield.applicationCategories = nil
        store.media.denyExplicitContent = nil
        store.webContent.blockedByFilter = nil
        DeviceActivityCenter().stopMonitoring([activity])
        let remaining = DeviceActivityCenter().activities.map(\.rawValue).joined(separator: ", ")
        print("still monitoring: \(remaining)")
    }

    /// What the app calls to start a session, kept here as apps often share the helper.
    static func startSession(minutes: Int) throws {
        let calendar = Calendar.current
        let now = Date()
        let end = calendar.date(byAdding: .minute, value: minutes, to: now) ?? now
        let schedule = DeviceActivitySchedule(
            intervalStart: calendar.dateComponents([.hour, .minute, .second], from: now),
            intervalEnd: calendar.dateComponents([.hour, .minute, .second], from: end),
            repeats: false
        )
        try DeviceActivityCenter().startMonitoring(.focusSession, during: schedule)
    }
}

/// An app on iOS 26.5 that keeps one store per kind of restriction and, when the interval ends,
/// deletes every store it configured instead of remembering their names.
class StoreSweepMonitor: DeviceActivityMonitor {
    let logger = Logger(subsystem: "com.example.FocusApp.Monitor", category: "stores")

    override func intervalDidStart(for activity: DeviceActivityName) {
        super.intervalDidStart(for: activity)
        ManagedSettingsStore(named: .focus).shield.applications = MonitorSelection.load().applicationTokens
        ManagedSettingsStore(named: .daily).application.denyAppRemoval = true
    }

    override func intervalDidEnd(for activity: DeviceActivityName) {
        super.intervalDidEnd(for: activity)
        if #available(iOS 26.5, *) {
            let stores = ManagedSettingsStore.stores
            let names = stores.map(\.rawValue).sorted().joined(separator: ", ")
            logger.info("deleting stores: \(names, privacy: .public)")
            ManagedSettingsStore.deleteStores(stores)
            logger.info("stores left: \(ManagedSettingsStore.stores.count)")
        } else {
            ManagedSettingsStore(named: .focus).clearAllSettings()
            ManagedSettingsStore(named: .daily).clearAllSettings()
        }
    }
}

/// Keeps a log of each day's start, keyed by the local date, as apps that count sessions per
/// day do: everything from `Date()` and `Calendar.current`.
class DailyLogMonitor: DeviceActivityMonitor {
    let logger = Logger(subsystem: "com.example.FocusApp.Monitor", category: "log")

    override func intervalDidStart(for activity: DeviceActivityName) {
        super.intervalDidStart(for: activity)
        let now = Date()
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        let day = formatter.string(from: now)
        let time = Calendar.current.dateComponents([.hour, .minute], from: now)
        let clock = String(format: "%02d:%02d", time.hour ?? 0, time.minute ?? 0)
        logger.info("started \(day, privacy: .public) at \(clock, privacy: .public) in \(TimeZone.current.identifier, privacy: .public)")
        UserDefaults(suiteName: MonitorSelection.suiteName)?.set(now.timeIntervalSince1970, forKey: "startedAt-\(day)")
    }
}

/// A bedtime app (sharik-dev/sleepEarly): its schedule is the day, so the interval's end is
/// bedtime, when the selection the app saved with a PropertyListEncoder is shielded in the default
/// store; the next interval's start, in the morning, clears it.
class BedtimeMonitor: DeviceActivityMonitor {
    private let defaults = UserDefaults(suiteName: MonitorSelection.suiteName)
    private let store = ManagedSettingsStore()

    override func intervalDidEnd(for activity: DeviceActivityName) {
        super.intervalDidEnd(for: activity)
        applyShield()
    }

    override func intervalDidStart(for activity: DeviceActivityName) {
        super.intervalDidStart(for: activity)
        store.clearAllSettings()
    }

    private func applyShield() {
        guard
            let data = defaults?.data(forKey: "blockedAppsSelection"),
            let selection = try? PropertyListDecoder().decode(FamilyActivitySelection.self, from: data)
        else { return }

        if !selection.applicationTokens.isEmpty {
            store.shield.applications = selection.applicationTokens
        }
        if !selection.categoryTokens.isEmpty {
            store.shield.applicationCategories = .specific(selection.categoryTokens)
        }
    }
}

/// A pay-per-minute app (after Pudan416/step-trader): each minute of a metered app costs steps
/// from the balance the app keeps in the App Group. The event's name carries the app; a charged
/// minute re-arms the event one minute further from the callback (monitoring stopped and started
/// again, the day's earlier use counted with `includesPastActivity`), and an empty balance shields
/// the app. The day's use is logged as a clock, the way report scenes format it (after
/// Team-HMH/HMH-iOS's `TimeInterval.toString()`, with `NSInteger`).
class MinuteMeterMonitor: DeviceActivityMonitor {
    private let store = ManagedSettingsStore()
    private let logger = Logger(subsystem: "com.example.StepsApp.Monitor", category: "meter")

    override func eventDidReachThreshold(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {
        super.eventDidReachThreshold(event, activity: activity)
        let prefix = "minute_"
        guard event.rawValue.hasPrefix(prefix),
              let defaults = UserDefaults(suiteName: MonitorSelection.suiteName)
        else { return }
        let bundleId = String(event.rawValue.dropFirst(prefix.count))
        let cost = entryCost(for: bundleId, defaults: defaults)
        guard cost > 0 else { return }

        let countKey = "minuteCount_\(dayKey(for: Date()))_\(bundleId)"
        let minutes = defaults.integer(forKey: countKey) + 1
        defaults.set(minutes, forKey: countKey)
        let balance = max(0, defaults.integer(forKey: "stepsBalance") - cost)
        defaults.set(balance, forKey: "stepsBalance")
        let used = TimeInterval(minutes * 60).toString()
        logger.info("charged \(cost) for \(bundleId, privacy: .public): \(used, privacy: .public) used today, \(balance) left")

        if balance / cost <= 0 {
            reenableShield(defaults: defaults)
        } else {
            rearm(bundleId, nextMinute: minutes + 1, defaults: defaults)
        }
    }

    private func entryCost(for bundleId: String, defaults: UserDefaults) -> Int {
        guard let data = defaults.data(forKey: "appUnlockSettings_v1"),
              let decoded = try? JSONDecoder().decode([String: MeterUnlockSettings].self, from: data),
              let settings = decoded[bundleId], settings.minuteTariffEnabled ?? false
        else { return 0 }
        return settings.entryCostSteps ?? 0
    }

    private func rearm(_ bundleId: String, nextMinute: Int, defaults: UserDefaults) {
        guard let data = defaults.data(forKey: "timeAccessSelection_v1_\(bundleId)"),
              let selection = try? JSONDecoder().decode(FamilyActivitySelection.self, from: data)
        else { return }
        let event: DeviceActivityEvent
        if #available(iOS 17.4, *) {
            event = DeviceActivityEvent(
                applications: selection.applicationTokens,
                categories: selection.categoryTokens,
                webDomains: selection.webDomainTokens,
                threshold: DateComponents(minute: nextMinute),
                includesPastActivity: true)
        } else {
            event = DeviceActivityEvent(
                applications: selection.applicationTokens,
                categories: selection.categoryTokens,
                webDomains: selection.webDomainTokens,
                threshold: DateComponents(minute: nextMinute))
        }
        let schedule = DeviceActivitySchedule(
            intervalStart: DateComponents(hour: 0, minute: 0),
            intervalEnd: DateComponents(hour: 23, minute: 59),
            repeats: true
        )
        let center = DeviceActivityCenter()
        center.stopMonitoring([.minuteMode])
        do {
            try center.startMonitoring(.minuteMode, during: schedule, events: [.minute(bundleId): event])
        } catch {
            logger.error("could not re-arm \(bundleId, privacy: .public): \(error.localizedDescription, privacy: .public)")
        }
    }

    private func reenableShield(defaults: UserDefaults) {
        guard let data = defaults.data(forKey: "appUnlockSettings_v1"),
              let decoded = try? JSONDecoder().decode([String: MeterUnlockSettings].self, from: data)
        else { return }
        var combined = FamilyActivitySelection()
        for (bundleId, settings) in decoded where settings.minuteTariffEnabled ?? false {
            if let selectionData = defaults.data(forKey: "timeAccessSelection_v1_\(bundleId)"),
               let selection = try? JSONDecoder().decode(FamilyActivitySelection.self, from: selectionData) {
                combined.applicationTokens.formUnion(selection.applicationTokens)
                combined.categoryTokens.formUnion(selection.categoryTokens)
            }
        }
        if combined.applicationTokens.isEmpty && combined.categoryTokens.isEmpty {
            store.clearAllSettings()
            return
        }
        store.shield.applications = combined.applicationTokens
        store.shield.applicationCategories = combined.categoryTokens.isEmpty
            ? nil
            : .specific(combined.categoryTokens)
        logger.info("balance spent: shielding \(combined.applicationTokens.count) apps")
    }

    private func dayKey(for date: Date) -> String {
        let df = DateFormatter()
        df.locale = Locale(identifier: "en_US_POSIX")
        df.dateFormat = "yyyy-MM-dd"
        return df.string(from: date)
    }
}

/// What the app saves per metered app, as JSON keyed by bundle identifier.
struct MeterUnlockSettings: Codable {
    let entryCostSteps: Int?
    let minuteTariffEnabled: Bool?
}

extension TimeInterval {
    /// The duration as `hh:mm`.
    func toString() -> String {
        let time = NSInteger(self)
        let minutes = (time / 60) % 60
        let hours = (time / 3600)
        return String(format: "%0.2d:%0.2d", hours, minutes)
    }
}
