extension EnvironmentValues {
  /// Whether the person asked the system to reduce motion (Settings > Accessibility > Motion).
  /// Read-only, as in SwiftUI. The host has no such setting, so it reads false, a device's
  /// default: a view that animates only when this is false animates.
  public var accessibilityReduceMotion: Bool { self[ReduceMotionKey.self] }

  /// The text size the person chose (Settings > Display & Brightness > Text Size): `.large`, a
  /// device's default, unless a view sets it (`dynamicTypeSize(_:)`, `environment(_:_:)`).
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// The same setting as `dynamicTypeSize`, in the type SwiftUI used before iOS 15
  /// (`ContentSizeCategory`); setting either sets both, as in SwiftUI.
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = newValue.dynamicTypeSize }
  }
}

/// A text size in the type SwiftUI used before iOS 15, as SwiftUI's `ContentSizeCategory`: each
/// case is one `DynamicTypeSize`.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }

  init(_ size: DynamicTypeSize) { self = Self.allCases[size.rawValue] }

  var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3] }
}

extension ContentSizeCategory: Comparable {
  public static func < (left: Self, right: Self) -> Bool { left.dynamicTypeSize < right.dynamicTypeSize }
}

private struct ReduceMotionKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}
