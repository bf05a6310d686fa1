//
//  StrictShieldConfiguration.swift
//
//  Swift 6 language mode: a configuration extension whose texts come from the String Catalog,
//  whose colours come from the asset catalog, and which logs with os.Logger.
//

import ManagedSettings
import ManagedSettingsUI
import UIKit
import os

private let logger = Logger(subsystem: "com.example.FocusApp.ShieldConfiguration", category: "Strict")

final class StrictShieldConfiguration: ShieldConfigurationDataSource {
  private func shield(named name: String) -> ShieldConfiguration {
    logger.info("Configuring the shield for \(name, privacy: .private)")
    return ShieldConfiguration(
      backgroundColor: UIColor(named: "BrandBlue") ?? .systemBlue,
      title: ShieldConfiguration.Label(text: String(localized: "Time's up"), color: .white),
      subtitle: ShieldConfiguration.Label(text: String(localized: "\(name) is blocked"), color: .white),
      primaryButtonLabel: ShieldConfiguration.Label(text: String(localized: "Untranslated"), color: .black),
      primaryButtonBackgroundColor: .white)
  }

  override func configuration(shielding application: Application) -> ShieldConfiguration {
    shield(named: application.localizedDisplayName ?? "App")
  }

  override func configuration(shielding application: Application, in category: ActivityCategory) -> ShieldConfiguration {
    shield(named: application.localizedDisplayName ?? "App")
  }

  override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
    shield(named: webDomain.domain ?? "Website")
  }

  override func configuration(shielding webDomain: WebDomain, in category: ActivityCategory) -> ShieldConfiguration {
    shield(named: webDomain.domain ?? "Website")
  }
}
