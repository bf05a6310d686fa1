import ManagedSettings
import ManagedSettingsUI
import UIKit

// Override the functions below to customize the shields used in various situations.
// The system provides a default appearance for any methods that your subclass doesn't override.
// Make sure that your class name matches the NSExtensionPrincipalClass in your Info.plist.
class ShieldConfigurationExtension: ShieldConfigurationDataSource {
    private let shared = UserDefaults(suiteName: "group.com.example.focustimer")

    override func configuration(shielding application: Application) -> ShieldConfiguration {
        shield(named: application.localizedDisplayName ?? "This app")
    }

    override func configuration(shielding application: Application, in category: ActivityCategory) -> ShieldConfiguration {
        shield(named: application.localizedDisplayName ?? "This app")
    }

    override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
        shield(named: webDomain.domain ?? "This site")
    }

    override func configuration(shielding webDomain: WebDomain, in category: ActivityCategory) -> ShieldConfiguration {
        shield(named: webDomain.domain ?? "This site")
    }

    private func shield(named name: String) -> ShieldConfiguration {
        let message = shared?.string(forKey: "shieldMessage") ?? "The focus timer is running."
        return ShieldConfiguration(
            backgroundBlurStyle: .systemUltraThinMaterial,
            icon: UIImage(systemName: "timer"),
            title: ShieldConfiguration.Label(text: "\(name) can wait", color: .label),
            subtitle: ShieldConfiguration.Label(text: message, color: .secondaryLabel),
            primaryButtonLabel: ShieldConfiguration.Label(text: "Back to focus", color: .white),
            primaryButtonBackgroundColor: .systemOrange,
            secondaryButtonLabel: ShieldConfiguration.Label(text: "One more minute", color: .systemOrange))
    }
}
