//
//  NudgeShieldConfiguration.swift
//
//  In the style of foqos: a friendly message picked per target and per day with a stable hash,
//  white text over a dark blur tinted with a brand colour (asset catalog first, a fallback
//  otherwise), and, on iOS 26.4, a submenu under the secondary button.
//

import ManagedSettings
import ManagedSettingsUI
import UIKit

class NudgeShieldConfiguration: ShieldConfigurationDataSource {
  override func configuration(shielding application: Application) -> ShieldConfiguration {
    nudge(title: application.localizedDisplayName ?? "App")
  }

  override func configuration(shielding application: Application, in category: ActivityCategory)
    -> ShieldConfiguration
  {
    nudge(title: application.localizedDisplayName ?? "App")
  }

  override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
    nudge(title: webDomain.domain ?? "Website")
  }

  override func configuration(shielding webDomain: WebDomain, in category: ActivityCategory) -> ShieldConfiguration {
    nudge(title: webDomain.domain ?? "Website")
  }

  // MARK: – Standard Blocking Shield

  private func nudge(title: String) -> ShieldConfiguration {
    let brandColor = UIColor(named: "BrandColor") ?? UIColor(hue: 0.72, saturation: 0.55, brightness: 0.45, alpha: 1)
    let message = funMessage(for: title)
    return ShieldConfiguration(
      backgroundBlurStyle: .dark,
      backgroundColor: brandColor,
      icon: UIImage(systemName: message.symbol),
      title: ShieldConfiguration.Label(text: message.title, color: .white),
      subtitle: ShieldConfiguration.Label(text: message.subtitle, color: UIColor.white.withAlphaComponent(0.88)),
      primaryButtonLabel: ShieldConfiguration.Label(text: message.buttonText, color: .black),
      primaryButtonBackgroundColor: .white,
      secondaryButtonLabel: ShieldConfiguration.Label(text: "More time", color: .white),
      secondaryButtonSubmenuItems: ["1 more minute", "15 more minutes", "Ask a parent"])
  }

  private func funMessage(for title: String) -> (symbol: String, title: String, subtitle: String, buttonText: String) {
    let messages: [(String, String, String, String)] = [
      ("brain.head.profile", "Brain check", "Do you actually want \(title), or was it autopilot?", "Return"),
      ("target", "Stay on target", "One small step toward your goal first. Then decide on \(title).", "Continue"),
      ("hourglass", "Give it 2 minutes", "Finish the next tiny thing. \(title) will still be there.", "Keep going"),
      ("lock.shield", "Shield up", "Focus is protected. You've got this.", "Onward"),
    ]
    let components = Calendar.current.dateComponents([.year, .month, .day], from: Date())
    let dayKey = (components.year ?? 0) * 10_000 + (components.month ?? 0) * 100 + (components.day ?? 0)
    let seed = Int(stableSeed(for: title) % UInt64(Int.max)) ^ dayKey
    return messages[abs(seed) % messages.count]
  }

  private func stableSeed(for title: String) -> UInt64 {
    // FNV-1a over the unicode scalars: the same message all day for the same target.
    var hash: UInt64 = 14_695_981_039_346_656_037
    for scalar in title.unicodeScalars {
      hash ^= UInt64(scalar.value)
      hash &*= 1_099_511_628_211
    }
    return hash
  }
}
