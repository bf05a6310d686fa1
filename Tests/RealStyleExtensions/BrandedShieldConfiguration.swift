//
//  BrandedShieldConfiguration.swift
//
//  The shield in the app's brand, from the extension's own Assets.xcassets: a colour set
//  force-unwrapped (it is in the catalog, so this never crashes on a device), generated asset
//  symbols, the app's logo, and a `?? fallback` for art the designer has not delivered yet.
//

import ManagedSettings
import ManagedSettingsUI
import SwiftUI
import UIKit

class BrandedShieldConfiguration: ShieldConfigurationDataSource {
    private func branded() -> ShieldConfiguration {
        let background = UIColor(named: "ShieldBackground")!
        let icon = UIImage(named: "PlaceholderArt") ?? UIImage(named: "Logo")
        let warning = UIColor(named: "Brand/Warning") ?? .systemRed
        return ShieldConfiguration(
            backgroundBlurStyle: .dark,
            backgroundColor: background,
            icon: icon,
            title: ShieldConfiguration.Label(text: "Stay on track", color: .white),
            subtitle: ShieldConfiguration.Label(text: "Logo \(Int(icon?.size.width ?? 0))×\(Int(icon?.size.height ?? 0)) pt", color: warning),
            primaryButtonLabel: ShieldConfiguration.Label(text: "Back to work", color: .white),
            primaryButtonBackgroundColor: .brandBlue,
            secondaryButtonLabel: ShieldConfiguration.Label(text: "Why?", color: UIColor(Color.accent)))
    }

    override func configuration(shielding application: Application) -> ShieldConfiguration { branded() }
    override func configuration(shielding application: Application, in category: ActivityCategory) -> ShieldConfiguration { branded() }
    override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration { branded() }
    override func configuration(shielding webDomain: WebDomain, in category: ActivityCategory) -> ShieldConfiguration { branded() }
}
