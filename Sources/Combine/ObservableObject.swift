// The part of Combine that SwiftUI's data flow before iOS 17 uses: `ObservableObject`,
// `@Published`, subscriptions kept in `AnyCancellable`s, and the two subjects. Linux has no
// Combine; this one delivers values synchronously, on the thread that sends them, and has no
// operators (`map`, `debounce`, `receive(on:)`...). Its classes are not `Sendable`, as Combine's
// are not: a publisher and its subscriptions belong to one isolation domain (in a SwiftUI app,
// the main actor), which the compiler checks.

/// An object SwiftUI views watch, as Combine's `ObservableObject`.
public protocol ObservableObject: AnyObject {
  /// The publisher that says the object is about to change.
  associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher for the object; a view here reads the object afresh at each evaluation, so
  /// nothing needs to watch it.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Says an object will change, as Combine's `ObservableObjectPublisher`.
public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never
  private let subscribers = SubscriberList<Void>()

  public init() {}

  /// Tells every subscriber.
  public func send() { subscribers.send(()) }

  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscribers.add(receiveValue) }
}
