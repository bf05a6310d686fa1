import Foundation
import Testing
import UIKit

struct UIColorTests {
  /// A colour printed in a log says what it is: a named colour by its name (as iOS names a
  /// system colour), any other by its components.
  @Test func aColourPrintsItsNameOrItsComponents() {
    #expect("\(UIColor.systemRed)" == "UIColor.systemRed")
    #expect("\(UIColor.clear)" == "UIColor.clear")
    #expect("\(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))" == "UIColor(red: 1.0, green: 0.5, blue: 0.0, alpha: 1.0)")
  }

  /// A generated asset symbol whose image set is missing gives an empty image, as on iOS: zero
  /// points at scale 1 (so a point-to-pixel sum never divides by zero).
  @Test func aMissingAssetImageIsAnEmptyImageAtScaleOne() {
    let image = UIImage(resource: ImageResource(name: "NoSuchImage", bundle: .main))
    #expect(image.size == .zero)
    #expect(image.scale == 1)
  }

  /// A symbol given no configuration is the size of a 17-point body-text symbol, at scale 3 and
  /// drawn as a template; a configuration's point size sets it.
  @Test func aSymbolIsTheSizeOfBodyTextUnlessConfigured() throws {
    let plain = try #require(UIImage(systemName: "lock.fill"))
    #expect(plain.size == CGSize(width: 20, height: 20), "17 points: 20.4 x 19.55, rounded")
    #expect(plain.scale == 3)
    #expect(plain.renderingMode == .alwaysTemplate)
    let large = try #require(UIImage(systemName: "lock.fill", withConfiguration: .init(pointSize: 40)))
    #expect(large.size == CGSize(width: 48, height: 46))
    let weighted = try #require(UIImage(systemName: "lock.fill", withConfiguration: .init(weight: .bold)))
    #expect(weighted.size == plain.size, "a weight alone keeps the body size")
  }

  @Test(arguments: [(0.0, 1.0, 0.0, 0.0), (1.0 / 3, 0.0, 1.0, 0.0), (2.0 / 3, 0.0, 0.0, 1.0)])
  func hueSaturationBrightnessGiveTheRGBColour(hue: Double, red: Double, green: Double, blue: Double) {
    let color = UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 1)
    #expect(abs(color.redComponent - red) < 1e-9 && abs(color.greenComponent - green) < 1e-9)
    #expect(abs(color.blueComponent - blue) < 1e-9)
  }

  @Test func getHueReadsBackWhatWasGiven() {
    var hue: CGFloat = 0
    var saturation: CGFloat = 0
    var brightness: CGFloat = 0
    UIColor(hue: 0.72, saturation: 0.55, brightness: 0.45, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil)
    #expect(abs(hue - 0.72) < 1e-9 && abs(saturation - 0.55) < 1e-9 && abs(brightness - 0.45) < 1e-9)
  }

  @Test func aDynamicColourResolvesForTheLightAppearance() {
    let color = UIColor { $0.userInterfaceStyle == .dark ? .black : .systemTeal }
    #expect(color == .systemTeal)
    #expect(UIColor(named: "Brand") == nil)
  }

  /// An asset colour's dark appearance is what a dark trait collection resolves; a light one
  /// resolves the colour itself.
  @Test func aColourWithADarkAppearanceResolvesItOnlyForDark() {
    let dark = UIColor(red: 0.1, green: 0.1, blue: 0.2, alpha: 1)
    let color = UIColor(red: 0.9, green: 0.9, blue: 1, systemName: nil, darkVariant: dark)
    #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == dark)
    #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == color)
    let fixed = UIColor(red: 0.5, green: 0.2, blue: 0.1, alpha: 1)
    #expect(fixed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == fixed, "no dark appearance: itself")
  }
}
