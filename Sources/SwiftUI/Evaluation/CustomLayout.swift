import Foundation

/// The views of `content` placed by `layout` (`Layout.callAsFunction`): a built-in stack is
/// evaluated as that stack; any other layout as a node whose subviews its own code places when
/// the tree is laid out (`ViewLayout`).
struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
  let layout: L
  let content: Content

  var body: Never { fatalError("LayoutContainer has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    let children = try context.evaluate(content)
    if let stack = layout._builtInStack {
      var node = EvaluatedView(kind: stack.kind, typeName: stack.typeName, children: children)
      node.alignment = stack.alignment == "center" ? nil : stack.alignment
      node.spacing = stack.spacing.map(Double.init)
      return [node]
    }
    let placing = CustomLayoutReference(layout)
    var node = EvaluatedView(kind: .zstack, typeName: placing.typeName, children: children)
    node.customLayout = placing
    return [node]
  }
}

/// An app's own layout, as the evaluated tree carries it to the layout model, which calls it with
/// a proxy for each subview. The same instance is the same layout (it is compared by identity).
/// Sendable as checked: its closures capture only the layout, which `Layout` makes `Sendable`.
package final class CustomLayoutReference: Hashable, Sendable {
  /// The layout's type, as the tree names the node (`FlowLayout`).
  let typeName: String
  let sizeThatFits: @Sendable (ProposedViewSize, LayoutSubviews) -> CGSize
  let placeSubviews: @Sendable (CGRect, ProposedViewSize, LayoutSubviews) -> Void

  init(_ layout: any Layout) {
    let base = (layout as? AnyLayout)?.base ?? layout
    typeName = String(describing: type(of: base))
    sizeThatFits = { AnyLayout.size(of: base, $0, $1) }
    placeSubviews = { AnyLayout.place(base, in: $0, $1, $2) }
  }

  package static func == (lhs: CustomLayoutReference, rhs: CustomLayoutReference) -> Bool { lhs === rhs }
  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
