public import ActivityKit
public import Foundation
public import SwiftUI

// Live Activities, as WidgetKit declares them. The system draws them from the app's updates;
// the host serves timeline widgets, so an `ActivityConfiguration` in a bundle compiles, its
// closures are type-checked, and it adds no kind to serve: the runtime names it among what the
// bundle holds that iOS draws without a timeline (`SystemDrawnWidget`).

/// A Live Activity's views on the Lock Screen and in the Dynamic Island, as WidgetKit's
/// `ActivityConfiguration`.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
  public var _widgets: [_WidgetDescription] { [SystemDrawnWidget.liveActivity(of: Attributes.self)] }
  public var body: Never { fatalError("ActivityConfiguration has no body") }

  public init<Content: View>(
    for attributesType: Attributes.Type, @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
    dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
  ) {}

  /// The families the Lock Screen view supports (`.small` adds the Apple Watch Smart Stack).
  public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> ActivityConfiguration<Attributes> { self }
}

/// What a Live Activity's views are given, as WidgetKit's `ActivityViewContext`.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
  public let attributes: Attributes
  public let state: Attributes.ContentState
  public let isStale: Bool
  public let activityID: String
}

/// A Live Activity in the Dynamic Island, as WidgetKit's `DynamicIsland`.
public struct DynamicIsland {
  public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
    @DynamicIslandExpandedContentBuilder expanded: () -> DynamicIslandExpandedContent<Expanded>,
    @ViewBuilder compactLeading: () -> CompactLeading, @ViewBuilder compactTrailing: () -> CompactTrailing,
    @ViewBuilder minimal: () -> Minimal
  ) {}

  public func widgetURL(_ url: URL?) -> DynamicIsland { self }
  public func keylineTint(_ color: Color?) -> DynamicIsland { self }
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland { self }
}

/// Where the expanded Dynamic Island places a leading or trailing region's view that is too wide
/// beside the camera, as WidgetKit's `DynamicIslandExpandedRegionVerticalPlacement`.
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
  let name: String
  /// Below the camera, when the view is too wide to sit beside it.
  public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

extension View {
  /// Where the expanded Dynamic Island places this view when it is too wide: accepted (the host
  /// draws no Dynamic Island).
  public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { self }
}

/// The parts of the Dynamic Island, as WidgetKit's `DynamicIslandMode`.
public struct DynamicIslandMode: Hashable, Sendable {
  let name: String
  public static let compact = DynamicIslandMode(name: "compact")
  public static let expanded = DynamicIslandMode(name: "expanded")
  public static let minimal = DynamicIslandMode(name: "minimal")
}

/// A region of the expanded Dynamic Island, as WidgetKit's `DynamicIslandExpandedRegion`.
public struct DynamicIslandExpandedRegion<Content: View> {
  let content: Content
  public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The region's margins on `edges`: accepted (the host draws no Dynamic Island).
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat) -> DynamicIslandExpandedRegion<Content> { self }
}

/// Where an expanded region sits, as WidgetKit's `DynamicIslandExpandedRegionPosition`.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
  let name: String
  public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
  public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
  public static let center = DynamicIslandExpandedRegionPosition(name: "center")
  public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// The expanded Dynamic Island's regions, as WidgetKit's `DynamicIslandExpandedContent`.
public struct DynamicIslandExpandedContent<Content: View> {}

/// Builds the expanded Dynamic Island from its regions, as WidgetKit's
/// `DynamicIslandExpandedContentBuilder`.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
  public static func buildExpression<Content: View>(_ region: DynamicIslandExpandedRegion<Content>)
    -> DynamicIslandExpandedContent<Content>
  { DynamicIslandExpandedContent() }
  public static func buildBlock() -> DynamicIslandExpandedContent<EmptyView> { DynamicIslandExpandedContent() }
  public static func buildBlock<each Content: View>(_ content: repeat DynamicIslandExpandedContent<each Content>)
    -> DynamicIslandExpandedContent<EmptyView>
  { DynamicIslandExpandedContent() }
  public static func buildOptional<Content: View>(_ content: DynamicIslandExpandedContent<Content>?)
    -> DynamicIslandExpandedContent<EmptyView>
  { DynamicIslandExpandedContent() }
  public static func buildEither<Content: View>(first content: DynamicIslandExpandedContent<Content>)
    -> DynamicIslandExpandedContent<EmptyView>
  { DynamicIslandExpandedContent() }
  public static func buildEither<Content: View>(second content: DynamicIslandExpandedContent<Content>)
    -> DynamicIslandExpandedContent<EmptyView>
  { DynamicIslandExpandedContent() }
  public static func buildLimitedAvailability<Content: View>(_ content: DynamicIslandExpandedContent<Content>)
    -> DynamicIslandExpandedContent<EmptyView>
  { DynamicIslandExpandedContent() }
}

extension View {
  /// The Live Activity's Lock Screen background.
  public func activityBackgroundTint(_ color: Color?) -> some View { self }
  /// The colour of the system's buttons beside a Live Activity.
  public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
}

/// Which of a Live Activity's views a preview shows, as WidgetKit's `ActivityPreviewViewKind`.
public struct ActivityPreviewViewKind: Hashable, Sendable {
  let name: String
  public static let content = ActivityPreviewViewKind(name: "content")
  public static func dynamicIsland(_ mode: DynamicIslandMode) -> ActivityPreviewViewKind { ActivityPreviewViewKind(name: mode.name) }
}

/// A preview of a Live Activity with a sequence of states (never run here).
@freestanding(declaration)
public macro Preview<Attributes: ActivityAttributes, Widget: WidgetKit.Widget>(
  _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
  widget: @escaping @MainActor () -> Widget,
  @PreviewActivityContentStateBuilder<Attributes> contentStates: @escaping @MainActor () -> [Attributes.ContentState]
) = #externalMacro(module: "PreviewsMacros", type: "PreviewMacro")

/// Builds a Live Activity preview's states, written one after another.
@resultBuilder
public enum PreviewActivityContentStateBuilder<Attributes: ActivityAttributes> {
  public static func buildExpression(_ state: Attributes.ContentState) -> [Attributes.ContentState] { [state] }
  public static func buildBlock(_ components: [Attributes.ContentState]...) -> [Attributes.ContentState] { components.flatMap { $0 } }
}
