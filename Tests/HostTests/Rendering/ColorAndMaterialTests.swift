import HostProtocol
import Testing

@testable import ShieldRendering

extension RenderingTests {
  @Suite struct SystemColorPaletteTests {
    @Test func lightAppearanceUsesTheWireComponents() {
      let color = ShieldColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8, name: "label")
      #expect(SystemColorPalette.resolve(color, for: .light) == RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
    }

    @Test(arguments: [
      ("label", "#ffffff"), ("secondaryLabel", "#ebebf5"), ("systemBackground", "#000000"), ("systemBlue", "#0a84ff"),
      ("systemRed", "#ff453a"), ("systemGreen", "#30d158"), ("systemOrange", "#ff9f0a"), ("systemGray6", "#1c1c1e"),
    ])
    func darkAppearanceUsesApplesDarkValues(_ name: String, _ hex: String) throws {
      let light = try #require(SystemColorPalette.colors[name]).light
      let wire = ShieldColor(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha, name: name)
      #expect(SystemColorPalette.resolve(wire, for: .dark).hex == hex)
    }

    /// Every tint and grey, light and dark, as Apple's Human Interface Guidelines give them
    /// ("Color", iOS system colors), so one component off in the palette fails by name.
    @Test(arguments: [
      ("systemBlue", "#007aff", "#0a84ff"), ("systemBrown", "#a2845e", "#ac8e68"), ("systemCyan", "#32ade6", "#64d2ff"),
      ("systemGreen", "#34c759", "#30d158"), ("systemIndigo", "#5856d6", "#5e5ce6"), ("systemMint", "#00c7be", "#63e6e2"),
      ("systemOrange", "#ff9500", "#ff9f0a"), ("systemPink", "#ff2d55", "#ff375f"), ("systemPurple", "#af52de", "#bf5af2"),
      ("systemRed", "#ff3b30", "#ff453a"), ("systemTeal", "#30b0c7", "#40c8e0"), ("systemYellow", "#ffcc00", "#ffd60a"),
      ("systemGray", "#8e8e93", "#8e8e93"), ("systemGray2", "#aeaeb2", "#636366"), ("systemGray3", "#c7c7cc", "#48484a"),
      ("systemGray4", "#d1d1d6", "#3a3a3c"), ("systemGray5", "#e5e5ea", "#2c2c2e"), ("systemGray6", "#f2f2f7", "#1c1c1e"),
    ])
    func everySystemColourHasApplesLightAndDarkValue(_ name: String, _ light: String, _ dark: String) throws {
      let color = try #require(SystemColorPalette.colors[name])
      #expect(color.light.hex == light)
      #expect(color.dark.hex == dark)
    }

    /// Every label, background, fill and separator colour, light and dark, with its alpha, as
    /// Apple's Human Interface Guidelines give them, so one component off fails by name.
    @Test(arguments: [
      ("label", "#000000", 1.0, "#ffffff", 1.0), ("secondaryLabel", "#3c3c43", 0.6, "#ebebf5", 0.6),
      ("tertiaryLabel", "#3c3c43", 0.3, "#ebebf5", 0.3), ("quaternaryLabel", "#3c3c43", 0.18, "#ebebf5", 0.16),
      ("placeholderText", "#3c3c43", 0.3, "#ebebf5", 0.3), ("link", "#007aff", 1.0, "#0984ff", 1.0),
      ("systemBackground", "#ffffff", 1.0, "#000000", 1.0), ("secondarySystemBackground", "#f2f2f7", 1.0, "#1c1c1e", 1.0),
      ("tertiarySystemBackground", "#ffffff", 1.0, "#2c2c2e", 1.0), ("systemGroupedBackground", "#f2f2f7", 1.0, "#000000", 1.0),
      ("secondarySystemGroupedBackground", "#ffffff", 1.0, "#1c1c1e", 1.0),
      ("tertiarySystemGroupedBackground", "#f2f2f7", 1.0, "#2c2c2e", 1.0),
      ("systemFill", "#787880", 0.2, "#787880", 0.36), ("secondarySystemFill", "#787880", 0.16, "#787880", 0.32),
      ("tertiarySystemFill", "#767680", 0.12, "#767680", 0.24), ("quaternarySystemFill", "#747480", 0.08, "#767680", 0.18),
      ("separator", "#3c3c43", 0.29, "#545458", 0.6), ("opaqueSeparator", "#c6c6c8", 1.0, "#38383a", 1.0),
    ])
    func everyLabelBackgroundFillAndSeparatorHasApplesValues(
      _ name: String, _ light: String, _ lightAlpha: Double, _ dark: String, _ darkAlpha: Double
    ) throws {
      let color = try #require(SystemColorPalette.colors[name])
      #expect(color.light.hex == light && abs(color.light.alpha - lightAlpha) < 1e-9, "light \(color.light)")
      #expect(color.dark.hex == dark && abs(color.dark.alpha - darkAlpha) < 1e-9, "dark \(color.dark)")
    }

    @Test func darkAlphaScalesWithTheWireAlpha() {
      let halfLabel = ShieldColor(red: 0, green: 0, blue: 0, alpha: 0.5, name: "label")
      #expect(SystemColorPalette.resolve(halfLabel, for: .dark).alpha == 0.5)
      let secondary = ShieldColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6, name: "secondaryLabel")
      #expect(abs(SystemColorPalette.resolve(secondary, for: .dark).alpha - 0.6) < 1e-9)
    }

    @Test func unnamedAndUnknownColoursStayAsGiven() {
      let plain = ShieldColor(red: 1, green: 0.5, blue: 0, alpha: 1)
      let custom = ShieldColor(red: 1, green: 0.5, blue: 0, alpha: 1, name: "brandOrange")
      #expect(SystemColorPalette.resolve(plain, for: .dark).hex == "#ff8000")
      #expect(SystemColorPalette.resolve(custom, for: .dark).hex == "#ff8000")
    }

    @Test func outOfRangeComponentsAreClamped() {
      let color = RGBAColor(ShieldColor(red: 2, green: -1, blue: .nan, alpha: 7))
      #expect(color == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1))
    }
  }

  @Suite struct BlurMaterialTests {
    /// The luminance of the material over the backdrop's mean colour.
    func brightness(_ rawValue: Int, _ appearance: Appearance) -> Double {
      let material = BlurMaterial(ShieldBlurStyle(rawValue: rawValue), appearance: appearance)
      return material.tint.composited(over: BackdropScene.averageColor(for: appearance)).luminance
    }

    @Test func darkStylesAreDarkerThanLightOnes() {
      for dark in [2, 3, 16, 17, 18, 19, 20] {
        for light in [0, 1, 11, 12, 13, 14, 15] {
          #expect(brightness(dark, .light) < brightness(light, .light), "style \(dark) vs \(light)")
        }
      }
    }

    @Test func lightAndDarkMaterialVariantsDiffer() {
      for thickness in 0..<5 {
        #expect(
          BlurMaterial(ShieldBlurStyle(rawValue: 11 + thickness), appearance: .light)
            != BlurMaterial(ShieldBlurStyle(rawValue: 16 + thickness), appearance: .light))
      }
    }

    @Test func thickerMaterialsHideMoreOfTheContent() {
      for first in [11, 16] {
        let alphas = (first..<first + 5).map {
          BlurMaterial(ShieldBlurStyle(rawValue: $0), appearance: .light).tint.alpha
        }
        #expect(alphas == alphas.sorted() && Set(alphas).count == 5, "\(alphas)")
      }
    }

    @Test func adaptiveStylesFollowTheAppearance() {
      for (adaptive, lightVariant, darkVariant) in [(8, 13, 18), (6, 11, 16), (10, 15, 20)] {
        let style = ShieldBlurStyle(rawValue: adaptive)
        #expect(
          BlurMaterial(style, appearance: .light)
            == BlurMaterial(ShieldBlurStyle(rawValue: lightVariant), appearance: .light))
        #expect(
          BlurMaterial(style, appearance: .dark)
            == BlurMaterial(ShieldBlurStyle(rawValue: darkVariant), appearance: .dark))
      }
      #expect(
        BlurMaterial(ShieldBlurStyle(rawValue: 4), appearance: .dark)
          == BlurMaterial(ShieldBlurStyle(rawValue: 2), appearance: .dark))
    }

    @Test func unknownStylesDrawAsSystemMaterial() {
      #expect(
        BlurMaterial(ShieldBlurStyle(rawValue: 99), appearance: .light)
          == BlurMaterial(ShieldBlurStyle(rawValue: 8), appearance: .light))
    }
  }
}
