import Testing
import UIKit

/// `UIFont`'s text styles at the default Dynamic Type size, as Apple's Human Interface Guidelines
/// give them ("Typography", iOS and iPadOS Dynamic Type sizes, Large): an app that sets
/// `preferredFont(forTextStyle:)` reads back the size and weight a phone gives it.
struct UIFontTests {
  @Test(arguments: [
    (UIFont.TextStyle.largeTitle, 34.0, UIFont.Weight.regular), (.title1, 28, .regular), (.title2, 22, .regular),
    (.title3, 20, .regular), (.headline, 17, .semibold), (.body, 17, .regular), (.callout, 16, .regular),
    (.subheadline, 15, .regular), (.footnote, 13, .regular), (.caption1, 12, .regular), (.caption2, 11, .regular),
  ])
  func aTextStyleHasApplesSizeAndWeight(_ style: UIFont.TextStyle, _ size: Double, _ weight: UIFont.Weight) {
    let font = UIFont.preferredFont(forTextStyle: style)
    #expect(font.pointSize == CGFloat(size), "\(style.rawValue)")
    #expect(font.weight == weight, "\(style.rawValue): weight \(font.weight.rawValue)")
  }

  /// Only the regular weight is the regular face; every other weight names the weighted one.
  @Test func theSystemFontsNameFollowsItsWeight() {
    #expect(UIFont.systemFont(ofSize: 17).fontName == ".SFUI-Regular")
    #expect(UIFont.boldSystemFont(ofSize: 17).fontName == ".SFUI-Weighted")
    #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Weighted")
    #expect(UIFont.preferredFont(forTextStyle: .body).fontName == ".SFUI-Regular")
  }

  /// A rounded system font, as a shield's icon draws its badge (JacobScheff/Locked): Apple's
  /// `withDesign(_:)` answers for the system font and nil for a font by name, and
  /// `UIFont(descriptor:size:)` takes the size given, or the descriptor's when that is 0.
  @Test func aDescriptorKeepsTheFontAndTheSizeGivenWins() throws {
    let base = UIFont.systemFont(ofSize: 36, weight: .heavy)
    let rounded = try #require(base.fontDescriptor.withDesign(.rounded))
    #expect(UIFont(name: "Avenir-Heavy", size: 36)?.fontDescriptor.withDesign(.rounded) == nil)
    let font = UIFont(descriptor: rounded, size: 11)
    #expect(font.pointSize == 11)
    #expect(font.weight == .heavy)
    #expect(font.fontName == base.fontName)
    #expect(UIFont(descriptor: rounded, size: 0).pointSize == 36)
  }
}
