import Foundation
import ManagedSettingsUI
import UIKit

/// Makes the classic mistakes: colour components on a 0...255 scale, a title with no text, and an
/// icon from a PNG that was cut short when it was copied into the App Group container.
class MalformedConfiguration: ShieldConfigurationDataSource {
  override func configuration(shielding application: Application) -> ShieldConfiguration {
    let truncatedPNG = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00])
    return ShieldConfiguration(
      backgroundColor: UIColor(red: 255, green: 128, blue: 0, alpha: 1),
      icon: UIImage(data: truncatedPNG),
      title: ShieldConfiguration.Label(text: "", color: .label))
  }
}
