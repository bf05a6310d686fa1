// Controls a snapshot shows closed: a collapsed group's label, a menu's button, a share button.

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: the label, and the
/// content below it when expanded (collapsed unless a binding says otherwise).
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
  let isExpanded: Bool
  let label: Label
  let content: Content

  /// A group expanded as `isExpanded` says.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.isExpanded = isExpanded.wrappedValue
    self.label = label()
    self.content = content()
  }

  /// A collapsed group.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    isExpanded = false
    self.label = label()
    self.content = content()
  }

  public var body: Never { fatalError("DisclosureGroup has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var children = try context.evaluate(label)
    if isExpanded { children += try context.evaluate(content) }
    var group = EvaluatedView(kind: .vstack, typeName: "DisclosureGroup", children: children)
    group.alignment = "leading"
    return [group]
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled with a localized key, expanded as `isExpanded` says.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
  /// A collapsed group titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A group titled with a string, expanded as `isExpanded` says.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

/// A button that opens a menu, as SwiftUI's `Menu`: its label (the menu is closed).
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
  let label: Label

  /// A menu of `content`, opened by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
  /// The same, whose label also runs `primaryAction` when tapped.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
    self.label = label()
  }

  public var body: Never { fatalError("Menu has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] { try context.evaluate(label) }
}

extension Menu where Label == Text {
  /// A menu titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey) }
  /// A menu titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { label = Text(title) }
}

/// A button that shares an item, as SwiftUI's `ShareLink`: its label, by default "Share" beside
/// the share symbol.
public struct ShareLink<Label: View>: View, PrimitiveView {
  let label: Label

  /// A link sharing `item`, labelled by `label`.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  /// A link sharing `items`, labelled by `label`.
  public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public var body: Never { fatalError("ShareLink has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] { try context.evaluate(label) }
}

extension ShareLink where Label == SwiftUI.Label<Text, Image> {
  /// A link sharing `item`, labelled "Share".
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    label = SwiftUI.Label("Share", systemImage: "square.and.arrow.up")
  }
  /// A link sharing `item`, titled with a localized key.
  public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
    label = SwiftUI.Label(titleKey, systemImage: "square.and.arrow.up")
  }
  /// A link sharing `item`, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
    label = SwiftUI.Label(title, systemImage: "square.and.arrow.up")
  }
}
