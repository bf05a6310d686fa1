public import Observation
import Synchronization

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
protocol EnvironmentInstallable {
  func install(_ values: EnvironmentValues)
}

extension Environment: EnvironmentInstallable {
  func install(_ values: EnvironmentValues) { installed.values = values }
}

/// Puts `values` into every `@Environment` stored in `subject` (a view or a view modifier).
func installEnvironment(_ values: EnvironmentValues, into subject: Any) {
  for child in Mirror(reflecting: subject).children {
    (child.value as? any EnvironmentInstallable)?.install(values)
  }
}
