//
//  BreakReminderShieldConfiguration.swift
//
//  A configuration extension that imports SwiftUI only for its colours: the app's palette is
//  written once as SwiftUI `Color`s and bridged with `UIColor(_:)`. `import UserNotifications`
//  is left over from an earlier version, as it often is; so is the C-style `os_log` with an
//  `OSLog` handle, and the symbol configuration from a text style.
//

import ManagedSettings
import ManagedSettingsUI
import SwiftUI
import UIKit
import UserNotifications
import os.log

extension Color {
    static let breakBackground = Color(red: 0.07, green: 0.09, blue: 0.2)
    static let breakAccent = Color(hue: 0.45, saturation: 0.7, brightness: 0.9)
}

private let shieldLog = OSLog(subsystem: "com.example.FocusApp.ShieldConfiguration", category: "shield")

class BreakReminderShieldConfiguration: ShieldConfigurationDataSource {
    private var shield: ShieldConfiguration {
        let symbol = UIImage.SymbolConfiguration(textStyle: .largeTitle, scale: .large)
            .applying(UIImage.SymbolConfiguration(paletteColors: [.white, .systemTeal]))
        os_log("Showing the break shield (%{public}@, %d minutes, %{private}s)", log: shieldLog, type: .info, "cup", 10)
        return ShieldConfiguration(
            backgroundBlurStyle: .systemUltraThinMaterialDark,
            backgroundColor: UIColor(Color.breakBackground).withAlphaComponent(0.85),
            icon: UIImage(systemName: "cup.and.saucer.fill")?.applyingSymbolConfiguration(symbol),
            title: .init(text: "Time for a break", color: UIColor(Color.white)),
            subtitle: .init(text: "We'll remind you when it's over.", color: UIColor(Color.white.opacity(0.7))),
            primaryButtonLabel: .init(text: "Take a break", color: .black),
            primaryButtonBackgroundColor: UIColor(Color.breakAccent),
            secondaryButtonLabel: .init(text: "Remind me in 5 minutes", color: UIColor(.breakAccent)))
    }

    override func configuration(shielding application: Application) -> ShieldConfiguration { shield }
    override func configuration(shielding application: Application, in category: ActivityCategory) -> ShieldConfiguration { shield }
    override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration { shield }
    override func configuration(shielding webDomain: WebDomain, in category: ActivityCategory) -> ShieldConfiguration { shield }
}
