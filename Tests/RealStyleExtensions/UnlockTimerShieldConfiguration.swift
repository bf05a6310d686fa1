//
//  UnlockTimerShieldConfiguration.swift
//
//  In the style of the "one more minute" apps: the shield says until when the app's bedtime
//  schedule blocks, read from DeviceActivityCenter, whose activities the app and its extensions
//  share. The activity names live in an extension of DeviceActivityName, as Apple's sample does.
//

import DeviceActivity
import ManagedSettings
import ManagedSettingsUI
import UIKit

extension DeviceActivityName {
  static let bedtime = Self("bedtime")
  static let unlock = Self("unlock.temporary")
}

final class UnlockTimerShieldConfiguration: ShieldConfigurationDataSource {
  private var subtitle: String {
    let center = DeviceActivityCenter()
    if center.activities.contains(.unlock) { return "Unlocked for a while" }
    guard let end = center.schedule(for: .bedtime)?.intervalEnd, let hour = end.hour else {
      return "Take a breath"
    }
    return String(format: "Blocked until %02d:%02d", hour, end.minute ?? 0)
  }

  private var bedtimeShield: ShieldConfiguration {
    ShieldConfiguration(
      backgroundBlurStyle: .systemMaterialDark,
      title: ShieldConfiguration.Label(text: "Bedtime", color: .white),
      subtitle: ShieldConfiguration.Label(text: subtitle, color: .lightGray),
      primaryButtonLabel: ShieldConfiguration.Label(text: "OK", color: .black),
      secondaryButtonLabel: ShieldConfiguration.Label(text: "One more minute", color: .white))
  }

  override func configuration(shielding application: Application) -> ShieldConfiguration { bedtimeShield }

  override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration { bedtimeShield }
}
