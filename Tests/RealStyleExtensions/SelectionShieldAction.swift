//
//  SelectionShieldAction.swift
//
//  In the style of react-native-device-activity: the extension holds no logic of its own. The
//  app stores, in the App Group, what each button does ("shieldActions") and the user's
//  selection as JSON-coded tokens ("selection"); the extension applies them to the store.
//

import Foundation
import ManagedSettings
import os

let selectionLogger = Logger(subsystem: "com.example.FocusApp", category: "SelectionShieldAction")

/// The part of a FamilyActivitySelection the app saves: tokens, coded as JSON.
struct SavedSelection: Codable {
  var applicationTokens: Set<ApplicationToken> = []
  var webDomainTokens: Set<WebDomainToken> = []
}

class SelectionShieldAction: ShieldActionDelegate {
  let store = ManagedSettingsStore()

  override func handle(
    action: ShieldAction, for application: ApplicationToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(handleAction(action: action))
  }

  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(handleAction(action: action))
  }

  override func handle(
    action: ShieldAction, for category: ActivityCategoryToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(handleAction(action: action))
  }

  func handleAction(action: ShieldAction) -> ShieldActionResponse {
    let userDefaults = UserDefaults(suiteName: "group.com.example.FocusApp")
    let key: String
    switch action {
    case .primaryButtonPressed:
      key = "primary"
    case .secondaryButtonPressed:
      key = "secondary"
    case .firstSecondarySubmenuItemPressed, .secondSecondarySubmenuItemPressed, .thirdSecondarySubmenuItemPressed:
      key = "secondary"
    @unknown default:
      key = "primary"
    }
    guard let actions = userDefaults?.dictionary(forKey: "shieldActions"),
      let config = actions[key] as? [String: Any]
    else {
      selectionLogger.log("No shield action configured for \(key, privacy: .public)")
      return .close
    }
    let type = config["type"] as? String ?? ""
    selectionLogger.info("Running \(type, privacy: .public) for the \(key, privacy: .public) button")
    if type == "unblockAll" {
      store.clearAllSettings()
    } else if type == "blockSelection", let data = userDefaults?.data(forKey: "selection") {
      do {
        let selection = try JSONDecoder().decode(SavedSelection.self, from: data)
        store.shield.applications = selection.applicationTokens
        store.shield.webDomains = selection.webDomainTokens
      } catch {
        selectionLogger.error("Could not decode the selection: \(error.localizedDescription, privacy: .public)")
      }
    }
    return config["behavior"] as? String == "defer" ? .defer : .close
  }
}
