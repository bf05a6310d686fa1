/// Additional information about a configurable setting, as ManagedSettings' `SettingMetadata`:
/// apps write `store.shield.applications ?? ShieldSettings.applications.defaultValue`.
public struct SettingMetadata<Value: Sendable>: Sendable {
  /// The implicit value for a setting if your app doesn't set a value.
  public let defaultValue: Value

  init(defaultValue: Value) { self.defaultValue = defaultValue }
}

extension ShieldSettings {
  /// The metadata of `applications`; its default value is an empty set.
  public static let applications = SettingMetadata<Set<ApplicationToken>>(defaultValue: [])

  /// The metadata of `webDomains`; its default value is an empty set.
  public static let webDomains = SettingMetadata<Set<WebDomainToken>>(defaultValue: [])
}

/// The metadata of a setting whose value has bounds, as ManagedSettings' `BoundedSettingMetadata`.
public struct BoundedSettingMetadata<Value: Comparable & Sendable>: Sendable {
  /// The implicit value for a setting if your app doesn't set a value.
  public let defaultValue: Value
  /// The values the setting takes.
  public let range: ClosedRange<Value>

  init(defaultValue: Value, range: ClosedRange<Value>) {
    self.defaultValue = defaultValue
    self.range = range
  }
}
