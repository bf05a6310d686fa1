//
//  StrictShieldAction.swift
//
//  Swift 6 language mode: the completion handler is not Sendable, so it crosses into the Task
//  in an unchecked box (called exactly once); the notification is scheduled with async/await,
//  and the app is told through a Darwin notification. DeviceActivity is imported and unused, as
//  in many shipped shield extensions (the file was copied from the monitor extension).
//

import DeviceActivity
import ManagedSettings
import UserNotifications

/// Carries the non-Sendable completion handler into a Task; it is called exactly once there.
struct CompletionBox: @unchecked Sendable {
  let handler: (ShieldActionResponse) -> Void
}

final class StrictShieldAction: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for application: ApplicationToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    respond(to: action, CompletionBox(handler: completionHandler))
  }

  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    respond(to: action, CompletionBox(handler: completionHandler))
  }

  override func handle(
    action: ShieldAction, for category: ActivityCategoryToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(.close)
  }

  private func respond(to action: ShieldAction, _ completion: CompletionBox) {
    let content = UNMutableNotificationContent()
    content.title = "Focus session"
    content.body = action == .primaryButtonPressed ? "Back to work." : "Five more minutes, then back to work."
    let request = UNNotificationRequest(
      identifier: "focus-session", content: content,
      trigger: UNTimeIntervalNotificationTrigger(timeInterval: 90, repeats: false))
    Task {
      do {
        try await UNUserNotificationCenter.current().add(request)
      } catch {
        completion.handler(.close)
        return
      }
      CFNotificationCenterPostNotification(
        CFNotificationCenterGetDarwinNotifyCenter(), CFNotificationName("com.example.FocusApp.sessionStarted" as CFString),
        nil, nil, true)
      completion.handler(.close)
    }
  }
}
