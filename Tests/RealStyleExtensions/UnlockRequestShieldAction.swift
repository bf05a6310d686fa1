//
//  UnlockRequestShieldAction.swift
//
//  "Ask a parent": records the request in the App Group, tells the app and the configuration
//  extension with a Darwin notification, and defers so the shield redraws.
//

import Foundation
import ManagedSettings

class UnlockRequestShieldAction: ShieldActionDelegate {
    override func handle(action: ShieldAction, for application: ApplicationToken, completionHandler: @escaping (ShieldActionResponse) -> Void) {
        completionHandler(respond(action))
    }

    override func handle(action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void) {
        completionHandler(respond(action))
    }

    override func handle(action: ShieldAction, for category: ActivityCategoryToken, completionHandler: @escaping (ShieldActionResponse) -> Void) {
        completionHandler(respond(action))
    }

    func respond(_ action: ShieldAction) -> ShieldActionResponse {
        guard action == .secondaryButtonPressed else { return .close }
        let defaults = UserDefaults(suiteName: "group.com.example.FocusApp")
        defaults?.set(Date().timeIntervalSince1970, forKey: "unlockRequestedAt")
        let name = CFNotificationName("com.example.FocusApp.unlockRequested" as CFString)
        CFNotificationCenterPostNotification(CFNotificationCenterGetDarwinNotifyCenter(), name, nil, nil, true)
        return .defer
    }
}
