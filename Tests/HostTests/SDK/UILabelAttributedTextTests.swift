import Foundation
import Testing
import UIKit

/// A label given attributed text reads its characters, in the font and colour of the first.
@MainActor
struct UILabelAttributedTextTests {
  @Test func attributedTextSetsTheTextFontAndColour() {
    let label = UILabel()
    label.attributedText = NSAttributedString(
      string: "Hidden while away", attributes: [.font: UIFont.boldSystemFont(ofSize: 28), .foregroundColor: UIColor.red])
    #expect(label.text == "Hidden while away")
    #expect(label.font.pointSize == 28)
    #expect(label.textColor == .red)
    #expect(label.attributedText?.string == "Hidden while away")
    label.attributedText = nil
    #expect(label.text == nil && label.attributedText == nil)
  }
}
