import Foundation
import ManagedSettingsUI
import UIKit

/// Takes three seconds to answer; iOS shows the default shield instead.
class SlowConfiguration: ShieldConfigurationDataSource {
  override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
    Thread.sleep(forTimeInterval: 3)
    return ShieldConfiguration(title: ShieldConfiguration.Label(text: "Too late", color: .label))
  }
}

/// Crashes (index out of range) while building the shield.
class CrashingConfiguration: ShieldConfigurationDataSource {
  override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
    let labels: [String] = []
    return ShieldConfiguration(title: ShieldConfiguration.Label(text: labels[webDomain.domain?.count ?? 1], color: .label))
  }
}
