import SwiftUI
import Testing
@testable import WidgetKit

/// The inline family's one row of text: the first text in reading order, a container background's
/// text aside (the inline family draws no container background).
struct InlineWidgetRowTests {
  static func text(_ words: String) -> EvaluatedView {
    var node = EvaluatedView(kind: .text, typeName: "Text")
    node.text = words
    return node
  }

  @Test func theRowIsTheFirstTextAndNotTheContainerBackgrounds() {
    var stack = EvaluatedView(kind: .vstack, typeName: "VStack", children: [Self.text("Row"), Self.text("Second line")])
    stack.modifiers = [.containerBackground(placement: "widget", [Self.text("Behind")])]
    let row = InlineWidgetRow.firstTextOnly([stack]).flatMap(\.allNodes).compactMap(\.text)
    #expect(row == ["Behind", "Row"], "the container background is left as it is, and is not the row")
    var overlaid = EvaluatedView(kind: .vstack, typeName: "VStack", children: [Self.text("Under")])
    overlaid.modifiers = [.overlay([Self.text("Over")])]
    #expect(InlineWidgetRow.firstTextOnly([overlaid]).flatMap(\.allNodes).compactMap(\.text) == ["Over"])
  }
}
