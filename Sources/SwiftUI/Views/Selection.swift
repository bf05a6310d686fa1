// The views that show one of several tagged views: `TabView` shows its selected tab above the
// tab bar, `Picker` its label beside the selected option, as the phone draws them. What is
// selected is told by `tag(_:)`: the container evaluates its content with its selection in the
// environment, and the tagged view whose tag equals it marks itself.

extension View {
  /// Tags the view with `tag`, as SwiftUI's `tag(_:)`: a `TabView` or `Picker` shows the view
  /// whose tag equals its selection.
  public func tag<V: Hashable>(_ tag: V) -> some View { _TaggedView(content: self, tag: AnyHashable(tag)) }

  /// The view's tab bar item in a `TabView`, as SwiftUI's `tabItem(_:)`.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { _TabItemView(content: self, label: label()) }

  /// A badge on the view's tab or row, as SwiftUI's `badge(_:)` (accepted; not drawn).
  public func badge(_ count: Int) -> some View { unrecorded() }
  /// A badge with a text (accepted; not drawn).
  public func badge(_ label: Text?) -> some View { unrecorded() }
  /// A badge with a localized text (accepted; not drawn).
  public func badge(_ key: LocalizedStringKey?) -> some View { unrecorded() }

  /// How pickers inside draw, as SwiftUI's `pickerStyle(_:)` (accepted; every style shows the
  /// selected option).
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { unrecorded() }
  /// How tab views inside page, as SwiftUI's `tabViewStyle(_:)` (accepted).
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { unrecorded() }
}

extension EvaluatedView {
  /// The marker a tagged view whose tag equals the selection puts on its first node (in `style`,
  /// which no stack uses); the container that asked removes it before the node goes anywhere.
  private static let selectedMarker = "_selected"

  var isMarkedSelected: Bool { style == Self.selectedMarker }
  mutating func markSelected() { style = Self.selectedMarker }
  /// The node without the marker.
  var unmarked: EvaluatedView {
    guard isMarkedSelected else { return self }
    var node = self
    node.style = nil
    return node
  }
}

/// A view that carries a tag (`_TaggedView`), asked for it without knowing its content's type.
@MainActor
protocol TaggedView {
  var tagValue: AnyHashable { get }
}

extension EnvironmentValues {
  /// The selection of the `TabView` or `Picker` whose content is being evaluated; nil elsewhere.
  var taggedSelection: AnyHashable? {
    get { self[TaggedSelectionKey.self] }
    set { self[TaggedSelectionKey.self] = newValue }
  }
  /// Whether a `TabView`'s tabs are being evaluated (a `tabItem` elsewhere draws only its view).
  var collectsTabs: Bool {
    get { self[CollectsTabsKey.self] }
    set { self[CollectsTabsKey.self] = newValue }
  }
}

private struct TaggedSelectionKey: EnvironmentKey { static var defaultValue: AnyHashable? { nil } }
private struct CollectsTabsKey: EnvironmentKey { static var defaultValue: Bool { false } }

/// A view with a tag.
public struct _TaggedView<Content: View>: View, PrimitiveView, TaggedView {
  let content: Content
  let tag: AnyHashable
  var tagValue: AnyHashable { tag }
  public var body: Never { fatalError("_TaggedView has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var nodes = try context.changing { $0.taggedSelection = nil }.evaluate(content)
    if let selection = context.environment.taggedSelection, selection == tag, !nodes.isEmpty {
      nodes[0].markSelected()
    }
    return nodes
  }
}

/// A view with its tab bar item.
public struct _TabItemView<Content: View, Label: View>: View, PrimitiveView {
  let content: Content
  let label: Label
  public var body: Never { fatalError("_TabItemView has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    guard context.environment.collectsTabs else { return try context.evaluate(content) }
    // A tag written inside the item (`.tag(0).tabItem { … }`) tags the tab; the page's own views
    // are evaluated without the tab view's selection.
    let tagged = (content as? any TaggedView)?.tagValue
    let selected = tagged != nil && tagged == context.environment.taggedSelection
    let inner = context.changing {
      $0.collectsTabs = false
      $0.taggedSelection = nil
    }
    let page = try inner.evaluate(content).map(\.unmarked)
    var item = EvaluatedView(kind: .vstack, typeName: "TabItem", children: [
      EvaluatedView(kind: .vstack, typeName: "TabPage", children: page),
      EvaluatedView(kind: .vstack, typeName: "TabBarItem", children: try inner.changing { $0.font = .caption2 }.evaluate(label)),
    ])
    if selected { item.markSelected() }
    return [item]
  }
}

/// Tabs, as SwiftUI's `TabView`: the selected tab's view filling the screen above the tab bar,
/// which shows every tab's item; the first tab when none is selected.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs whose selection is `selection`.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: Never { fatalError("TabView has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    let wanted = selection.map { AnyHashable($0.wrappedValue) }
    let nodes = try context.changing {
      $0.collectsTabs = true
      $0.taggedSelection = wanted
    }.evaluate(content)
    let tabs = nodes.filter { $0.typeName == "TabItem" && $0.children.count == 2 }
    guard let shown = tabs.first(where: \.isMarkedSelected) ?? tabs.first else {
      return [EvaluatedView(kind: .vstack, typeName: "TabView", children: nodes.map(\.unmarked))]
    }
    var page = EvaluatedView(kind: .vstack, typeName: "TabPage", children: shown.children[0].children)
    page.modifiers = [.frame(width: nil, height: nil, maxWidth: .infinity, maxHeight: .infinity, alignment: "top")]
    var bar = EvaluatedView(kind: .hstack, typeName: "TabBar", children: tabs.map { tab in
      var item = EvaluatedView(kind: .vstack, typeName: "TabBarItem", children: tab.children[1].children)
      item.modifiers = [.frame(width: nil, height: nil, maxWidth: .infinity, maxHeight: nil, alignment: "center")]
      return item
    })
    bar.modifiers = [.padding(top: 8, leading: 0, bottom: 30, trailing: 0)]
    var view = EvaluatedView(kind: .vstack, typeName: "TabView", children: [page, bar])
    view.spacing = 0
    return [view]
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs, the first one shown.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

/// How a `TabView` pages, as SwiftUI's `TabViewStyle`; the built-in ones are named.
public protocol TabViewStyle {}

/// A built-in tab view style.
public struct NamedTabViewStyle: TabViewStyle, Sendable {
  let name: String
}

extension TabViewStyle where Self == NamedTabViewStyle {
  public static var automatic: NamedTabViewStyle { NamedTabViewStyle(name: "automatic") }
  public static var page: NamedTabViewStyle { NamedTabViewStyle(name: "page") }
  public static func page(indexDisplayMode: PageIndexDisplayMode) -> NamedTabViewStyle { NamedTabViewStyle(name: "page") }
  public static var sidebarAdaptable: NamedTabViewStyle { NamedTabViewStyle(name: "sidebarAdaptable") }
}

/// Whether a paged tab view shows its dots, as SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
public enum PageIndexDisplayMode: Sendable { case automatic, always, never }

/// A choice among tagged options, as SwiftUI's `Picker`: its label, then the selected option, on
/// one row (the row a form or list shows).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// A picker of `content`'s tagged options, labelled by `label`.
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.label = label()
    self.content = content()
  }

  /// The same, in the order SwiftUI's first pickers took (`label:` before `content:`).
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.label = label
    self.content = content()
  }

  public var body: Never { fatalError("Picker has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    let options = try context.changing { $0.taggedSelection = AnyHashable(selection.wrappedValue) }.evaluate(content)
    // Nothing tagged with the selection: the phone shows no value beside the label.
    let chosen = options.filter(\.isMarkedSelected).prefix(1).map(\.unmarked)
    var row = EvaluatedView(kind: .hstack, typeName: "Picker", children: try context.evaluateLabel(label) + [EvaluatedView(kind: .spacer, typeName: "Spacer")] + chosen)
    row.spacing = 8
    return [row]
  }
}

extension Picker where Label == Text {
  /// A picker titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }
  /// A picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// How a picker draws, as SwiftUI's `PickerStyle`; the built-in ones are named.
public protocol PickerStyle {}

/// A built-in picker style.
public struct NamedPickerStyle: PickerStyle, Sendable {
  let name: String
}

extension PickerStyle where Self == NamedPickerStyle {
  public static var automatic: NamedPickerStyle { NamedPickerStyle(name: "automatic") }
  public static var segmented: NamedPickerStyle { NamedPickerStyle(name: "segmented") }
  public static var menu: NamedPickerStyle { NamedPickerStyle(name: "menu") }
  public static var wheel: NamedPickerStyle { NamedPickerStyle(name: "wheel") }
  public static var inline: NamedPickerStyle { NamedPickerStyle(name: "inline") }
  public static var navigationLink: NamedPickerStyle { NamedPickerStyle(name: "navigationLink") }
  public static var palette: NamedPickerStyle { NamedPickerStyle(name: "palette") }
}
