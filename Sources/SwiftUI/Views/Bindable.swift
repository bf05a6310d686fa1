public import Observation

/// Bindings to the properties of an observable object, as SwiftUI's `Bindable` (iOS 17):
/// `$model.isLocked` for a `@Bindable var model`, or `Bindable(model).isLocked`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  /// The object.
  public var wrappedValue: Value

  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(projectedValue: Bindable<Value>) { self = projectedValue }

  /// Itself, so that `$model.property` is a binding.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to one of the object's properties: reads and writes go to the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding(wrappedValue, keyPath)
  }
}
