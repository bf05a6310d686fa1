//
//  OpenAppShieldAction.swift
//
//  In the style of niyah and the "open the app from the shield" trick many focus apps ship: the
//  secondary button records the request in the App Group and asks the system to open the app
//  with `NSExtensionContext().open`, and only when that fails schedules a notification whose tap
//  opens the app; the shield closes either way. iOS opens no URL from a shield action extension,
//  so the completion gets false and the notification is what the person sees.
//

import Foundation
import ManagedSettings
import UserNotifications

class OpenAppShieldAction: ShieldActionDelegate {
    private static let appGroupID = "group.com.example.FocusApp"
    private static let unlockURL = "focusapp://unlock"

    private var sharedDefaults: UserDefaults {
        UserDefaults(suiteName: Self.appGroupID) ?? .standard
    }

    override func handle(
        action: ShieldAction,
        for application: ApplicationToken,
        completionHandler: @escaping (ShieldActionResponse) -> Void
    ) {
        handleAction(action, completionHandler: completionHandler)
    }

    override func handle(
        action: ShieldAction,
        for webDomain: WebDomainToken,
        completionHandler: @escaping (ShieldActionResponse) -> Void
    ) {
        handleAction(action, completionHandler: completionHandler)
    }

    override func handle(
        action: ShieldAction,
        for category: ActivityCategoryToken,
        completionHandler: @escaping (ShieldActionResponse) -> Void
    ) {
        handleAction(action, completionHandler: completionHandler)
    }

    private func handleAction(_ action: ShieldAction, completionHandler: @escaping (ShieldActionResponse) -> Void) {
        guard action == .secondaryButtonPressed else {
            completionHandler(.close)
            return
        }
        sharedDefaults.set(true, forKey: "unlockRequested")
        openMainApp { [self] opened in
            sharedDefaults.set(opened, forKey: "appOpenedFromShield")
            guard !opened else { return completionHandler(.close) }
            scheduleOpenAppNotification { completionHandler(.close) }
        }
    }

    private func openMainApp(completion: @escaping (Bool) -> Void) {
        guard let url = URL(string: Self.unlockURL) else { return completion(false) }
        NSExtensionContext().open(url) { success in
            completion(success)
        }
    }

    private func scheduleOpenAppNotification(then done: @escaping () -> Void) {
        let content = UNMutableNotificationContent()
        content.title = "Unlock in FocusApp"
        content.body = "Tap to open FocusApp and unlock."
        content.userInfo = ["url": Self.unlockURL]
        let request = UNNotificationRequest(identifier: "open-app", content: content, trigger: nil)
        UNUserNotificationCenter.current().add(request) { _ in done() }
    }
}
