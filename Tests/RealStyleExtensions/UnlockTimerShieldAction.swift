//
//  UnlockTimerShieldAction.swift
//
//  In the style of the "one more minute" apps: the secondary button lifts the shield and starts a
//  short DeviceActivity interval, whose end the monitor extension uses to shield again. The
//  length comes from the app's settings in the App Group; Apple refuses intervals under fifteen
//  minutes with intervalTooShort, which this code, like careful shipped code, catches: the shield
//  then stays. The store is read with the setting's documented default (`SettingMetadata`).
//

import DeviceActivity
import Foundation
import ManagedSettings
import OSLog

final class UnlockTimerShieldAction: ShieldActionDelegate {
  private let logger = Logger(subsystem: "com.example.FocusApp.ShieldAction", category: "UnlockTimer")

  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    guard action == .secondaryButtonPressed else {
      completionHandler(.close)
      return
    }
    let minutes = UserDefaults(suiteName: "group.com.example.FocusApp")?.integer(forKey: "unlockMinutes") ?? 0
    let now = Calendar.current.dateComponents([.hour, .minute, .second], from: Date())
    let end = Calendar.current.dateComponents(
      [.hour, .minute, .second], from: Date().addingTimeInterval(TimeInterval(max(minutes, 1) * 60)))
    do {
      try DeviceActivityCenter().startMonitoring(
        .unlock, during: DeviceActivitySchedule(intervalStart: now, intervalEnd: end, repeats: false))
    } catch let error as DeviceActivityCenter.MonitoringError {
      logger.error("Could not start the unlock timer: \(String(describing: error), privacy: .public)")
      completionHandler(.close)
      return
    } catch {
      completionHandler(.close)
      return
    }
    logger.info("Unlocked for \(minutes, privacy: .public) minutes")
    let store = ManagedSettingsStore()
    var shielded = store.shield.webDomains ?? ShieldSettings.webDomains.defaultValue
    shielded.remove(webDomain)
    store.shield.webDomains = shielded.isEmpty ? nil : shielded
    completionHandler(.defer)
  }

  override func handle(
    action: ShieldAction, for application: ApplicationToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(.close)
  }

  override func handle(
    action: ShieldAction, for category: ActivityCategoryToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(.close)
  }
}
