// The containers and fields of an app's SwiftUI screens, as SwiftUI declares them, for an app
// whose scene delegate shows SwiftUI (`UIHostingController`) in the App Switcher's snapshot.
// Scrolling containers show what fits from their top; navigation shows its root below the bar's
// row with its large title at the leading edge; lists and forms place their rows from the leading
// edge;
// a field shows its text, or its placeholder when empty; a secure field shows a dot per
// character, as the phone does.

/// A scrollable view, as SwiftUI's `ScrollView`: its content from the top.
public struct ScrollView<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }
  public var body: Never { fatalError("ScrollView has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    let kind: EvaluatedView.Kind = axes == .horizontal ? .hstack : .vstack
    return [EvaluatedView(kind: kind, typeName: "ScrollView", children: try context.evaluate(content))]
  }
}

/// Rows, as SwiftUI's `List`: a column of its rows.
public struct List<Content: View>: View, PrimitiveView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError("List has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    [rows(typeName: "List", try context.evaluate(content))]
  }
}

extension List {
  /// A row per element of the collection `data` binds, each given a binding to its element
  /// (`List($scrums, id: \.title) { $scrum in … }`, iOS 15).
  public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, Row: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> Row
  ) where Content == ForEach<[Binding<C.Element>], ID, Row> {
    content = ForEach(data, id: id, content: rowContent)
  }
  /// A row per identifiable element of the collection `data` binds.
  public init<C: MutableCollection & RandomAccessCollection, Row: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> Row
  ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, Row>, C.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }

  /// A list whose rows can be selected (`selection:`): drawn as the same rows (no row is
  /// highlighted at rest on a phone).
  public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public init<SelectionValue: Hashable>(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public init<Data: RandomAccessCollection, ID: Hashable, Row: View, SelectionValue: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Content == ForEach<Data, ID, Row> {
    content = ForEach(data, id: id, content: rowContent)
  }
  public init<Data: RandomAccessCollection, ID: Hashable, Row: View, SelectionValue: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Content == ForEach<Data, ID, Row> {
    content = ForEach(data, id: id, content: rowContent)
  }
  public init<Data: RandomAccessCollection, Row: View, SelectionValue: Hashable>(
    _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Content == ForEach<Data, Data.Element.ID, Row>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }
  public init<Data: RandomAccessCollection, Row: View, SelectionValue: Hashable>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Content == ForEach<Data, Data.Element.ID, Row>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }

  public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Content == ForEach<Data, ID, Row> {
    content = ForEach(data, id: id, content: rowContent)
  }

  public init<Data: RandomAccessCollection, Row: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row)
  where Content == ForEach<Data, Data.Element.ID, Row>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }
}

/// A form's rows, as SwiftUI's `Form`.
public struct Form<Content: View>: View, PrimitiveView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError("Form has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    [rows(typeName: "Form", try context.evaluate(content))]
  }
}

/// A list's or a form's rows as the phone places them: a column as wide as the screen, each row
/// from the leading edge, inset as an inset-grouped list insets its text (20 points).
private func rows(typeName: String, _ children: [EvaluatedView]) -> EvaluatedView {
  var column = EvaluatedView(kind: .vstack, typeName: typeName, children: children)
  column.alignment = "leading"
  column.modifiers = [
    .padding(top: 0, leading: 20, bottom: 0, trailing: 20),
    .frame(width: nil, height: nil, maxWidth: .infinity, maxHeight: nil, alignment: "topLeading"),
  ]
  return column
}

/// A group of rows with a header and a footer, as SwiftUI's `Section`.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
  let header: Parent
  let content: Content
  let footer: Footer
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
    self.content = content()
    self.header = header()
    self.footer = footer()
  }
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.footer = footer
    self.content = content()
  }
  public var body: Never { fatalError("Section has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    let children = try context.evaluate(header) + context.evaluate(content) + context.evaluate(footer)
    var section = EvaluatedView(kind: .vstack, typeName: "Section", children: children)
    section.alignment = "leading"
    return [section]
  }
}

extension Section where Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
  public init(header: Parent, @ViewBuilder content: () -> Content) { self.init(header: header, footer: EmptyView(), content: content) }
}

extension Section where Parent == EmptyView {
  /// A section with a footer and no header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }, footer: { EmptyView() }) }
}

extension Section where Parent == Text, Footer == EmptyView {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

/// A navigation container, as SwiftUI's `NavigationStack`: its root view, below the navigation
/// bar's row and filling the screen from the top.
public struct NavigationStack<Root: View>: View, PrimitiveView {
  let root: Root
  public init(@ViewBuilder root: () -> Root) { self.root = root() }
  public init<Path>(path: Binding<Path>, @ViewBuilder root: () -> Root) { self.root = root() }
  public var body: Never { fatalError("NavigationStack has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    try context.evaluate(NavigationScreen(content: root))
  }
}

/// A navigation container, as SwiftUI's `NavigationView` (before `NavigationStack`): its content,
/// placed as `NavigationStack` places its root.
public struct NavigationView<Content: View>: View, PrimitiveView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError("NavigationView has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    try context.evaluate(NavigationScreen(content: content))
  }
}

/// A navigation container's screen as the phone lays it out: the content starts below the
/// status bar and the navigation bar's row (UIKit's `UINavigationController` puts its bar there
/// too) and fills the rest of the screen from the top, leading edge first.
private struct NavigationScreen<Content: View>: View {
  let content: Content
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      content
    }
    .padding(.top, UIScreen.main.navigationBarBottom)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .environmentChange { $0.showsNavigationTitle = true }
  }
}

/// A link to another screen, as SwiftUI's `NavigationLink`: its label.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
  let label: Label
  public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
  public var body: Never { fatalError("NavigationLink has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] { try context.evaluate(label) }
}

extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: Destination) { label = Text(titleKey) }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) { label = Text(title) }
}

extension NavigationLink where Destination == EmptyView {
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

/// What a field shows: its text (through `shown`), or its placeholder in the secondary colour
/// when empty.
@MainActor
private func fieldText(_ text: Binding<String>, placeholder: String, shown: (String) -> String) -> Text {
  text.wrappedValue.isEmpty ? Text(placeholder).foregroundColor(.secondary) : Text(shown(text.wrappedValue))
}

/// A text field, as SwiftUI's `TextField`: its text, or its placeholder (secondary) when empty.
public struct TextField<Label: View>: View, PrimitiveView {
  let placeholder: String
  let text: Binding<String>
  public var body: Never { fatalError("TextField has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    try context.evaluate(fieldText(text, placeholder: placeholder) { $0 })
  }
}

extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    placeholder = titleKey.localizedText
    self.text = text
  }
  /// A field that grows along `axis` (iOS 16): read as a one-line field's text.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) { self.init(titleKey, text: text) }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) { self.init(title, text: text) }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) { self.init(titleKey, text: text) }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    placeholder = String(title)
    self.text = text
  }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { self.init(titleKey, text: text) }
}

/// A password field, as SwiftUI's `SecureField`: a dot per character, or its placeholder. Made
/// like a `TextField`, with its own type so that code naming it compiles.
public struct SecureField<Label: View>: View, PrimitiveView {
  let field: TextField<Label>
  public var body: Never { fatalError("SecureField has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    try context.evaluate(fieldText(field.text, placeholder: field.placeholder) { String(repeating: "•", count: $0.count) })
  }
}

extension SecureField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { field = TextField(titleKey, text: text) }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) { field = TextField(title, text: text) }
}

extension View {
  /// The screen's title, drawn above it in large type as a navigation bar shows it: only inside a
  /// navigation container (`NavigationStack`, `NavigationView`, `NavigationSplitView`), as
  /// elsewhere there is no bar to show it.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { NavigationTitled(content: self, title: Text(titleKey)) }
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { NavigationTitled(content: self, title: Text(title)) }
  public func navigationTitle(_ title: Text) -> some View { NavigationTitled(content: self, title: title) }

  // Accepted; not part of what the snapshot shows.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { unrecorded() }
  public func listStyle<S: ListStyle>(_ style: S) -> some View { unrecorded() }
  public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View { unrecorded() }
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { unrecorded() }
  public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View { unrecorded() }
}

/// A view with a navigation title: the title above it inside a navigation container, the view
/// alone elsewhere.
private struct NavigationTitled<Content: View>: View, PrimitiveView {
  let content: Content
  let title: Text
  var body: Never { fatalError("NavigationTitled has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    guard context.environment.showsNavigationTitle else { return try context.evaluate(content) }
    return try context.evaluate(
      VStack(alignment: .leading, spacing: 8) {
        title.font(.largeTitle).bold().padding(.horizontal, 16)
        content
      })
  }
}

extension EnvironmentValues {
  /// Whether a navigation container holds the view, so that its `navigationTitle` has a bar.
  var showsNavigationTitle: Bool {
    get { self[ShowsNavigationTitleKey.self] }
    set { self[ShowsNavigationTitleKey.self] = newValue }
  }
}

private struct ShowsNavigationTitleKey: EnvironmentKey { static var defaultValue: Bool { false } }

/// A navigation bar's parts, as SwiftUI's `NavigationBarItem`.
public struct NavigationBarItem: Sendable {
  /// How the title is shown, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
  public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

/// A style of list, as SwiftUI's `ListStyle`; the built-in ones are named.
public protocol ListStyle {}

/// A built-in list style.
public struct NamedListStyle: ListStyle, Sendable { let name: String }

extension ListStyle where Self == NamedListStyle {
  public static var automatic: NamedListStyle { NamedListStyle(name: "automatic") }
  public static var plain: NamedListStyle { NamedListStyle(name: "plain") }
  public static var grouped: NamedListStyle { NamedListStyle(name: "grouped") }
  public static var insetGrouped: NamedListStyle { NamedListStyle(name: "insetGrouped") }
  public static var inset: NamedListStyle { NamedListStyle(name: "inset") }
  public static var sidebar: NamedListStyle { NamedListStyle(name: "sidebar") }
}
