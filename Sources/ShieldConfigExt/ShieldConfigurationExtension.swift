import ManagedSettings
import ManagedSettingsUI
import UIKit

// Override the functions below to customize the shields used in various situations.
// The system provides a default appearance for any methods that your subclass doesn't override.
// Make sure that your class name matches the NSExtensionPrincipalClass in your Info.plist.
class ShieldConfigurationExtension: ShieldConfigurationDataSource {
  /// What the Focus app shares with its extensions: every target lists this App Group in its
  /// .entitlements. The app writes `shieldMessage`; the action extension writes `moreTimeRequests`.
  private let shared = UserDefaults(suiteName: "group.com.example.FocusApp")

  override func configuration(shielding application: Application) -> ShieldConfiguration {
    focusShield(for: application.localizedDisplayName ?? "This app")
  }

  override func configuration(shielding application: Application, in category: ActivityCategory)
    -> ShieldConfiguration
  {
    focusShield(for: application.localizedDisplayName ?? "This app", in: category)
  }

  override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
    focusShield(for: webDomain.domain ?? "This site")
  }

  override func configuration(shielding webDomain: WebDomain, in category: ActivityCategory) -> ShieldConfiguration {
    focusShield(for: webDomain.domain ?? "This site", in: category)
  }

  private func focusShield(for name: String, in category: ActivityCategory? = nil) -> ShieldConfiguration {
    ShieldConfiguration(
      backgroundBlurStyle: .systemThickMaterialDark,
      backgroundColor: UIColor(red: 0.11, green: 0.12, blue: 0.25, alpha: 0.85),
      icon: UIImage(systemName: "moon.stars.fill")?.withTintColor(.systemIndigo),
      title: ShieldConfiguration.Label(text: "\(name) is on hold", color: .white),
      subtitle: ShieldConfiguration.Label(text: reason(in: category), color: UIColor(white: 0.85, alpha: 1)),
      primaryButtonLabel: ShieldConfiguration.Label(text: "Close", color: .white),
      primaryButtonBackgroundColor: .systemIndigo,
      secondaryButtonLabel: ShieldConfiguration.Label(text: "Ask for more time", color: .systemIndigo))
  }

  /// The app's message, or news of a request for more time made from this shield.
  private func reason(in category: ActivityCategory?) -> String {
    guard let category else { return shared?.string(forKey: "shieldMessage") ?? "It's focus time." }
    let requests = (shared?.array(forKey: "moreTimeRequests") as? [Data] ?? []).compactMap {
      try? JSONDecoder().decode(ActivityCategoryToken.self, from: $0)
    }
    let categoryName = category.localizedDisplayName ?? "This category"
    if let token = category.token, requests.contains(token) {
      return "You asked for more time for \(categoryName). Waiting for an answer."
    }
    return "\(categoryName) is paused during focus time."
  }
}
