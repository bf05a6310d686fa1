import ManagedSettings
import ManagedSettingsUI
import UIKit

/// A calm shield for every blocked app and site.
final class ShieldConfigurationExtension: ShieldConfigurationDataSource {
  override func configuration(shielding application: Application) -> ShieldConfiguration {
    ShieldConfiguration(title: ShieldConfiguration.Label(text: "Focus", color: .white))
  }
}
