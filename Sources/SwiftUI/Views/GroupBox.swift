/// A box that groups views under an optional label, as SwiftUI's `GroupBox`: its label above its
/// content, on a rounded background of the secondary system background.
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// The older spelling with the label first.
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }

  public var body: Never { fatalError("GroupBox has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var box = EvaluatedView(kind: .vstack, typeName: "GroupBox", children: try context.evaluate(label) + context.evaluate(content))
    let background = try context.evaluate(Color(uiColor: .secondarySystemBackground, description: "secondarySystemBackground"))
    box.modifiers = [.padding(top: 16, leading: 16, bottom: 16, trailing: 16), .background(background), .clip(.rounded(8))]
    return [box]
  }
}

extension GroupBox where Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) { self.init(content: content, label: { EmptyView() }) }
}

extension GroupBox where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}
