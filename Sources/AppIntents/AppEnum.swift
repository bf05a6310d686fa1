// The values an intent's parameters take, as AppIntents declares them: enumerations
// (`AppEnum`) and the app's own entities (`AppEntity` with an `EntityQuery`). A widget is shown
// with its default configuration: the host asks a query only for `defaultResult()`, to fill an
// entity parameter that has no value (see `Parameter+DefaultEntity.swift`).

/// How the system names a type, as AppIntents' `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
  public let name: LocalizedStringResource
  public let numericFormat: LocalizedStringResource?
  public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
    self.name = name
    self.numericFormat = numericFormat
  }
  public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(String.LocalizationValue(value))) }
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(name: LocalizedStringResource(String.LocalizationValue(stringInterpolation: stringInterpolation)))
  }
}

/// How the system shows a value, as AppIntents' `DisplayRepresentation`.
public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
  public let title: LocalizedStringResource
  public let subtitle: LocalizedStringResource?
  public let image: Image?

  public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }
  public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(String.LocalizationValue(value))) }
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(title: LocalizedStringResource(String.LocalizationValue(stringInterpolation: stringInterpolation)))
  }

  /// An image beside the value, as `DisplayRepresentation.Image`.
  public struct Image: Sendable {
    public let systemName: String?
    public let named: String?
    public init(systemName: String, isTemplate: Bool? = nil) {
      self.systemName = systemName
      named = nil
    }
    public init(named name: String, isTemplate: Bool? = nil) {
      systemName = nil
      named = name
    }
  }
}

/// An enumeration an intent's parameter takes, as AppIntents' `AppEnum`.
public protocol AppEnum: CaseIterable, Hashable, RawRepresentable, Sendable where RawValue: Sendable, AllCases: Sendable {
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// One of the app's own things an intent's parameter takes, as AppIntents' `AppEntity`.
public protocol AppEntity: Identifiable, Sendable where ID: Sendable {
  associatedtype DefaultQuery: EntityQuery
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
  static var defaultQuery: DefaultQuery { get }
  var displayRepresentation: DisplayRepresentation { get }
}

/// How the system finds an entity, as AppIntents' `EntityQuery`: a `DynamicOptionsProvider`, as
/// on iOS, so a query is also what `@Parameter(title:optionsProvider:)` takes.
public protocol EntityQuery: DynamicOptionsProvider {
  associatedtype Entity: AppEntity
  func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
  func suggestedEntities() async throws -> [Entity]
  func defaultResult() async -> Entity?
  init()
}

extension EntityQuery {
  public func suggestedEntities() async throws -> [Entity] { [] }
  public func defaultResult() async -> Entity? { nil }
  /// The options a parameter the query backs offers: its suggested entities.
  public func results() async throws -> [Entity] { try await suggestedEntities() }
}

/// A query that also searches by text, as AppIntents' `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
  func entities(matching string: String) async throws -> [Entity]
}
