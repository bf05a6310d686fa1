//
//  SnoozeShieldAction.swift
//
//  In the style of gate and awaretime: the secondary button waits out a "friction" delay the app
//  configured in the App Group, on a global queue, then lifts the shield for a snooze by
//  removing the token from the store, and only then calls the completion handler. The snooze is
//  recorded in the App Group with the token coded by PropertyListEncoder, for the app to show.
//

import Foundation
import ManagedSettings
import OSLog

final class SnoozeShieldAction: ShieldActionDelegate {
  private let logger = Logger(subsystem: "com.example.FocusApp.ShieldAction", category: "Snooze")
  private let defaults = UserDefaults(suiteName: "group.com.example.FocusApp")

  override func handle(
    action: ShieldAction, for application: ApplicationToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    resolve(action, completionHandler: completionHandler) { store in
      store.shield.applications?.remove(application)
      return try PropertyListEncoder().encode(application)
    }
  }

  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    resolve(action, completionHandler: completionHandler) { store in
      store.shield.webDomains?.remove(webDomain)
      return try PropertyListEncoder().encode(webDomain)
    }
  }

  override func handle(
    action: ShieldAction, for category: ActivityCategoryToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    // Never snooze a complete category.
    completionHandler(.close)
  }

  // MARK: - Decision

  private func resolve(
    _ action: ShieldAction, completionHandler: @escaping (ShieldActionResponse) -> Void,
    unshield: @escaping @Sendable (ManagedSettingsStore) throws -> Data
  ) {
    guard action == .secondaryButtonPressed else {
      logger.info("Closing after \(String(describing: action), privacy: .public)")
      completionHandler(.close)
      return
    }
    let delay = TimeInterval(max(0, defaults?.double(forKey: "continueDelaySeconds") ?? 0))
    logger.info("Snoozing after a \(delay, privacy: .public) s pause")
    let completion = UncheckedCompletion(completionHandler)
    DispatchQueue.global(qos: .userInitiated).asyncAfter(deadline: .now() + delay) {
      do {
        let token = try unshield(ManagedSettingsStore())
        let shared = UserDefaults(suiteName: "group.com.example.FocusApp")
        let snoozed = shared?.array(forKey: "snoozedTokens") as? [Data] ?? []
        shared?.set(snoozed + [token], forKey: "snoozedTokens")
        completion.call(.defer)
      } catch {
        Logger(subsystem: "com.example.FocusApp.ShieldAction", category: "Snooze")
          .error("Snooze failed: \(error.localizedDescription, privacy: .public)")
        completion.call(.close)
      }
    }
  }
}

/// The template's completion handler is not `@Sendable`; shipped code hands it to a global queue
/// anyway. Swift 6 wants that said out loud.
private struct UncheckedCompletion: @unchecked Sendable {
  // Safe: the handler is called exactly once, from one queue.
  let handler: (ShieldActionResponse) -> Void
  init(_ handler: @escaping (ShieldActionResponse) -> Void) { self.handler = handler }
  func call(_ response: ShieldActionResponse) { handler(response) }
}
