//
//  InfoPlistGroupShieldAction.swift
//
//  In the style of ParentalControl's monitor: the App Group's name is a key of the extension's
//  own Info.plist (`APP_GROUP_NAME`), read through `Bundle.main`, with
//  `fatalError` when it is missing; the logger's subsystem is `Bundle.main.bundleIdentifier!`.
//  The secondary button records the press in that group, with a note from a text file among its
//  resources (`Bundle.main.url(forResource:withExtension:)`), and asks for the shield again.
//

import Foundation
import ManagedSettings
import OSLog

final class InfoPlistGroupShieldAction: ShieldActionDelegate {
  private let logger = Logger(subsystem: Bundle.main.bundleIdentifier!, category: "Shield")

  private var defaults: UserDefaults {
    guard let group = Bundle.main.object(forInfoDictionaryKey: "APP_GROUP_NAME") as? String else {
      fatalError("APP_GROUP_NAME is missing from the extension's Info.plist")
    }
    return UserDefaults(suiteName: group)!
  }

  override func handle(
    action: ShieldAction, for application: ApplicationToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(respond(to: action))
  }

  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(respond(to: action))
  }

  override func handle(
    action: ShieldAction, for category: ActivityCategoryToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(respond(to: action))
  }

  private func respond(to action: ShieldAction) -> ShieldActionResponse {
    guard action == .secondaryButtonPressed else { return .close }
    let name = Bundle.main.infoDictionary?["CFBundleName"] as? String ?? "?"
    let note = Bundle.main.url(forResource: "PressNote", withExtension: "txt").flatMap { try? String(contentsOf: $0, encoding: .utf8) }
    defaults.set("pressed in \(name) (\(Bundle.main.bundleIdentifier ?? "?")): \(note ?? "no note")", forKey: "lastShieldPress")
    logger.info("Asked for more time")
    return .defer
  }
}
