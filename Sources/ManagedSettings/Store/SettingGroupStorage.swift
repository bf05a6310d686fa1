import HostProtocol

/// A group of a store's settings, as ManagedSettings' `ManagedSettingsGroup`: `application`,
/// `webContent`, `media` and the others, read from the store and written back one setting at a time.
public protocol ManagedSettingsGroup: Sendable {}

/// What a setting group value holds: the store's settings of its group as read, and which of them
/// were assigned since, so writing it back changes only those.
struct SettingGroupStorage: Sendable {
  /// The group's name, the first part of each setting's name (`application`).
  let group: String
  private(set) var values: [String: StoreSettingValue]
  private(set) var assigned: Set<String> = []

  /// The settings of `group` among a store's `settings`.
  init(group: String, settings: [String: StoreSettingValue]) {
    self.group = group
    values = settings.filter { $0.key.hasPrefix(group + ".") }
  }

  /// The value of `property`; nil when it is not set or holds another kind.
  func value<Value: StoreSettingConvertible>(_ property: String) -> Value? {
    values["\(group).\(property)"].flatMap(Value.init(setting:))
  }

  /// Assigns `property`; nil deletes it.
  mutating func set<Value: StoreSettingConvertible>(_ property: String, _ value: Value?) {
    let name = "\(group).\(property)"
    values[name] = value?.setting
    assigned.insert(name)
  }

  /// What to send the host: the new values of the assigned settings, and those assigned nil.
  var changes: (set: [String: StoreSettingValue], remove: [String]) {
    var set: [String: StoreSettingValue] = [:]
    var remove: [String] = []
    for name in assigned.sorted() {
      if let value = values[name] { set[name] = value } else { remove.append(name) }
    }
    return (set, remove)
  }
}

/// A Swift value that is one store setting's value on the wire.
protocol StoreSettingConvertible: Sendable {
  init?(setting: StoreSettingValue)
  var setting: StoreSettingValue { get }
}

extension Bool: StoreSettingConvertible {
  init?(setting: StoreSettingValue) {
    guard case .bool(let value) = setting else { return nil }
    self = value
  }
  var setting: StoreSettingValue { .bool(self) }
}

extension Int: StoreSettingConvertible {
  init?(setting: StoreSettingValue) {
    guard case .integer(let value) = setting else { return nil }
    self = value
  }
  var setting: StoreSettingValue { .integer(self) }
}

extension Set: StoreSettingConvertible where Element == Application {
  init?(setting: StoreSettingValue) {
    guard case .applications(let apps) = setting else { return nil }
    self = Set(apps.map(Application.init(wire:)))
  }
  var setting: StoreSettingValue { .applications(map(\.wire)) }
}

extension Application {
  init(wire: ApplicationInfo) {
    self.init(
      bundleIdentifier: wire.bundleIdentifier, localizedDisplayName: wire.localizedDisplayName,
      token: wire.token.map { ApplicationToken(data: $0.data) })
  }

  var wire: ApplicationInfo {
    ApplicationInfo(bundleIdentifier: bundleIdentifier, localizedDisplayName: nil, token: token.map { OpaqueToken(data: $0.bytes) })
  }
}

extension WebDomain {
  init(wire: WebDomainInfo) {
    self.init(domain: wire.domain, token: wire.token.map { WebDomainToken(data: $0.data) })
  }

  var wire: WebDomainInfo { WebDomainInfo(domain: domain, token: token.map { OpaqueToken(data: $0.bytes) }) }
}
