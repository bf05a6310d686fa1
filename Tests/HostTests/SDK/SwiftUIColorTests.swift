import Foundation
import SwiftUI
import Testing

/// SwiftUI colours as a shield extension uses them: built, changed, bridged to `UIColor`.
struct SwiftUIColorTests {
  @Test func standardColoursAreTheAdaptableSystemColours() {
    #expect(UIColor(Color.red).systemName == "systemRed")
    #expect(UIColor(Color.primary).systemName == "label")
    #expect(UIColor(Color.blue) == UIColor.systemBlue)
  }

  @Test func componentsAndOpacitySurviveTheBridge() {
    let color = UIColor(Color(red: 0.2, green: 0.4, blue: 0.6).opacity(0.5))
    #expect(color.redComponent == 0.2 && color.blueComponent == 0.6 && color.alphaComponent == 0.5)
    #expect(UIColor(Color(uiColor: .systemTeal)) == UIColor.systemTeal)
  }

  @Test func aMissingNamedColourIsClearAsInSwiftUI() {
    let color = UIColor(Color("NoSuchColour"))
    #expect(color.alphaComponent == 0)
    #expect(UIColor(named: "NoSuchColour") == nil)
  }

  @Test func fontsKeepTheirSizesAndWeights() {
    #expect(Font.body.pointSize == 17 && Font.caption2.pointSize == 11)
    #expect(Font.system(size: 30, weight: .heavy).resolvedWeight == .heavy)
    #expect(Font.headline.resolvedWeight == .semibold && Font.title.bold().resolvedWeight == .bold)
  }

  /// Every text style at Apple's default (Large) Dynamic Type size, from the Human Interface
  /// Guidelines' typography tables (iOS).
  @Test(arguments: [
    (Font.largeTitle, 34.0), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17), (.callout, 16),
    (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11),
  ])
  func textStylesHaveApplesDefaultSizes(font: Font, size: Double) {
    #expect(Double(font.pointSize) == size, "\(font)")
  }

  @Test func aLocalizedStringKeyKeepsItsFormatKey() {
    let minutes = 3
    let key: LocalizedStringKey = "\(minutes) minutes left"
    #expect(key.key == "%lld minutes left")
    #expect(key.localizedText == "3 minutes left")
  }

  @Test func aDrawnImageIsAnSVGDocumentUIImageDataRefuses() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { context in
      UIColor.systemGreen.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
      "Hi <3".draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.white])
    }
    #expect(image.size == CGSize(width: 40, height: 30) && image.scale == 3)
    let svg = String(decoding: try #require(image.imageData), as: UTF8.self)
    #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"40\" height=\"30\" fill=\"#34c759\"/>"))
    #expect(svg.contains(">Hi &lt;3</text>"))
    #expect(UIImage(data: try #require(image.imageData)) == nil, "UIImage(data:) takes PNG and JPEG only, as on iOS")
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil, "no context outside the renderer")
  }

  /// A view's layer rendered into an image (the snapshot-and-blur privacy idiom) is a picture of
  /// it: its bounds in its background colour and its subviews' text, as on iOS.
  @MainActor @Test func aLayerRendersAsAPictureOfItsView() throws {
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 20))
    view.backgroundColor = .systemRed
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
    label.text = "IBAN DE89"
    view.addSubview(label)
    let image = UIGraphicsImageRenderer(bounds: view.bounds).image { context in
      MainActor.assumeIsolated { view.layer.render(in: context.cgContext) }
    }
    let svg = String(decoding: try #require(image.imageData), as: UTF8.self)
    #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"60\" height=\"20\" fill=\"#ff3b30\"/>"), "\(svg)")
    #expect(svg.contains(">IBAN DE89</text>"), "\(svg)")
  }

  /// An attributed string is drawn and measured in its first character's attributes, as the
  /// plain string with those attributes is.
  @Test func anAttributedStringDrawsInItsFirstCharactersAttributes() throws {
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.systemRed]
    let attributed = NSAttributedString(string: "Focus", attributes: attributes)
    func drawn(_ draw: () -> Void) throws -> String {
      let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 40)).image { _ in draw() }
      return String(decoding: try #require(image.imageData), as: UTF8.self)
    }
    let plain = try drawn { "Focus".draw(at: .zero, withAttributes: attributes) }
    #expect(try drawn { attributed.draw(at: .zero) } == plain)
    #expect(try drawn { attributed.draw(in: CGRect(x: 0, y: 0, width: 120, height: 40)) }
      == drawn { "Focus".draw(in: CGRect(x: 0, y: 0, width: 120, height: 40), withAttributes: attributes) })
    #expect(plain.contains("#ff3b30"), "drawn in its colour: \(plain)")
    #expect(attributed.size() == "Focus".size(withAttributes: attributes))
    #expect(attributed.size() != "Focus".size(withAttributes: nil))
    #expect(NSAttributedString(string: "").size() == "".size(withAttributes: nil), "an empty one has no attributes to read")
  }

  @Test func anImageContextOfScaleZeroTakesTheScreensScaleAndAnyOtherKeepsItsOwn() throws {
    for (asked, made) in [(CGFloat(0), CGFloat(3)), (1, 1), (2, 2)] {
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), false, asked)
      let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
      UIGraphicsEndImageContext()
      #expect(image.scale == made, "scale \(asked) makes an image of scale \(image.scale)")
      #expect(image.size == CGSize(width: 20, height: 10), "the size stays in points")
    }
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil, "the context ended")
  }
}
