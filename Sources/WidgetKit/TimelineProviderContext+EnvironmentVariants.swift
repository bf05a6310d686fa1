public import SwiftUI

extension TimelineProviderContext {
  /// Every environment a widget may be drawn in, as WidgetKit's
  /// `TimelineProviderContext.EnvironmentVariants`: a provider prepares assets for each
  /// (`context.environmentVariants.colorScheme`, `context.environmentVariants[\.displayScale]`).
  ///
  /// The variants are those the host draws the family in over the device states and Lock Screen
  /// access settings of its run: on the home screen light, on the Lock Screen and in StandBy dark,
  /// dimmed on the Always-On display, redacted while locked. A value the host never varies reads
  /// as the one it sets (`displayScale`, `sizeCategory`).
  @dynamicMemberLookup
  public struct EnvironmentVariants: Sendable {
    private let family: WidgetFamily
    private let variants: [WidgetEnvironmentVariant]
    private let now: Date

    package init(family: WidgetFamily, variants: [WidgetEnvironmentVariant], now: Date) {
      self.family = family
      self.variants = variants
      self.now = now
    }

    /// The values `keyPath` takes in the variants, each once, in the host's order; nil when the
    /// host named none (a provider asked outside a host's run).
    public subscript<T>(keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
      guard !variants.isEmpty else { return nil }
      var values: [T] = []
      var seen: Set<AnyHashable> = []
      for variant in variants {
        let value = variant.values(family: family, now: now)[keyPath: keyPath]
        if let hashable = value as? AnyHashable, !seen.insert(hashable).inserted { continue }
        values.append(value)
      }
      return values
    }

    /// The values `keyPath` takes in the variants (`context.environmentVariants.colorScheme`).
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
      self[keyPath]
    }
  }
}
