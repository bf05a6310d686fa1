public import Foundation

// What a view reads of the phone it is drawn on, as SwiftUI's environment gives it: an iPhone in
// portrait at rest, with the accessibility settings off, as the host draws every widget and App
// Switcher card. Read-only unless SwiftUI lets a view set them; the modifiers that would change
// the text ones (`multilineTextAlignment`, `truncationMode`...) are accepted and do not.

extension EnvironmentValues {
  /// Increase Contrast (Settings > Accessibility > Display & Text Size): off, `.standard`.
  public var colorSchemeContrast: ColorSchemeContrast { .standard }
  /// Bold Text: off, `.regular`.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }
  /// Reduce Transparency: off.
  public var accessibilityReduceTransparency: Bool { false }
  /// Differentiate Without Colour: off.
  public var accessibilityDifferentiateWithoutColor: Bool { false }
  /// Smart or Classic Invert: off.
  public var accessibilityInvertColors: Bool { false }
  /// Button Shapes: off.
  public var accessibilityShowButtonShapes: Bool { false }
  /// Whether an assistive technology (VoiceOver, Switch Control) is running: none is.
  public var accessibilityEnabled: Bool { false }
  /// Whether VoiceOver is running: it is not.
  public var accessibilityVoiceOverEnabled: Bool { false }

  /// Points to pixels: 3, an iPhone's Super Retina display.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
  /// The width of one pixel in points.
  public var pixelLength: CGFloat { 1 / displayScale }
  /// An iPhone in portrait: compact across, regular down.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
  /// Left to right: the host lays text out so.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
  /// Whether controls here take input: true unless a view sets it (`disabled(_:)` is accepted and does not).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  /// Whether the view has focus: nothing has at a render.
  public var isFocused: Bool { false }
  /// Whether a search is running: none is at a render.
  public var isSearching: Bool { false }
  /// Ends a search (there is none at a render).
  public var dismissSearch: DismissSearchAction { DismissSearchAction() }
  /// The edit mode of the list around the view: none here (SwiftUI's default outside a navigation stack).
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
  /// The presentation the view is in (iOS 13's form of `dismiss`): not presented here.
  public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
  /// What a pull to refresh runs: nil, as outside a `refreshable` view.
  public var refresh: RefreshAction? { nil }
  /// Whether the app may open more than one window: an iPhone's may not.
  public var supportsMultipleWindows: Bool { false }

  /// The text defaults: leading, cut at the tail, not scaled down, not tightened.
  public var multilineTextAlignment: TextAlignment { .leading }
  public var truncationMode: Text.TruncationMode { .tail }
  public var minimumScaleFactor: CGFloat { 1 }
  public var allowsTightening: Bool { false }
  /// The symbol defaults: medium scale, the symbol's own rendering mode.
  public var imageScale: Image.Scale { .medium }
  public var symbolRenderingMode: SymbolRenderingMode? { nil }
}

/// Whether Increase Contrast is on, as SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
  case standard, increased
}

/// Whether Bold Text is on, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
  case regular, bold
}

/// How much room a dimension has, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular
}

/// Which way text runs, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

/// Whether a list is being edited, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active
  /// Whether rows can be edited now.
  public var isEditing: Bool { self != .inactive }
}

/// Whether a view is presented, as SwiftUI's `PresentationMode` (iOS 13).
public struct PresentationMode {
  /// Whether the view is presented: not at a render here.
  public var isPresented: Bool { false }
  /// Dismisses the view (nothing is presented here).
  public mutating func dismiss() {}
}

/// What a pull to refresh runs, as SwiftUI's `RefreshAction`.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void
  public func callAsFunction() async { await action() }
}

/// Ends the current search, as SwiftUI's `DismissSearchAction`.
public struct DismissSearchAction: Sendable {
  public func callAsFunction() {}
}

private struct LegibilityWeightKey: EnvironmentKey {
  static var defaultValue: LegibilityWeight? { .regular }
}
private struct DisplayScaleKey: EnvironmentKey {
  static var defaultValue: CGFloat { 3 }
}
private struct HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .compact }
}
private struct VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .regular }
}
private struct LayoutDirectionKey: EnvironmentKey {
  static var defaultValue: LayoutDirection { .leftToRight }
}
private struct IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}
private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}
