@testable import ShieldRendering
import Testing
@testable import UIKit

/// Every dynamic system colour the renderer draws has its `UIColor`, with the renderer's light
/// value: code that names `.separator` or `.systemGroupedBackground` compiles, and what it draws
/// in light and dark comes from the one palette.
struct SystemColorNamesTests {
  @Test func everyColourThePaletteDrawsIsAUIColorWithItsLightValue() throws {
    for (name, dynamic) in SystemColorPalette.colors {
      let color = try #require(UIColor.system(named: name), "UIColor.\(name) is missing")
      let components = [color.redComponent, color.greenComponent, color.blueComponent, color.alphaComponent]
      let light = [dynamic.light.red, dynamic.light.green, dynamic.light.blue, dynamic.light.alpha]
      for (ours, palette) in zip(components, light) {
        #expect(abs(ours - palette) < 0.003, "UIColor.\(name): \(components) against the palette's \(light)")
      }
    }
  }
}
