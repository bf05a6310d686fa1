//
//  FamilySelectionShieldConfiguration.swift
//
//  The common App Group hand-off: the app saves the FamilyActivitySelection the user picked
//  (JSONEncoder) under "familyActivitySelection"; the configuration extension decodes it to say
//  how many apps are on the list, and checks Family Controls authorization first.
//

import FamilyControls
import Foundation
import ManagedSettings
import ManagedSettingsUI
import UIKit

class FamilySelectionShieldConfiguration: ShieldConfigurationDataSource {
    let defaults = UserDefaults(suiteName: "group.com.example.FocusApp")

    func savedSelection() -> FamilyActivitySelection? {
        guard let data = defaults?.data(forKey: "familyActivitySelection") else { return nil }
        return try? JSONDecoder().decode(FamilyActivitySelection.self, from: data)
    }

    func makeShield(name: String?) -> ShieldConfiguration {
        guard AuthorizationCenter.shared.authorizationStatus == .approved else {
            return ShieldConfiguration(title: ShieldConfiguration.Label(text: "Screen Time access is off", color: .label))
        }
        let selection = savedSelection() ?? FamilyActivitySelection()
        let count = selection.applicationTokens.count + selection.webDomainTokens.count
        let subtitle = "\(count) items on your focus list" + (selection.includeEntireCategory ? " (whole categories)" : "")
        return ShieldConfiguration(
            backgroundBlurStyle: .systemThickMaterial,
            title: ShieldConfiguration.Label(text: "\(name ?? "This") is on your list", color: .label),
            subtitle: ShieldConfiguration.Label(text: subtitle, color: .secondaryLabel),
            primaryButtonLabel: ShieldConfiguration.Label(text: "OK", color: .white),
            primaryButtonBackgroundColor: .systemIndigo,
            secondaryButtonLabel: ShieldConfiguration.Label(text: "Apply my list again", color: .systemIndigo))
    }

    override func configuration(shielding application: Application) -> ShieldConfiguration {
        makeShield(name: application.localizedDisplayName)
    }

    override func configuration(shielding application: Application, in category: ActivityCategory) -> ShieldConfiguration {
        makeShield(name: application.localizedDisplayName)
    }

    override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
        makeShield(name: webDomain.domain)
    }

    override func configuration(shielding webDomain: WebDomain, in category: ActivityCategory) -> ShieldConfiguration {
        makeShield(name: webDomain.domain)
    }
}
