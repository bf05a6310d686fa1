public import Observation
import Synchronization
@_spi(Reflection) import Swift

/// Reads a value from the view's environment, as SwiftUI's `@Environment(\.keyPath)`.
///
/// The evaluator installs the environment into every `@Environment` of a view just before it
/// reads the view's `body`; read elsewhere, the value is the default (SwiftUI logs a warning).
///
/// `@Environment(Model.self)` reads the observable object an ancestor put in the environment with
/// `environment(_:)` (iOS 17); reading one no ancestor put there stops the app, as in SwiftUI, and
/// `@Environment(Model.self) var model: Model?` reads nil instead.
@propertyWrapper
public struct Environment<Value> {
  private let read: (EnvironmentValues) -> Value
  /// Whether this reads `redactionReasons` (whose readers a widget's findings name).
  private let readsRedactionReasons: Bool
  // A reference so that the copy the evaluator installs into is the copy `body` reads. Not
  // Sendable: views are evaluated on the main actor only.
  private let installed = InstalledEnvironment()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
    readsRedactionReasons = keyPath == \EnvironmentValues.redactionReasons
  }

  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { values in
      guard let object = values.object(of: objectType) else {
        fatalError("No Observable object of type \(objectType) found. A View.environment(_:) for \(objectType) may be missing as an ancestor of this view.")
      }
      return object
    }
    readsRedactionReasons = false
  }

  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    read = { $0.object(of: objectType) }
    readsRedactionReasons = false
  }

  public var wrappedValue: Value {
    if readsRedactionReasons { EnvironmentReads.noteRedactionReasons() }
    return read(installed.values ?? EnvironmentValues())
  }
}

/// What views' own code read from the environment during an evaluation (the modifiers and the
/// evaluator do not count): whether any `@Environment(\.redactionReasons)` was read.
package enum EnvironmentReads {
  private static let readRedactionReasons = Mutex(false)

  static func noteRedactionReasons() { readRedactionReasons.withLock { $0 = true } }

  /// Whether `body` read `redactionReasons`; the record is cleared first.
  package static func readingRedactionReasons<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> (Result, readRedactionReasons: Bool) {
    readRedactionReasons.withLock { $0 = false }
    let result = try body()
    return (result, readRedactionReasons.withLock { $0 })
  }
}

/// The environment installed into one `@Environment`.
final class InstalledEnvironment {
  var values: EnvironmentValues?
}

/// What the evaluator finds among a view's stored properties to install the environment into.
protocol EnvironmentInstallable: SendableMetatype {
  func install(_ values: EnvironmentValues)
}

extension EnvironmentInstallable {
  /// Installs `values` into the property of this type stored at `address`.
  static func install(_ values: EnvironmentValues, at address: UnsafeRawPointer) {
    address.load(as: Self.self).install(values)
  }
}

extension Environment: EnvironmentInstallable {
  func install(_ values: EnvironmentValues) { installed.values = values }
}

/// Puts `values` into every `@Environment` stored in `subject` (a view, a view modifier, an app).
///
/// A struct's fields that take the environment are found once per type, from its field records,
/// and reached by offset at each evaluation: `Mirror` built a reflection of every view at every
/// render, and cast each of its properties (a fifth of a widget render's samples, `perf record`).
/// Anything else (a class, an enum) is read through `Mirror`, as before.
func installEnvironment<Subject>(_ values: EnvironmentValues, into subject: Subject) {
  guard Subject.self == type(of: subject), let fields = InstallableFields.index.fields(of: Subject.self) else {
    for child in Mirror(reflecting: subject).children {
      (child.value as? any EnvironmentInstallable)?.install(values)
    }
    return
  }
  guard !fields.isEmpty else { return }
  withUnsafeBytes(of: subject) { bytes in
    guard let base = bytes.baseAddress else { return }
    for field in fields { field.kind.install(values, at: base + field.offset) }
  }
}

/// The stored properties of a struct that take the environment: its `Environment` and
/// `EnvironmentObject` fields.
enum InstallableFields {
  /// Any observable object, to name an `EnvironmentObject` specialization.
  private final class AnyObservableObject: ObservableObject {}

  static let index = FieldIndex<any EnvironmentInstallable.Type>(
    generics: [Environment<Int>.self, EnvironmentObject<AnyObservableObject>.self]
  ) { $0 as? any EnvironmentInstallable.Type }
}
