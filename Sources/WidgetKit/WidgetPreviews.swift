public import AppIntents
public import SwiftUI

// Widget previews, as WidgetKit declares them: type-checked, never run (see SwiftUI's
// `Previews.swift`).

/// A preview of a widget in a family, with a timeline of entries.
@freestanding(declaration)
public macro Preview<Widget: WidgetKit.Widget, Entry: TimelineEntry>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> Widget,
  @PreviewTimelineBuilder<Entry> timeline: @escaping @MainActor () -> [Entry]
) = #externalMacro(module: "PreviewsMacros", type: "PreviewMacro")

/// A preview of a widget in a family, with its timeline provider.
@freestanding(declaration)
public macro Preview<Widget: WidgetKit.Widget, Provider: TimelineProvider>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> Widget,
  timelineProvider: @escaping @MainActor () -> Provider
) = #externalMacro(module: "PreviewsMacros", type: "PreviewMacro")

/// A preview of a configurable widget, with its intent and a timeline of entries.
@freestanding(declaration)
public macro Preview<Widget: WidgetKit.Widget, Intent: WidgetConfigurationIntent, Entry: TimelineEntry>(
  _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping @MainActor () -> Widget,
  @PreviewTimelineBuilder<Entry> timeline: @escaping @MainActor () -> [Entry]
) = #externalMacro(module: "PreviewsMacros", type: "PreviewMacro")

/// A preview of a configurable widget, with its intent and its timeline provider.
@freestanding(declaration)
public macro Preview<Widget: WidgetKit.Widget, Provider: AppIntentTimelineProvider>(
  _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping @MainActor () -> Widget,
  timelineProvider: @escaping @MainActor () -> Provider
) = #externalMacro(module: "PreviewsMacros", type: "PreviewMacro")

/// Builds a preview's timeline from entries written one after another, as WidgetKit's
/// `PreviewTimelineBuilder`.
@resultBuilder
public enum PreviewTimelineBuilder<Entry: TimelineEntry> {
  public static func buildExpression(_ entry: Entry) -> [Entry] { [entry] }
  public static func buildExpression(_ entries: [Entry]) -> [Entry] { entries }
  public static func buildBlock(_ components: [Entry]...) -> [Entry] { components.flatMap { $0 } }
  public static func buildOptional(_ component: [Entry]?) -> [Entry] { component ?? [] }
  public static func buildEither(first component: [Entry]) -> [Entry] { component }
  public static func buildEither(second component: [Entry]) -> [Entry] { component }
  public static func buildArray(_ components: [[Entry]]) -> [Entry] { components.flatMap { $0 } }
  public static func buildLimitedAvailability(_ component: [Entry]) -> [Entry] { component }
}

/// A preview drawn as a widget of a family, as WidgetKit's `WidgetPreviewContext`.
public struct WidgetPreviewContext: PreviewContext {
  public let family: WidgetFamily
  public init(family: WidgetFamily) { self.family = family }
}

/// A place a widget can be shown, as WidgetKit's `WidgetLocation`.
public struct WidgetLocation: Hashable, Sendable {
  let name: String
  public static let homeScreen = WidgetLocation(name: "homeScreen")
  public static let lockScreen = WidgetLocation(name: "lockScreen")
  public static let standBy = WidgetLocation(name: "standBy")
  public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}
