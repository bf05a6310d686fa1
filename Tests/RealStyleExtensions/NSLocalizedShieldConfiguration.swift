//
//  NSLocalizedShieldConfiguration.swift
//
//  The localized shield of an app written before String(localized:): every text through
//  NSLocalizedString, in the forms apps call it (a catalog key, a table, a default value, the
//  main bundle named, a format filled with String(format:)).
//

import Foundation
import ManagedSettings
import ManagedSettingsUI
import UIKit

class NSLocalizedShieldConfiguration: ShieldConfigurationDataSource {
    func shield(for name: String) -> ShieldConfiguration {
        let format = NSLocalizedString("%@ is blocked", comment: "Shield title with the app name")
        let subtitle = NSLocalizedString("shield.subtitle", tableName: nil, bundle: Bundle.main, comment: "")
            + " " + NSLocalizedString("shield.missing", value: "Come back later.", comment: "Not in any table")
        return ShieldConfiguration(
            title: .init(text: String(format: format, name), color: .label),
            subtitle: .init(text: subtitle, color: .secondaryLabel),
            primaryButtonLabel: .init(text: NSLocalizedString("button.close", tableName: "Shield", comment: "Primary"), color: .white),
            primaryButtonBackgroundColor: .systemBlue,
            secondaryButtonLabel: .init(
                text: NSLocalizedString("button.more", tableName: "Shield", bundle: .main, value: "", comment: "Secondary"),
                color: .systemBlue))
    }

    override func configuration(shielding application: Application) -> ShieldConfiguration {
        shield(for: application.localizedDisplayName ?? "App")
    }

    override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
        shield(for: webDomain.domain ?? "Website")
    }
}
