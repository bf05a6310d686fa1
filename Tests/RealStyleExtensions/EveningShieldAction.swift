//
//  EveningShieldAction.swift
//
//  "Try again tonight": the secondary button schedules a calendar notification for 21:00 and
//  closes the shield. Written with the async API inside a Task, as newer apps do.
//

import ManagedSettings
import UserNotifications

class EveningShieldAction: ShieldActionDelegate {
    override func handle(action: ShieldAction, for application: ApplicationToken, completionHandler: @escaping (ShieldActionResponse) -> Void) {
        handle(action, completionHandler)
    }

    override func handle(action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void) {
        handle(action, completionHandler)
    }

    override func handle(action: ShieldAction, for category: ActivityCategoryToken, completionHandler: @escaping (ShieldActionResponse) -> Void) {
        handle(action, completionHandler)
    }

    private func handle(_ action: ShieldAction, _ completionHandler: @escaping (ShieldActionResponse) -> Void) {
        guard action == .secondaryButtonPressed else {
            completionHandler(.close)
            return
        }
        Task {
            let center = UNUserNotificationCenter.current()
            let settings = await center.notificationSettings()
            guard settings.authorizationStatus == .authorized else {
                completionHandler(.close)
                return
            }
            let content = UNMutableNotificationContent()
            content.title = "It's evening"
            content.body = "Your apps are open again."
            var components = DateComponents()
            components.hour = 21
            components.minute = 0
            let request = UNNotificationRequest(
                identifier: "evening", content: content,
                trigger: UNCalendarNotificationTrigger(dateMatching: components, repeats: false))
            try? await center.add(request)
            completionHandler(.close)
        }
    }
}
