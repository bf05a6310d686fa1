public import Foundation

// View state, as SwiftUI declares it. A widget's view is evaluated once per entry, so state
// keeps its initial value; `@AppStorage` reads the defaults it names, as on the phone.

/// A property SwiftUI updates before it evaluates a body, as SwiftUI's `DynamicProperty`.
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A reference to a value that something else owns, as SwiftUI's `Binding`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let read: () -> Value
  private let write: (Value) -> Void

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    read = get
    write = set
  }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(get: { self.read()[keyPath: keyPath] }, set: { value in
      var whole = self.read()
      whole[keyPath: keyPath] = value
      self.write(whole)
    })
  }
}

extension Binding {
  /// A binding to `object`'s property at `keyPath`: reads and writes go to the object
  /// (`@Bindable`'s and an observed object's `$model.property`).
  init<Root: AnyObject>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.init(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

/// The storage behind a `State`: its own value, or, once the view's place held a box before
/// (`StateLedger`), that box's.
final class StateBox<Value>: PersistentStorage {
  private var own: Value
  private var earlier: StateBox<Value>?
  init(_ value: Value) { own = value }

  var value: Value {
    get { earlier.map(\.value) ?? own }
    set {
      if let earlier { earlier.value = newValue } else { own = newValue }
    }
  }

  func adopt(_ earlier: any PersistentStorage) {
    guard let box = earlier as? StateBox<Value> else { return }
    self.earlier = box.earlier ?? box
  }
}

/// A value a view owns, as SwiftUI's `State`.
@propertyWrapper
public struct State<Value>: DynamicProperty, StatefulProperty {
  private let box: StateBox<Value>
  var persistentStorage: any PersistentStorage { box }

  public init(wrappedValue value: Value) { box = StateBox(value) }
  public init(initialValue value: Value) { box = StateBox(value) }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  public var projectedValue: Binding<Value> { Binding(get: { self.box.value }, set: { self.box.value = $0 }) }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

/// A value kept in `UserDefaults`, as SwiftUI's `AppStorage`: read from the store it names
/// (`store: UserDefaults(suiteName: "group…")`, as widgets share the app's data), else the
/// standard defaults; the default when the key is unset.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let read: () -> Value
  private let write: (Value) -> Void

  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  public var projectedValue: Binding<Value> { Binding(get: read, set: write) }

  init(_ key: String, store: UserDefaults?, default value: Value, decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any?) {
    let defaults = store ?? .standard
    read = { defaults.object(forKey: key).flatMap(decode) ?? value }
    write = { newValue in defaults.set(encode(newValue), forKey: key) }
  }

  init(plain key: String, store: UserDefaults?, default value: Value) {
    self.init(key, store: store, default: value, decode: { $0 as? Value }, encode: { $0 })
  }
}

extension AppStorage where Value == Bool {
  public init(wrappedValue: Bool, _ key: String, store: UserDefaults? = nil) { self.init(plain: key, store: store, default: wrappedValue) }
}

extension AppStorage where Value == Int {
  public init(wrappedValue: Int, _ key: String, store: UserDefaults? = nil) { self.init(plain: key, store: store, default: wrappedValue) }
}

extension AppStorage where Value == Double {
  public init(wrappedValue: Double, _ key: String, store: UserDefaults? = nil) { self.init(plain: key, store: store, default: wrappedValue) }
}

extension AppStorage where Value == String {
  public init(wrappedValue: String, _ key: String, store: UserDefaults? = nil) { self.init(plain: key, store: store, default: wrappedValue) }
}

extension AppStorage where Value == Data {
  public init(wrappedValue: Data, _ key: String, store: UserDefaults? = nil) { self.init(plain: key, store: store, default: wrappedValue) }
}

extension AppStorage where Value == URL {
  public init(wrappedValue: URL, _ key: String, store: UserDefaults? = nil) {
    self.init(key, store: store, default: wrappedValue, decode: { ($0 as? String).flatMap(URL.init(string:)) }, encode: { $0.absoluteString })
  }
}

extension AppStorage {
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
    self.init(key, store: store, default: wrappedValue, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key, store: store, default: wrappedValue, decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key, store: store, default: nil, decode: { $0 as? String }, encode: { $0 })
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key, store: store, default: nil, decode: { $0 as? Int }, encode: { $0 })
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key, store: store, default: nil, decode: { $0 as? Double }, encode: { $0 })
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key, store: store, default: nil, decode: { $0 as? Bool }, encode: { $0 })
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key, store: store, default: nil, decode: { $0 as? Data }, encode: { $0 })
  }
}
