public import Foundation

// A two- or three-column navigation on iPhone: collapsed into one stack whose root is the
// sidebar, as the phone shows it until a row is chosen.

/// Columns of navigation, as SwiftUI's `NavigationSplitView`: on iPhone its sidebar, placed as a
/// `NavigationStack`'s root (the content and detail columns show once a row is chosen).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
  let sidebar: Sidebar

  /// Three columns.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }

  /// Three columns whose visibility `columnVisibility` sets.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }

  public var body: Never { fatalError("NavigationSplitView has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    try context.evaluate(NavigationStack { sidebar })
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Two columns.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
  }

  /// Two columns whose visibility `columnVisibility` sets.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
  }
}

/// Which columns show, as SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  let name: String
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  public static let all = NavigationSplitViewVisibility(name: "all")
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// How the columns share the width, as SwiftUI's `NavigationSplitViewStyle`; the built-in ones are named.
public protocol NavigationSplitViewStyle {}

/// A built-in split view style.
public struct NamedNavigationSplitViewStyle: NavigationSplitViewStyle, Sendable {
  let name: String
}

extension NavigationSplitViewStyle where Self == NamedNavigationSplitViewStyle {
  public static var automatic: NamedNavigationSplitViewStyle { NamedNavigationSplitViewStyle(name: "automatic") }
  public static var balanced: NamedNavigationSplitViewStyle { NamedNavigationSplitViewStyle(name: "balanced") }
  public static var prominentDetail: NamedNavigationSplitViewStyle { NamedNavigationSplitViewStyle(name: "prominentDetail") }
}

/// A type-erased list of pushed values, as SwiftUI's `NavigationPath`. Nothing is pushed at a
/// snapshot here, but an app's code appends and removes.
public struct NavigationPath: Equatable {
  private var elements: [AnyHashable] = []

  public init() {}
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

  /// How many values are pushed.
  public var count: Int { elements.count }
  /// Whether nothing is pushed.
  public var isEmpty: Bool { elements.isEmpty }
  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  /// Pops `k` values.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}

extension View {
  /// A split view column's width (accepted: the phone shows one column).
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { unrecorded() }
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { unrecorded() }
  /// The split view's style (accepted).
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { unrecorded() }
  /// A navigation view's style (iOS 13's `.stack`, `.columns`; accepted: a phone shows a stack).
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { unrecorded() }
  /// A form's style (accepted: a form is drawn grouped).
  public func formStyle<S: FormStyle>(_ style: S) -> some View { unrecorded() }
}

/// How a form draws, as SwiftUI's `FormStyle`; the built-in ones are named.
public protocol FormStyle {}

/// A built-in form style.
public struct NamedFormStyle: FormStyle, Sendable {
  let name: String
}

extension FormStyle where Self == NamedFormStyle {
  public static var automatic: NamedFormStyle { NamedFormStyle(name: "automatic") }
  public static var grouped: NamedFormStyle { NamedFormStyle(name: "grouped") }
  public static var columns: NamedFormStyle { NamedFormStyle(name: "columns") }
}

/// How a `NavigationView` arranges its columns, as SwiftUI's `NavigationViewStyle`; the built-in
/// ones are named.
public protocol NavigationViewStyle {}

/// A built-in navigation view style.
public struct NamedNavigationViewStyle: NavigationViewStyle, Sendable {
  let name: String
}

extension NavigationViewStyle where Self == NamedNavigationViewStyle {
  public static var automatic: NamedNavigationViewStyle { NamedNavigationViewStyle(name: "automatic") }
  public static var stack: NamedNavigationViewStyle { NamedNavigationViewStyle(name: "stack") }
  public static var columns: NamedNavigationViewStyle { NamedNavigationViewStyle(name: "columns") }
}
