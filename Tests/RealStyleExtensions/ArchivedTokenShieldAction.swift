//
//  ArchivedTokenShieldAction.swift
//
//  In the style of the Screen Time tutorial many apps grew from (crespoh/ZapScreen,
//  taishi1999/kinn): the primary button unlocks the app for two minutes. The app's own name for
//  the token is looked up in the App Group under a key made from the token with NSKeyedArchiver,
//  which cannot archive a token (a Swift structure) and throws, so the key falls back to
//  String(describing:). The unlock is saved as a profile with JSONEncoder, kept in the
//  extension's own documents directory as well (where the app cannot read it: it is the
//  extension's container, on a device as here), a one-shot activity from midnight to two minutes
//  from now is monitored, whose end a monitor uses to shield again, and the token is taken out of
//  the default store with an optional-chained remove.
//

import DeviceActivity
import Foundation
import ManagedSettings
import os.log

final class ArchivedTokenShieldAction: ShieldActionDelegate {
  struct UnlockProfile: Codable {
    let id: UUID
    let applicationToken: ApplicationToken
    let applicationName: String
  }

  private let logger = Logger(subsystem: "com.example.FocusApp.ShieldAction", category: "Unlock")
  var profile: UnlockProfile!

  override func handle(
    action: ShieldAction, for application: ApplicationToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    switch action {
    case .primaryButtonPressed:
      let defaults = UserDefaults(suiteName: "group.com.example.FocusApp")
      let tokenKey: String
      if let data = try? NSKeyedArchiver.archivedData(withRootObject: application, requiringSecureCoding: true) {
        tokenKey = data.base64EncodedString()
        logger.info("Used archivedData for tokenKey")
      } else {
        tokenKey = String(describing: application)
        logger.info("Used String(describing:) for tokenKey")
      }
      let names = defaults?.dictionary(forKey: "AppTokenNameList") as? [String: String]
      profile = UnlockProfile(id: UUID(), applicationToken: application, applicationName: names?[tokenKey] ?? "Unnamed app")
      var profiles =
        defaults?.data(forKey: "UnlockProfiles").flatMap { try? JSONDecoder().decode([UUID: UnlockProfile].self, from: $0) } ?? [:]
      profiles[profile.id] = profile
      defaults?.set(try? JSONEncoder().encode(profiles), forKey: "UnlockProfiles")
      keepHistory()
      startMonitoring()
      let store = ManagedSettingsStore()
      store.shield.applications?.remove(application)
      completionHandler(.close)
    default:
      completionHandler(.defer)
    }
  }

  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(.close)
  }

  override func handle(
    action: ShieldAction, for category: ActivityCategoryToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(.close)
  }

  private func keepHistory() {
    let file = URL.documentsDirectory.appending(path: "unlocks.json")
    var history = (try? JSONDecoder().decode([String].self, from: Data(contentsOf: file))) ?? []
    history.append(profile.applicationName)
    do {
      try JSONEncoder().encode(history).write(to: file)
    } catch {
      logger.error("Could not keep the history: \(error.localizedDescription)")
    }
  }

  private func startMonitoring() {
    let unlockTime = 2
    let events: [DeviceActivityEvent.Name: DeviceActivityEvent] = [
      DeviceActivityEvent.Name(profile.id.uuidString): DeviceActivityEvent(
        applications: [profile.applicationToken], threshold: DateComponents(minute: unlockTime))
    ]
    let intervalEnd = Calendar.current.dateComponents(
      [.hour, .minute, .second], from: Calendar.current.date(byAdding: .minute, value: unlockTime, to: Date.now) ?? Date.now)
    let schedule = DeviceActivitySchedule(
      intervalStart: DateComponents(hour: 0, minute: 0), intervalEnd: intervalEnd, repeats: false)
    do {
      try DeviceActivityCenter().startMonitoring(DeviceActivityName(profile.id.uuidString), during: schedule, events: events)
      logger.info("Successfully started monitoring")
    } catch {
      logger.error("Error monitoring schedule: \(String(describing: error))")
    }
  }
}
