/// The storage of each stateful view a hosted view made, kept from one evaluation to the next, as
/// SwiftUI keeps `@State` in its view graph rather than in the view value.
///
/// A body makes its children afresh each time it is read, and a new `StatefulScreen()` holds new
/// boxes with the initial values; the state an action set on the last copy (`isHidden = true` in
/// an `onChange(of: scenePhase)`) would be lost at the next evaluation. The ledger hands each
/// new copy the storage of the copy evaluated at the same place before, so reads and writes reach
/// the first one. A place is the view's rank among the stateful views of one evaluation and its
/// type (SwiftUI's structural identity, roughly, as `OnChangeLedger` counts): a branch that adds or
/// removes a stateful view shifts the rest, and a view whose type differs from the one seen at its
/// place starts afresh. Part of `HostedViewGraph`; a widget's view has none, as each entry is
/// drawn once.
@MainActor
package final class StateLedger {
  private var kept: [Int: (type: ObjectIdentifier, storage: [any PersistentStorage])] = [:]
  private var next = 0

  init() {}

  /// Starts an evaluation: places are counted from the first again.
  func beginEvaluation() { next = 0 }

  /// Links the storage of `subject`'s state properties to what the same place held before, or
  /// keeps it as the place's when it is the first seen there.
  func adopt<Subject>(_ subject: Subject) {
    guard Subject.self == type(of: subject), let fields = StateFields.index.fields(of: Subject.self), !fields.isEmpty else {
      return
    }
    let storage = withUnsafeBytes(of: subject) { bytes -> [any PersistentStorage] in
      guard let base = bytes.baseAddress else { return [] }
      return fields.map { $0.kind.storage(at: base + $0.offset) }
    }
    defer { next += 1 }
    let type = ObjectIdentifier(Subject.self)
    guard let earlier = kept[next], earlier.type == type, earlier.storage.count == storage.count else {
      kept[next] = (type, storage)
      Self.install(storage)
      return
    }
    for (new, old) in zip(storage, earlier.storage) where new !== old { new.adopt(old) }
  }

  /// Installs the state of `subject` (an app's properties, which no ledger keeps as the app is
  /// made once): its state objects are made now, read or not.
  static func install<Subject>(stateOf subject: Subject) {
    guard Subject.self == type(of: subject), let fields = StateFields.index.fields(of: Subject.self), !fields.isEmpty else {
      return
    }
    install(
      withUnsafeBytes(of: subject) { bytes -> [any PersistentStorage] in
        guard let base = bytes.baseAddress else { return [] }
        return fields.map { $0.kind.storage(at: base + $0.offset) }
      })
  }

  /// A place's storage, first seen: SwiftUI installs a view's storage when it first evaluates
  /// the view, so a `@StateObject` is made then, whether or not `body` reads it (its `init` may
  /// be what matters: subscribing to a notification, showing a cover).
  private static func install(_ storage: [any PersistentStorage]) {
    for each in storage { each.install() }
  }
}

/// The reference a state property wrapper keeps its value in, which a later copy of the view can
/// be pointed at.
protocol PersistentStorage: AnyObject {
  /// Reads and writes go to `earlier` from now on (nothing happens when its type differs).
  func adopt(_ earlier: any PersistentStorage)
  /// The view holding it is evaluated for the first time at its place.
  func install()
}

extension PersistentStorage {
  func install() {}
}

/// A property wrapper whose value lives in a `PersistentStorage`.
protocol StatefulProperty: SendableMetatype {
  var persistentStorage: any PersistentStorage { get }
}

extension StatefulProperty {
  /// The storage of the property of this type stored at `address`.
  static func storage(at address: UnsafeRawPointer) -> any PersistentStorage {
    address.load(as: Self.self).persistentStorage
  }
}

/// The stored properties of a struct that keep state: its `State`, `StateObject`, `FocusState`
/// and `SceneStorage` fields.
enum StateFields {
  private final class AnyObservableObject: ObservableObject {}

  static let index = FieldIndex<any StatefulProperty.Type>(
    generics: [State<Int>.self, StateObject<AnyObservableObject>.self, FocusState<Int?>.self, SceneStorage<Int>.self]
  ) { $0 as? any StatefulProperty.Type }
}
