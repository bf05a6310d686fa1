//
//  EmojiIconShieldConfiguration.swift
//
//  In the style of foqos: the icon is an emoji the user picked, drawn into a UIImage at run time
//  with UIGraphicsImageRenderer; an older fallback path uses the begin/end context calls.
//

import ManagedSettings
import ManagedSettingsUI
import SwiftUI
import UIKit

class EmojiIconShieldConfiguration: ShieldConfigurationDataSource {
    let emoji = UserDefaults(suiteName: "group.com.example.FocusApp")?.string(forKey: "shieldEmoji") ?? "🧘"

    func emojiImage(_ emoji: String, size: CGFloat = 80) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: size, height: size))
        return renderer.image { context in
            UIColor.systemIndigo.withAlphaComponent(0.2).setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: size, height: size)).fill()
            let font = UIFont.systemFont(ofSize: size * 0.6)
            let attributes: [NSAttributedString.Key: Any] = [.font: font]
            let textSize = emoji.size(withAttributes: attributes)
            emoji.draw(
                at: CGPoint(x: (size - textSize.width) / 2, y: (size - textSize.height) / 2), withAttributes: attributes)
        }
    }

    func badgeImage(_ text: String) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 20), false, 0)
        defer { UIGraphicsEndImageContext() }
        UIColor.systemRed.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 20))
        (text as NSString).draw(at: CGPoint(x: 4, y: 2), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 12), .foregroundColor: UIColor.white])
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    func shield(_ name: String?) -> ShieldConfiguration {
        let icon = emoji.isEmpty ? badgeImage("FOCUS") : emojiImage(emoji)
        return ShieldConfiguration(
            backgroundBlurStyle: .systemMaterial,
            icon: icon,
            title: .init(text: "Breathe", color: .label),
            subtitle: .init(text: "\(name ?? "This app") can wait.", color: .secondaryLabel),
            primaryButtonLabel: .init(text: "Close", color: .white),
            primaryButtonBackgroundColor: UIColor(Color.indigo))
    }

    override func configuration(shielding application: Application) -> ShieldConfiguration { shield(application.localizedDisplayName) }
    override func configuration(shielding application: Application, in category: ActivityCategory) -> ShieldConfiguration { shield(application.localizedDisplayName) }
    override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration { shield(webDomain.domain) }
    override func configuration(shielding webDomain: WebDomain, in category: ActivityCategory) -> ShieldConfiguration { shield(webDomain.domain) }
}
