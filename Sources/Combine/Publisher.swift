/// Something that sends values to the closures that subscribe to it, as Combine's `Publisher`
/// (here: `sink` only).
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
  /// Subscribes `receiveValue` to every value sent from now on; the subscription lasts as long
  /// as the returned `AnyCancellable`.
  func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher {
  /// Subscribes `receiveValue`; a subject here never completes, so `receiveCompletion` is kept
  /// and never called.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    sink(receiveValue: receiveValue)
  }

  /// Assigns each value to `object`'s property at `keyPath`.
  public func assign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    sink { [weak object] value in object?[keyPath: keyPath] = value }
  }
}

/// Combine's namespace for subscriber types: how a publisher ended.
public enum Subscribers {
  /// How a publisher ended, as Combine's `Subscribers.Completion`.
  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }
}

/// The closures subscribed to one publisher, in the order they subscribed.
final class SubscriberList<Value> {
  private var closures: [(id: Int, receive: (Value) -> Void)] = []
  private var lastID = 0

  func add(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
    lastID += 1
    let id = lastID
    closures.append((id, receive))
    return AnyCancellable { [weak self] in self?.closures.removeAll { $0.id == id } }
  }

  /// Calls every closure subscribed when the value is sent (one subscribed by a closure runs from
  /// the next value on).
  func send(_ value: Value) {
    for closure in closures.map(\.receive) { closure(value) }
  }
}

/// A subscription, cancelled when cancelled or released, as Combine's `AnyCancellable`.
public final class AnyCancellable: Hashable {
  private var cancelling: (() -> Void)?

  public init(_ cancel: @escaping () -> Void) { cancelling = cancel }

  /// Ends the subscription; later calls do nothing.
  public func cancel() {
    let cancel = cancelling
    cancelling = nil
    cancel?()
  }

  deinit { cancel() }

  /// Keeps the subscription in `set` (it lasts as long as the set holds it).
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  /// Keeps the subscription in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A publisher code sends values through, as Combine's `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
  private let subscribers = SubscriberList<Output>()
  public init() {}
  public func send(_ value: Output) { subscribers.send(value) }
  public func send(completion: Subscribers.Completion<Failure>) {}
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscribers.add(receiveValue) }
}

extension PassthroughSubject where Output == Void {
  public func send() { send(()) }
}

/// A publisher that holds its latest value and sends it to each new subscriber, as Combine's
/// `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
  private let subscribers = SubscriberList<Output>()

  /// The latest value; setting it sends it.
  public var value: Output {
    didSet { subscribers.send(value) }
  }

  public init(_ value: Output) { self.value = value }

  public func send(_ value: Output) { self.value = value }

  public func send(completion: Subscribers.Completion<Failure>) {}

  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    let subscription = subscribers.add(receiveValue)
    receiveValue(value)
    return subscription
  }
}
