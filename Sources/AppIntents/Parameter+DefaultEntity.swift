import Synchronization

// When a person adds a widget, the system fills each entity parameter that has no value with
// its query's `defaultResult()`, so a widget whose intent declares `@Parameter var city: City?`
// and whose query answers `defaultResult()` shows that city, not nothing.

/// A parameter that may take its entity type's default when the widget is added.
protocol DefaultEntityFilling: Sendable {
  /// Sets the parameter to its query's `defaultResult()` when it has no value.
  func fillWithDefaultEntity() async
}

/// An optional type, to reach the entity type an optional parameter holds.
private protocol OptionalValue {
  static var wrappedType: Any.Type { get }
  var isNone: Bool { get }
}

extension Optional: OptionalValue {
  static var wrappedType: Any.Type { Wrapped.self }
  var isNone: Bool {
    if case .none = self { return true }
    return false
  }
}

extension Parameter: DefaultEntityFilling {
  func fillWithDefaultEntity() async {
    let current = box.value.withLock { $0 }
    // Unset: no value at all, or nil in an optional parameter.
    let isUnset = current.map { ($0 as? any OptionalValue)?.isNone ?? false } ?? true
    guard isUnset else { return }
    let entityType = (Value.self as? any OptionalValue.Type)?.wrappedType ?? Value.self
    guard let entityType = entityType as? any AppEntity.Type, let entity = await Self.defaultEntity(of: entityType) else { return }
    guard let value = entity as? Value else { return }
    box.value.withLock { $0 = value }
  }

  private static func defaultEntity<Entity: AppEntity>(of type: Entity.Type) async -> (any AppEntity)? {
    await Entity.defaultQuery.defaultResult()
  }
}

extension AppIntent {
  /// This intent as the system configures a newly added widget: every entity parameter without
  /// a value takes its query's `defaultResult()`.
  package func fillingDefaultEntities() async -> Self {
    for child in Mirror(reflecting: self).children {
      if let parameter = child.value as? any DefaultEntityFilling { await parameter.fillWithDefaultEntity() }
    }
    return self
  }
}
