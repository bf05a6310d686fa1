public import SwiftUI
import HostProtocol

/// A widget, as WidgetKit's `Widget`: its `body` is a configuration that names the kind, the
/// provider and the view. The `@main` one (or a `WidgetBundle`'s) is the extension's entry point.
@MainActor @preconcurrency
public protocol Widget {
  associatedtype Body: WidgetConfiguration
  init()
  var body: Body { get }
}

/// What a widget's body describes, as WidgetKit's `WidgetConfiguration`.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
  /// The descriptions of the widgets it configures, for the runtime.
  var _widgets: [_WidgetDescription] { get }
}

/// One kind of widget as the runtime serves it: its names, families and provider.
public struct _WidgetDescription {
  /// The `kind` string the app reloads by.
  public let kind: String
  package var displayName: String?
  package var summary: String?
  package var families: [WidgetFamily]
  package let provider: ErasedProvider
  /// `static`, `intent` or `app-intent`: the configuration that made it.
  package var configurationKind = "static"
  /// What `containerBackgroundRemovable(_:)` said; nil when not called (removable).
  package var backgroundRemovable: Bool?
  /// Whether `contentMarginsDisabled()` was called: the content is drawn to the edges.
  package var contentMarginsDisabled = false
}

/// A widget that shows the same entries whatever the user configures, as WidgetKit's `StaticConfiguration`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
  public let _widgets: [_WidgetDescription]

  public init<Provider: TimelineProvider>(
    kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) where Provider.Entry: SendableMetatype {
    _widgets = [
      _WidgetDescription(
        kind: kind, displayName: nil, summary: nil, families: WidgetFamily.defaultFamilies,
        provider: ErasedProvider(provider, content: content))
    ]
  }
}

/// A configuration with a modifier applied.
struct ModifiedWidgetConfiguration: WidgetConfiguration {
  let _widgets: [_WidgetDescription]
}

extension WidgetConfiguration {
  private func changing(_ change: (inout _WidgetDescription) -> Void) -> some WidgetConfiguration {
    ModifiedWidgetConfiguration(_widgets: _widgets.map { widget in
      var widget = widget
      change(&widget)
      return widget
    })
  }

  /// The name the widget gallery shows.
  public func configurationDisplayName(_ displayName: LocalizedStringKey) -> some WidgetConfiguration {
    changing { $0.displayName = displayName.localizedText }
  }
  @_disfavoredOverload
  public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
    changing { $0.displayName = String(displayName) }
  }

  /// The name the widget gallery shows, as a `Text` (`.configurationDisplayName(Text("Steps"))`).
  public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
    changing { $0.displayName = displayName.string(in: EnvironmentValues()) }
  }

  /// The description the widget gallery shows.
  public func description(_ description: LocalizedStringKey) -> some WidgetConfiguration {
    changing { $0.summary = description.localizedText }
  }
  @_disfavoredOverload
  public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
    changing { $0.summary = String(description) }
  }

  /// The description the widget gallery shows, as a `Text`.
  public func description(_ description: Text) -> some WidgetConfiguration {
    changing { $0.summary = description.string(in: EnvironmentValues()) }
  }

  /// The families the widget offers.
  public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
    changing { $0.families = families }
  }

  /// Draws to the edges, without the system's margins.
  public func contentMarginsDisabled() -> some WidgetConfiguration { changing { $0.contentMarginsDisabled = true } }
  /// Whether the home screen's StandBy and tinted modes may remove the container background.
  public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
    changing { $0.backgroundRemovable = isRemovable }
  }
  /// Places where the widget is offered last (StandBy, the iPhone widget on a Mac).
  public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration {
    changing { _ in }
  }
  /// Asks the person to configure the widget when it is added.
  public func promptsForUserConfiguration() -> some WidgetConfiguration { changing { _ in } }
}

extension Widget {
  /// The extension's entry point when this widget is `@main`.
  public static func main() { WidgetExtensionMain.run(Self.init().body._widgets, entryPoint: RuntimeTypes.name(of: Self.self)) }
}

/// Several widgets in one extension, as WidgetKit's `WidgetBundle`.
@MainActor @preconcurrency
public protocol WidgetBundle {
  associatedtype Body: Widget
  init()
  @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
  /// The extension's entry point when this bundle is `@main`.
  public static func main() { WidgetExtensionMain.run(Self.init().body.body._widgets, entryPoint: RuntimeTypes.name(of: Self.self)) }
}

/// Builds a bundle's widgets, as WidgetKit's `WidgetBundleBuilder`.
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
  init(widgets: [_WidgetDescription]) { self.widgets = widgets }
  public init() { widgets = [] }
  public var body: some WidgetConfiguration { ModifiedWidgetConfiguration(_widgets: widgets) }
}
