public import Combine

// SwiftUI's data flow before iOS 17, on `Combine`'s `ObservableObject`. A view here is evaluated
// afresh at each capture and reads its objects then, so nothing subscribes to `objectWillChange`.

/// An observable object a view makes and keeps, as SwiftUI's `StateObject`: made once, from the
/// first value, when the view (or app) holding it is first evaluated, whether or not its body
/// reads it, and kept for as long as the view's place holds a view of its type.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, StatefulProperty {
  private let storage: ObjectStorage<ObjectType>
  var persistentStorage: any PersistentStorage { storage }

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { storage = ObjectStorage(thunk) }

  public var wrappedValue: ObjectType { storage.object }

  /// Bindings to the object's properties: `$model.isLocked`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: storage.object) }
}

/// The object of a `StateObject`, made when the view holding it is first evaluated at its place
/// (`install()`, read or not, as SwiftUI installs the view's storage then), or the first time it
/// is read before that; once the view's place held one before (`StateLedger`), that one's, and
/// this one's is never made, as SwiftUI makes a state object once for the view's lifetime.
final class ObjectStorage<ObjectType>: PersistentStorage {
  private var made: ObjectType?
  private let make: () -> ObjectType
  private var earlier: ObjectStorage<ObjectType>?
  init(_ make: @escaping () -> ObjectType) { self.make = make }

  func adopt(_ earlier: any PersistentStorage) {
    guard let storage = earlier as? ObjectStorage<ObjectType> else { return }
    self.earlier = storage.earlier ?? storage
  }

  func install() { _ = object }

  var object: ObjectType {
    if let earlier { return earlier.object }
    if let made { return made }
    let object = make()
    made = object
    return object
  }
}

/// An observable object a view is given, as SwiftUI's `ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

  /// Bindings to the object's properties: `$model.isLocked`.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Bindings to an observed object's properties, as `ObservedObject.Wrapper`.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      Binding(object, keyPath)
    }
  }
}

/// An observable object an ancestor view gave with `environmentObject(_:)`, as SwiftUI's
/// `EnvironmentObject`; reading one no ancestor gave stops the app, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  private let environment = Environment<EnvironmentValues>(\.self)

  public init() {}

  public var wrappedValue: ObjectType {
    guard let object = environment.wrappedValue.object(of: ObjectType.self) else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
    }
    return object
  }

  /// Bindings to the object's properties: `$model.isLocked`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension View {
  /// Gives an observable object to this view and its descendants, read with `@EnvironmentObject`.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    environmentChange { $0.setObject(object, as: T.self) }
  }
}

extension EnvironmentObject: EnvironmentInstallable {
  func install(_ values: EnvironmentValues) { environment.install(values) }
}
