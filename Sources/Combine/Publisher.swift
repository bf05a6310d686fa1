import Foundation

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

/// The closures subscribed to one publisher.
final class SubscriberList<Value>: @unchecked Sendable {
  // @unchecked: `closures` and `next` are read and written under `lock` only.
  private let lock = NSLock()
  private var closures: [(id: Int, receive: (Value) -> Void)] = []
  private var next = 0

  init() {}

  func add(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
    let id = lock.withLock {
      next += 1
      closures.append((next, receive))
      return next
    }
    return AnyCancellable { [weak self] in self?.remove(id) }
  }

  private func remove(_ id: Int) { lock.withLock { closures.removeAll { $0.id == id } } }

  func send(_ value: Value) {
    for closure in lock.withLock({ closures.map(\.receive) }) { closure(value) }
  }
}

/// A subscription, cancelled when cancelled or released, as Combine's `AnyCancellable`.
public final class AnyCancellable: Hashable, @unchecked Sendable {
  // @unchecked: `cancelling` is taken under `lock` only, so it runs once.
  private let lock = NSLock()
  private var cancelling: (() -> Void)?

  public init(_ cancel: @escaping () -> Void) { cancelling = cancel }

  /// Ends the subscription; later calls do nothing.
  public func cancel() {
    let taken = lock.withLock { () -> (() -> Void)? in
      defer { cancelling = nil }
      return cancelling
    }
    taken?()
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
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
  // @unchecked: subscribers are kept under `Subscribers`' lock.
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
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
  // @unchecked: `current` is read and written under `lock` only; subscribers under their own.
  private let lock = NSLock()
  private var current: Output
  private let subscribers = SubscriberList<Output>()

  public init(_ value: Output) { current = value }

  /// The latest value; setting it sends it.
  public var value: Output {
    get { lock.withLock { current } }
    set { send(newValue) }
  }

  public func send(_ value: Output) {
    lock.withLock { current = value }
    subscribers.send(value)
  }

  public func send(completion: Subscribers.Completion<Failure>) {}

  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    let subscription = subscribers.add(receiveValue)
    receiveValue(value)
    return subscription
  }
}
