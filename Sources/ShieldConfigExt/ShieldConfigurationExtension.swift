import ManagedSettings
import ManagedSettingsUI
import UIKit

// Override the functions below to customize the shields used in various situations.
// The system provides a default appearance for any methods that your subclass doesn't override.
// Make sure that your class name matches the NSExtensionPrincipalClass in your Info.plist.
class ShieldConfigurationExtension: ShieldConfigurationDataSource {
  override func configuration(shielding application: Application) -> ShieldConfiguration {
    focusShield(for: application.localizedDisplayName ?? "This app")
  }

  override func configuration(shielding application: Application, in category: ActivityCategory)
    -> ShieldConfiguration
  {
    focusShield(
      for: application.localizedDisplayName ?? "This app",
      because: "\(category.localizedDisplayName ?? "This category") is paused during focus time.")
  }

  override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
    focusShield(for: webDomain.domain ?? "This site")
  }

  override func configuration(shielding webDomain: WebDomain, in category: ActivityCategory) -> ShieldConfiguration {
    focusShield(
      for: webDomain.domain ?? "This site",
      because: "\(category.localizedDisplayName ?? "This category") is paused during focus time.")
  }

  private func focusShield(for name: String, because reason: String = "It's focus time.") -> ShieldConfiguration {
    ShieldConfiguration(
      backgroundBlurStyle: .systemThickMaterialDark,
      backgroundColor: UIColor(red: 0.11, green: 0.12, blue: 0.25, alpha: 0.85),
      icon: UIImage(systemName: "moon.stars.fill")?.withTintColor(.systemIndigo),
      title: ShieldConfiguration.Label(text: "\(name) is on hold", color: .white),
      subtitle: ShieldConfiguration.Label(text: reason, color: UIColor(white: 0.85, alpha: 1)),
      primaryButtonLabel: ShieldConfiguration.Label(text: "Close", color: .white),
      primaryButtonBackgroundColor: .systemIndigo,
      secondaryButtonLabel: ShieldConfiguration.Label(text: "Ask for more time", color: .systemIndigo))
  }
}
