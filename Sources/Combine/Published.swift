/// A property that publishes its changes, as Combine's `@Published`: `$property` is a publisher
/// that sends the current value to a new subscriber and each new value as it is set.
@propertyWrapper
public struct Published<Value> {
  private let subject: CurrentValueSubject<Value, Never>

  public init(wrappedValue: Value) { subject = CurrentValueSubject(wrappedValue) }
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  public var wrappedValue: Value {
    get { subject.value }
    nonmutating set { subject.value = newValue }
  }

  /// The publisher of the property's values. Settable, as Combine's is, so that code assigning
  /// to `$property` compiles; the publisher stays the property's own.
  public var projectedValue: Publisher {
    get { Publisher(subject: subject) }
    set {}
  }

  /// The values of a `@Published` property, as `Published.Publisher`.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let subject: CurrentValueSubject<Value, Never>
    public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable { subject.sink(receiveValue: receiveValue) }
  }
}
