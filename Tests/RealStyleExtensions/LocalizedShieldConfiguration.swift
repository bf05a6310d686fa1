//
//  LocalizedShieldConfiguration.swift
//
//  A localized shield: the title and subtitle from Localizable.xcstrings (String(localized:),
//  LocalizedStringResource, a plural), the buttons from a classic Shield.strings table.
//

import Foundation
import ManagedSettings
import ManagedSettingsUI
import UIKit

class LocalizedShieldConfiguration: ShieldConfigurationDataSource {
    let minutesLeft = UserDefaults(suiteName: "group.com.example.FocusApp")?.integer(forKey: "minutesLeft") ?? 0

    func shield(for name: String) -> ShieldConfiguration {
        let subtitle: LocalizedStringResource = "shield.subtitle"
        return ShieldConfiguration(
            title: .init(text: String(localized: "\(name) is blocked", comment: "Shield title with the app name"), color: .label),
            subtitle: .init(
                text: String(localized: subtitle) + " " + String(localized: "\(minutesLeft) minutes left today"),
                color: .secondaryLabel),
            primaryButtonLabel: .init(text: String(localized: "button.close", table: "Shield"), color: .white),
            primaryButtonBackgroundColor: .systemBlue,
            secondaryButtonLabel: .init(text: String(localized: "Time's up", comment: "Unused elsewhere"), color: .systemBlue))
    }

    override func configuration(shielding application: Application) -> ShieldConfiguration {
        shield(for: application.localizedDisplayName ?? "App")
    }

    override func configuration(shielding application: Application, in category: ActivityCategory) -> ShieldConfiguration {
        shield(for: application.localizedDisplayName ?? "App")
    }

    override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
        shield(for: webDomain.domain ?? "Website")
    }

    override func configuration(shielding webDomain: WebDomain, in category: ActivityCategory) -> ShieldConfiguration {
        shield(for: webDomain.domain ?? "Website")
    }
}
