public import Foundation

extension Text {
  /// Text showing an attributed string, as SwiftUI's `Text(_:)` for `AttributedString`: a person
  /// reads its characters; its attributes (fonts, colours, links per run) are not kept here.
  public init(_ attributedContent: AttributedString) {
    self.init(verbatim: String(attributedContent.characters))
  }
}
