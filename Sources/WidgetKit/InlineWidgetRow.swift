import SwiftUI

/// What an `accessoryInline` widget shows: "a single row of text and an optional image", as
/// Apple's `WidgetFamily.accessoryInline` page says. The first text the view draws is that row;
/// the texts after it (a second line of a stack, a date under a title) are not on the Lock
/// Screen, so they are not read.
enum InlineWidgetRow {
  /// `nodes` without any text after the first, in reading order (`EvaluatedView.allNodes`: a
  /// background's or overlay's views before the view's children).
  static func firstTextOnly(_ nodes: [EvaluatedView]) -> [EvaluatedView] {
    var hasText = false
    return nodes.compactMap { keeping($0, hasText: &hasText) }
  }

  /// `node` without the texts after the first; nil when it is such a text.
  private static func keeping(_ node: EvaluatedView, hasText: inout Bool) -> EvaluatedView? {
    if node.kind == .text {
      defer { hasText = true }
      return hasText ? nil : node
    }
    var node = node
    node.modifiers = node.modifiers.map { modifier in
      switch modifier {
      case .background(let views): .background(views.compactMap { keeping($0, hasText: &hasText) })
      case .overlay(let views): .overlay(views.compactMap { keeping($0, hasText: &hasText) })
      default: modifier  // a container background is not drawn in the inline family, so not its row
      }
    }
    node.children = node.children.compactMap { keeping($0, hasText: &hasText) }
    return node
  }
}
