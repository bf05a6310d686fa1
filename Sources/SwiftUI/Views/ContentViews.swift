public import Foundation

// Views that show a value or an empty state: a text area's text, a label beside its value, a
// screen with nothing to show.

/// A text area, as SwiftUI's `TextEditor`: its text.
public struct TextEditor: View, PrimitiveView {
  let text: Binding<String>
  /// An editor of `text`.
  public init(text: Binding<String>) { self.text = text }
  public var body: Never { fatalError("TextEditor has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var node = try context.evaluate(Text(verbatim: text.wrappedValue))
    if !node.isEmpty { node[0].typeName = "TextEditor" }
    return node
  }
}

/// A label beside a value, as SwiftUI's `LabeledContent`: the label at the leading edge, the value
/// at the trailing one, in the secondary colour.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
  let label: Label
  let content: Content

  /// `content` labelled by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: Never { fatalError("LabeledContent has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    let value = try context.changing { $0.foregroundColor = .secondary }.evaluate(content)
    var row = EvaluatedView(
      kind: .hstack, typeName: "LabeledContent",
      children: try context.evaluateLabel(label) + [EvaluatedView(kind: .spacer, typeName: "Spacer")] + value)
    row.spacing = 8
    return [row]
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A value titled with a localized key.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    label = Text(titleKey)
    content = Text(value)
  }
  /// A value in a format style, titled with a localized key.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    label = Text(titleKey)
    content = Text(value, format: format)
  }
  /// A value in a format style, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    label = Text(title)
    content = Text(value, format: format)
  }
  /// A value titled with a string.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    label = Text(title)
    content = Text(value)
  }
}

extension LabeledContent where Label == Text {
  /// `content` titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    label = Text(titleKey)
    self.content = content()
  }
}

/// An empty state, as SwiftUI's `ContentUnavailableView`: its symbol, title and description,
/// centred.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
  let label: Label
  let description: Description
  let actions: Actions

  /// An empty state made of its parts.
  public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
              @ViewBuilder actions: () -> Actions = { EmptyView() }) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: Never { fatalError("ContentUnavailableView has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    let title = try context.changing { $0.font = .title2 }.evaluate(label)
    let words = try context.changing { $0.foregroundColor = .secondary }.evaluate(description)
    let buttons = try context.evaluate(actions)
    var column = EvaluatedView(kind: .vstack, typeName: "ContentUnavailableView", children: title + words + buttons)
    column.spacing = 8
    column.modifiers = [.frame(width: nil, height: nil, maxWidth: .infinity, maxHeight: .infinity, alignment: "center")]
    return [column]
  }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// An empty state with a title, a symbol and a description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    label = SwiftUI.Label(title, systemImage: name)
    self.description = description
    actions = EmptyView()
  }
  /// An empty state titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    label = SwiftUI.Label(title, systemImage: name)
    self.description = description
    actions = EmptyView()
  }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// The empty state of a search that found nothing.
  public static var search: ContentUnavailableView { ContentUnavailableView("No Results", systemImage: "magnifyingglass") }
  /// The empty state of a search for `text` that found nothing.
  public static func search(text: String) -> ContentUnavailableView {
    ContentUnavailableView(
      "No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
  }
}
