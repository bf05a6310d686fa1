import Testing
import UIKit

@testable import ShieldRendering

/// UIKit's system colours travel to the host as their light components and their name: each is
/// the palette's light value, so the colour an extension reads back (`getRed`, `cgColor`) is the
/// one the host draws.
@MainActor struct UIKitSystemColorTests {
  @Test func everyUIKitSystemColourIsThePalettesLightValue() throws {
    let colors: [UIColor] = [
      .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan, .systemBlue,
      .systemIndigo, .systemPurple, .systemPink, .systemBrown, .systemGray, .systemGray2, .systemGray3, .systemGray4,
      .systemGray5, .systemGray6, .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .systemBackground,
      .secondarySystemBackground, .tertiarySystemBackground,
    ]
    for color in colors {
      let name = try #require(color.systemName)
      let light = try #require(SystemColorPalette.colors[name], "\(name) is in the palette").light
      let components = [color.redComponent, color.greenComponent, color.blueComponent, color.alphaComponent]
      let expected = [light.red, light.green, light.blue, light.alpha]
      #expect(zip(components, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(name): \(components) against \(expected)")
    }
  }
}
