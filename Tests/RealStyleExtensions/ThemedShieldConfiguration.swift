//
//  ThemedShieldConfiguration.swift
//
//  In the style of react-native-device-activity's configuration extension: the whole shield is
//  data the app wrote to the App Group ("shieldConfiguration"): colours as dictionaries, the
//  blur style by its raw value, an SF Symbol or an image file in the group's container, and
//  `{applicationOrDomainDisplayName}` placeholders.
//

import Foundation
import ManagedSettings
import ManagedSettingsUI
import UIKit
import os

private let appGroup = "group.com.example.FocusApp"
private let themeLogger = Logger(subsystem: "com.example.FocusApp", category: "ShieldConfiguration")

func getColor(_ color: [String: Double]?) -> UIColor? {
  guard let color else { return nil }
  return UIColor(
    red: color["red"] ?? 0, green: color["green"] ?? 0, blue: color["blue"] ?? 0, alpha: color["alpha"] ?? 1)
}

func buildLabel(_ text: String?, color: UIColor?, name: String?) -> ShieldConfiguration.Label? {
  guard let text else { return nil }
  let resolved = text.replacingOccurrences(of: "{applicationOrDomainDisplayName}", with: name ?? "")
  return ShieldConfiguration.Label(text: resolved, color: color ?? UIColor.label)
}

func resolveIcon(_ config: [String: Any]) -> UIImage? {
  var image: UIImage?
  if let systemName = config["iconSystemName"] as? String {
    image = UIImage(systemName: systemName, withConfiguration: UIImage.SymbolConfiguration(pointSize: 56, weight: .semibold))
  }
  if let relativePath = config["iconAppGroupRelativePath"] as? String,
    let directory = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup),
    let data = try? Data(contentsOf: directory.appendingPathComponent(relativePath))
  {
    image = UIImage(data: data)
  }
  if let tint = getColor(config["iconTint"] as? [String: Double]) {
    image = image?.withTintColor(tint, renderingMode: .alwaysOriginal)
  }
  return image
}

func buildShield(_ config: [String: Any]?, name: String?) -> ShieldConfiguration {
  guard let config else {
    themeLogger.log("No shield configuration in the App Group; using the default")
    return ShieldConfiguration()
  }
  return ShieldConfiguration(
    backgroundBlurStyle: (config["backgroundBlurStyle"] as? Int).flatMap(UIBlurEffect.Style.init),
    backgroundColor: getColor(config["backgroundColor"] as? [String: Double]),
    icon: resolveIcon(config),
    title: buildLabel(config["title"] as? String, color: getColor(config["titleColor"] as? [String: Double]), name: name),
    subtitle: buildLabel(
      config["subtitle"] as? String, color: getColor(config["subtitleColor"] as? [String: Double]), name: name),
    primaryButtonLabel: buildLabel(
      config["primaryButtonLabel"] as? String, color: getColor(config["primaryButtonLabelColor"] as? [String: Double]),
      name: name),
    primaryButtonBackgroundColor: getColor(config["primaryButtonBackgroundColor"] as? [String: Double]),
    secondaryButtonLabel: buildLabel(
      config["secondaryButtonLabel"] as? String,
      color: getColor(config["secondaryButtonLabelColor"] as? [String: Double]), name: name))
}

class ThemedShieldConfiguration: ShieldConfigurationDataSource {
  private func storedConfiguration() -> [String: Any]? {
    UserDefaults(suiteName: appGroup)?.dictionary(forKey: "shieldConfiguration")
  }

  override func configuration(shielding application: Application) -> ShieldConfiguration {
    buildShield(storedConfiguration(), name: application.localizedDisplayName)
  }

  override func configuration(shielding application: Application, in category: ActivityCategory)
    -> ShieldConfiguration
  {
    themeLogger.log("shielding application category")
    return buildShield(storedConfiguration(), name: application.localizedDisplayName)
  }

  override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
    themeLogger.log("shielding web domain")
    return buildShield(storedConfiguration(), name: webDomain.domain)
  }

  override func configuration(shielding webDomain: WebDomain, in category: ActivityCategory) -> ShieldConfiguration {
    buildShield(storedConfiguration(), name: webDomain.domain)
  }
}
