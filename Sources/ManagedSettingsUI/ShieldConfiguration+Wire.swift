import Foundation
import HostProtocol
import UIKit

extension ShieldConfiguration {
  /// The configuration as it travels to the host.
  var wire: HostProtocol.ShieldConfiguration {
    HostProtocol.ShieldConfiguration(
      backgroundBlurStyle: backgroundBlurStyle.map { ShieldBlurStyle(rawValue: $0.rawValue) },
      backgroundColor: backgroundColor?.wire,
      icon: icon?.wire,
      title: title?.wire,
      subtitle: subtitle?.wire,
      primaryButtonLabel: primaryButtonLabel?.wire,
      primaryButtonBackgroundColor: primaryButtonBackgroundColor?.wire,
      secondaryButtonLabel: secondaryButtonLabel?.wire,
      secondaryButtonSubmenuItems: secondaryButtonSubmenuItems)
  }
}

extension ShieldConfiguration.Label {
  var wire: ShieldLabel { ShieldLabel(text: text, color: color.wire) }
}

extension UIColor {
  var wire: ShieldColor {
    ShieldColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alphaComponent, name: systemName)
  }
}

extension UIImage {
  var wire: ShieldIcon {
    ShieldIcon(systemName: symbolName, name: assetName, data: imageData, tint: tintColor?.wire)
  }
}
