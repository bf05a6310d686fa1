//
//  BreakReminderShieldAction.swift
//
//  In the style of gate: the action extension schedules a local notification before it answers.
//  The primary button starts a break and says when it is over; the secondary one asks for a
//  reminder in five minutes.
//

import ManagedSettings
import UserNotifications
import os.log

class BreakReminderShieldAction: ShieldActionDelegate {
    let log = Logger(subsystem: "com.example.FocusApp.ShieldAction", category: "BreakReminder")

    override func handle(action: ShieldAction, for application: ApplicationToken, completionHandler: @escaping (ShieldActionResponse) -> Void) {
        schedule(for: action)
        completionHandler(.close)
    }

    override func handle(action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void) {
        schedule(for: action)
        completionHandler(.close)
    }

    override func handle(action: ShieldAction, for category: ActivityCategoryToken, completionHandler: @escaping (ShieldActionResponse) -> Void) {
        completionHandler(.close)
    }

    func schedule(for action: ShieldAction) {
        let content = UNMutableNotificationContent()
        let minutes: Double
        switch action {
        case .primaryButtonPressed:
            content.title = "Break's over"
            content.body = "You took 10 minutes away from the screen. Nice!"
            minutes = 10
        default:
            content.title = "Take a break"
            content.body = "You asked to be reminded."
            minutes = 5
        }
        content.sound = .default
        content.interruptionLevel = .timeSensitive
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: minutes * 60, repeats: false)
        let request = UNNotificationRequest(identifier: "break-reminder", content: content, trigger: trigger)
        UNUserNotificationCenter.current().add(request) { error in
            if let error = error {
                self.log.error("Could not schedule the reminder: \(error.localizedDescription, privacy: .public)")
            } else {
                self.log.info("Reminder scheduled in \(Int(minutes)) minutes")
            }
        }
    }
}
