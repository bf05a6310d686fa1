public import SwiftUI
import HostProtocol

/// One kind of widget as the runtime serves it: its names, families and provider. SwiftUI's
/// `WidgetConfiguration` carries it in a `_WidgetDescription`.
package struct WidgetDescriptor {
  /// The `kind` string the app reloads by.
  package let kind: String
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

  init(kind: String, families: [WidgetFamily], provider: ErasedProvider, configurationKind: String) {
    self.kind = kind
    self.families = families
    self.provider = provider
    self.configurationKind = configurationKind
  }
}

extension _WidgetDescription {
  /// The kind as WidgetKit described it; nil for a description WidgetKit did not make (every
  /// one is made here, but a cast that cannot fail today is no reason to crash tomorrow).
  package var descriptor: WidgetDescriptor? { content as? WidgetDescriptor }
}

/// A widget that shows the same entries whatever the user configures, as WidgetKit's `StaticConfiguration`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
  public let _widgets: [_WidgetDescription]
  public var body: Never { fatalError("StaticConfiguration has no body") }

  public init<Provider: TimelineProvider>(
    kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) where Provider.Entry: SendableMetatype {
    _widgets = [
      _WidgetDescription(
        WidgetDescriptor(
          kind: kind, families: WidgetFamily.defaultFamilies, provider: ErasedProvider(provider, content: content),
          configurationKind: "static"))
    ]
  }
}

extension WidgetConfiguration {
  private func changing(_ change: (inout WidgetDescriptor) -> Void) -> some WidgetConfiguration {
    DescribedWidgets(_widgets.map { widget in
      guard var descriptor = widget.descriptor else { return widget }
      change(&descriptor)
      return _WidgetDescription(descriptor)
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

  /// The name the widget gallery shows, from a resource in the extension's tables
  /// (`.configurationDisplayName(MyIntent.title)`). A string literal stays a key.
  @_disfavoredOverload
  public func configurationDisplayName(_ displayName: LocalizedStringResource) -> some WidgetConfiguration {
    changing { $0.displayName = String(localized: displayName) }
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

  /// The description the widget gallery shows, from a resource in the extension's tables
  /// (`.description(MyIntent.description.descriptionText)`). A string literal stays a key.
  @_disfavoredOverload
  public func description(_ description: LocalizedStringResource) -> some WidgetConfiguration {
    changing { $0.summary = String(localized: description) }
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

  /// Handles the events of the widget's background URL sessions whose identifier `matchingBlock`
  /// accepts (every one without it): accepted; the host starts no background session, so none arrive.
  public func onBackgroundURLSessionEvents(
    matching matchingBlock: ((String) -> Bool)? = nil, _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void
  ) -> some WidgetConfiguration { changing { _ in } }

  /// Handles the events of the widget's background URL session `matching`: accepted, as above.
  public func onBackgroundURLSessionEvents(
    matching: String, _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void
  ) -> some WidgetConfiguration { changing { _ in } }

  /// Runs `action` when the system gives the extension `task`: accepted; the host gives none.
  public func backgroundTask<D: Sendable, R: Sendable>(
    _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
  ) -> some WidgetConfiguration { changing { _ in } }
}

extension Widget {
  /// The extension's entry point when this widget is `@main`.
  public static func main() { WidgetExtensionMain.run(Self.init().body._widgets, entryPoint: RuntimeTypes.name(of: Self.self)) }
}

extension WidgetBundle {
  /// The extension's entry point when this bundle is `@main`.
  public static func main() { WidgetExtensionMain.run(Self.init().body.body._widgets, entryPoint: RuntimeTypes.name(of: Self.self)) }
}
