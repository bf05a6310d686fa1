import Synchronization

// The property wrappers of an app's SwiftUI screens that a snapshot reads at rest: nothing has
// focus, a namespace is an identity, scene storage starts from the value written.

/// Which field has focus, as SwiftUI's `FocusState`: nothing has focus at a snapshot taken as
/// the app goes to the background (the keyboard is dismissed), so it reads its initial value
/// until the app's code sets it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, StatefulProperty {
  private let box: StateBox<Value>
  var persistentStorage: any PersistentStorage { box }

  /// Focus as a `focused(_:)` modifier binds it, as SwiftUI's `FocusState.Binding`.
  @propertyWrapper
  public struct Binding {
    let box: StateBox<Value>
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding { self }
  }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  public var projectedValue: Binding { Binding(box: box) }

  /// Focus on one field or none (`@FocusState var focused: Bool`).
  public init() where Value == Bool { box = StateBox(false) }
  /// Focus on one of several fields, or none (`@FocusState var field: Field?`).
  public init<T: Hashable>() where Value == T? { box = StateBox(nil) }
}

/// An identity for matched geometry, as SwiftUI's `Namespace`.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// The namespace's identity, as SwiftUI's `Namespace.ID`.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  private let id: ID
  public init() { id = ID(value: Self.issued.add(1, ordering: .relaxed).newValue) }
  public var wrappedValue: ID { id }

  /// The identities handed out so far.
  private static let issued = Atomic<Int>(0)
}

/// A value the scene keeps across launches, as SwiftUI's `SceneStorage`: the value written
/// here, kept for the process's life (the host starts each app fresh, as after a restore that
/// found nothing).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty, StatefulProperty {
  private let box: StateBox<Value>
  var persistentStorage: any PersistentStorage { box }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  public var projectedValue: SwiftUI.Binding<Value> { SwiftUI.Binding(get: { self.box.value }, set: { self.box.value = $0 }) }

  /// A `Bool`, `Int`, `Double`, `String`, `URL` or `Data` kept under `key`.
  public init(wrappedValue: Value, _ key: String) { box = StateBox(wrappedValue) }
}

/// What dismissing the current presentation does, as SwiftUI's `DismissAction`, read from
/// `@Environment(\.dismiss)`: the host shows no presentation, so there is nothing to dismiss.
public struct DismissAction: Sendable {
  /// Dismisses the presentation the view is in.
  public func callAsFunction() {}
}

extension EnvironmentValues {
  /// Dismisses the presentation the view is in: nothing here.
  public var dismiss: DismissAction { DismissAction() }
  /// Whether the view is in a presentation: never here.
  public var isPresented: Bool { false }
}
