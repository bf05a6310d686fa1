//
//  FamilySelectionShieldAction.swift
//
//  The secondary button re-applies the user's saved FamilyActivitySelection to a named store
//  (the app's "focus" store) and the primary button closes, the way most Screen Time apps wire
//  their selection from the App Group into ManagedSettings.
//

import FamilyControls
import ManagedSettings

class FamilySelectionShieldAction: ShieldActionDelegate {
    let store = ManagedSettingsStore(named: .init("focus"))

    override func handle(action: ShieldAction, for application: ApplicationToken, completionHandler: @escaping (ShieldActionResponse) -> Void) {
        completionHandler(respond(to: action))
    }

    override func handle(action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void) {
        completionHandler(respond(to: action))
    }

    override func handle(action: ShieldAction, for category: ActivityCategoryToken, completionHandler: @escaping (ShieldActionResponse) -> Void) {
        completionHandler(respond(to: action))
    }

    private func respond(to action: ShieldAction) -> ShieldActionResponse {
        guard action == .secondaryButtonPressed else { return .close }
        let defaults = UserDefaults(suiteName: "group.com.example.FocusApp")
        if let data = defaults?.data(forKey: "familyActivitySelection"),
           let selection = try? JSONDecoder().decode(FamilyActivitySelection.self, from: data) {
            store.shield.applications = selection.applicationTokens.isEmpty ? nil : selection.applicationTokens
            store.shield.webDomains = selection.webDomainTokens
            store.shield.applicationCategories = .specific(selection.categoryTokens)
        }
        return .defer
    }
}
