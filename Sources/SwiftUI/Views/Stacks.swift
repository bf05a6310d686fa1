/// Views in a column, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  public var body: Never { fatalError("VStack has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    [try stack(.vstack, "VStack", alignment: alignment.name, spacing: spacing, content, in: context)]
  }
}

/// Views in a row, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  public var body: Never { fatalError("HStack has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    [try stack(.hstack, "HStack", alignment: alignment.name, spacing: spacing, content, in: context)]
  }
}

/// Views on top of each other, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let content: Content
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  public var body: Never { fatalError("ZStack has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    [try stack(.zstack, "ZStack", alignment: alignment.name, spacing: nil, content, in: context)]
  }
}

@MainActor
private func stack(
  _ kind: EvaluatedView.Kind, _ typeName: String, alignment: String, spacing: CGFloat?, _ content: some View,
  in context: EvaluationContext
) throws(ViewEvaluationError) -> EvaluatedView {
  var node = EvaluatedView(kind: kind, typeName: typeName, children: try context.evaluate(content))
  node.alignment = alignment == "center" ? nil : alignment
  node.spacing = spacing.map(Double.init)
  return node
}

/// Space that grows along its stack, as SwiftUI's `Spacer`.
public struct Spacer: View, PrimitiveView {
  let minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  public var body: Never { fatalError("Spacer has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var node = EvaluatedView(kind: .spacer, typeName: "Spacer")
    node.spacing = minLength.map(Double.init)
    return [node]
  }
}

/// A thin line, as SwiftUI's `Divider`.
public struct Divider: View, PrimitiveView {
  public init() {}
  public var body: Never { fatalError("Divider has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    [EvaluatedView(kind: .divider, typeName: "Divider")]
  }
}

/// Views grouped without a layout of their own, as SwiftUI's `Group`: a modifier on the group
/// applies to each of its views.
public struct Group<Content: View>: View, PrimitiveView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError("Group has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    try context.evaluate(content)
  }
}

/// A view per element of a collection, as SwiftUI's `ForEach` (Charts makes it chart content too).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
  /// Each element's identity: the tag a `Picker` or `TabView` matches when the view has none.
  let id: KeyPath<Data.Element, ID>

  /// For the frameworks whose content `ForEach` also repeats (Charts' marks).
  package init(data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = id
    self.content = content
  }
}

extension ForEach: View, PrimitiveView where Content: View {
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, id: id, content: content)
  }

  public var body: Never { fatalError("ForEach has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var nodes: [EvaluatedView] = []
    let selection = context.environment.taggedSelection
    for element in data {
      var made = try context.evaluate(content(element))
      // As in SwiftUI, an element's identity is its view's tag when the view has none.
      if let selection, !made.isEmpty, !made.contains(where: \.isMarkedSelected), AnyHashable(element[keyPath: id]) == selection {
        made[0].markSelected()
      }
      nodes += made
    }
    return nodes
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Content: View {
  /// A view per element of the collection `data` binds, each given a binding to its element
  /// (`ForEach($scrums, id: \.title) { $scrum in … }`, iOS 15).
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>] {
    self.init(data: Self.elementBindings(data), id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
  }

  /// The bindings to each element of the collection `data` binds.
  static func elementBindings<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>) -> [Binding<C.Element>] {
    data.wrappedValue.indices.map { index in
      Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
    }
  }
}

extension ForEach where Content: View {
  /// A view per identifiable element of the collection `data` binds, each given a binding to it.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

/// Horizontal alignment, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable {
  let name: String
  public static let leading = HorizontalAlignment(name: "leading")
  public static let center = HorizontalAlignment(name: "center")
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// Vertical alignment, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable {
  let name: String
  public static let top = VerticalAlignment(name: "top")
  public static let center = VerticalAlignment(name: "center")
  public static let bottom = VerticalAlignment(name: "bottom")
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// Alignment in both directions, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    (self.horizontal, self.vertical) = (horizontal, vertical)
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// `topLeading`, `center`...: the name SwiftUI prints.
  var name: String {
    switch (horizontal.name, vertical.name) {
    case ("center", "center"): "center"
    case (let h, "center"): h
    case ("center", let v): v
    case (let h, let v): v + h.prefix(1).uppercased() + h.dropFirst()
    }
  }
}

/// A column that makes its views as they scroll into sight, as SwiftUI's `LazyVStack`: a
/// `VStack` here, whose views are all made (a snapshot shows what fits from the top).
public struct LazyVStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  public var body: Never { fatalError("LazyVStack has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    [try stack(.vstack, "LazyVStack", alignment: alignment.name, spacing: spacing, content, in: context)]
  }
}

/// A row that makes its views as they scroll into sight, as SwiftUI's `LazyHStack`: an `HStack` here.
public struct LazyHStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  public var body: Never { fatalError("LazyHStack has no body") }
  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    [try stack(.hstack, "LazyHStack", alignment: alignment.name, spacing: spacing, content, in: context)]
  }
}
