// The widget protocols live in SwiftUI, as on iOS 17 and later (code writes `SwiftUI.Widget` to
// tell them from its own types of the same name); WidgetKit declares the configurations, their
// modifiers, and the `@main` entry point that serves them.

/// A widget, as SwiftUI's `Widget`: its `body` is a configuration that names the kind, the
/// provider and the view. The `@main` one (or a `WidgetBundle`'s) is the extension's entry point.
@MainActor @preconcurrency
public protocol Widget {
  associatedtype Body: WidgetConfiguration
  init()
  var body: Body { get }
}

/// What a widget's body describes, as SwiftUI's `WidgetConfiguration`: WidgetKit's
/// configurations (`StaticConfiguration`...) with their modifiers, or a type of your own made of
/// its `body`.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
  /// The configuration this one is made of; `Never` for WidgetKit's own.
  associatedtype Body: WidgetConfiguration
  /// The configuration this one is made of.
  var body: Body { get }
  /// Not for use: the kinds this configuration describes, as WidgetKit's runtime reads them.
  var _widgets: [_WidgetDescription] { get }
}

extension WidgetConfiguration {
  /// The kinds the configuration's `body` describes.
  public var _widgets: [_WidgetDescription] { body._widgets }
}

/// The body type of WidgetKit's own configurations, as in SwiftUI.
extension Never: WidgetConfiguration {
  public var _widgets: [_WidgetDescription] { [] }
}

/// Not for use: one kind of widget as WidgetKit's runtime describes it, which SwiftUI keeps
/// without reading.
public struct _WidgetDescription {
  /// WidgetKit's description of the kind.
  package var content: Any

  package init(_ content: Any) { self.content = content }
}

/// A configuration that describes no widget, as SwiftUI's `EmptyWidgetConfiguration`.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
  nonisolated public init() {}
  public var body: Never { fatalError("EmptyWidgetConfiguration has no body") }
  public var _widgets: [_WidgetDescription] { [] }
}

/// Kinds already described, as a configuration: what a modifier or a bundle builder returns.
package struct DescribedWidgets: WidgetConfiguration {
  package let _widgets: [_WidgetDescription]

  package init(_ widgets: [_WidgetDescription]) { _widgets = widgets }
  package var body: Never { fatalError("DescribedWidgets has no body") }
}

/// Several widgets in one extension, as SwiftUI's `WidgetBundle`.
@MainActor @preconcurrency
public protocol WidgetBundle {
  associatedtype Body: Widget
  init()
  @WidgetBundleBuilder var body: Body { get }
}

/// Builds a bundle's widgets, as SwiftUI's `WidgetBundleBuilder`.
@resultBuilder @MainActor
public enum WidgetBundleBuilder {
  public static func buildExpression<W: Widget>(_ widget: W) -> some Widget { _WidgetList(widgets: widget.body._widgets) }
  public static func buildBlock() -> some Widget { _WidgetList(widgets: []) }
  public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> some Widget {
    var all: [_WidgetDescription] = []
    for widget in repeat each widgets { all += widget.body._widgets }
    return _WidgetList(widgets: all)
  }
  public static func buildOptional<W: Widget>(_ widget: W?) -> some Widget { _WidgetList(widgets: widget?.body._widgets ?? []) }
  public static func buildEither<W: Widget>(first: W) -> some Widget { _WidgetList(widgets: first.body._widgets) }
  public static func buildEither<W: Widget>(second: W) -> some Widget { _WidgetList(widgets: second.body._widgets) }
  public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> some Widget { _WidgetList(widgets: widget.body._widgets) }
}

/// The widgets a bundle builder collected.
public struct _WidgetList: Widget {
  let widgets: [_WidgetDescription]
  package init(widgets: [_WidgetDescription]) { self.widgets = widgets }
  public init() { widgets = [] }
  public var body: some WidgetConfiguration { DescribedWidgets(widgets) }
}
