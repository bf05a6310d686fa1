/// Combine's namespace for the publishers its operators return.
public enum Publishers {
  /// Each value transformed, as `map(_:)` makes.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
      upstream.sink { receiveValue(transform($0)) }
    }
  }

  /// The values that pass a test, as `filter(_:)` makes.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let isIncluded: (Upstream.Output) -> Bool
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
      upstream.sink { if isIncluded($0) { receiveValue($0) } }
    }
  }

  /// The values a transform does not turn into nil, as `compactMap(_:)` makes.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output?
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
      upstream.sink { if let value = transform($0) { receiveValue(value) } }
    }
  }

  /// Each value unless it equals the one before, as `removeDuplicates()` makes.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Output, Output) -> Bool
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
      var last: Output?
      return upstream.sink { value in
        defer { last = value }
        if let last, predicate(last, value) { return }
        receiveValue(value)
      }
    }
  }

  /// The values of two publishers as they come, as `merge(with:)` makes.
  public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
      let first = a.sink(receiveValue: receiveValue)
      let second = b.sink(receiveValue: receiveValue)
      return AnyCancellable {
        first.cancel()
        second.cancel()
      }
    }
  }

  /// Each value delivered through a scheduler, as `receive(on:)` makes.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let scheduler: Context
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
      upstream.sink { value in scheduler.schedule { receiveValue(value) } }
    }
  }
}

/// A publisher whose type is hidden, as Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let subscribe: (@escaping (Output) -> Void) -> AnyCancellable

  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribe = publisher.sink(receiveValue:)
  }

  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscribe(receiveValue) }
}

/// A publisher of one value, sent to each subscriber as it subscribes, as Combine's `Just`.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  public let output: Output
  public init(_ output: Output) { self.output = output }
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    receiveValue(output)
    return AnyCancellable {}
  }
}

extension Publisher {
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(a: self, b: other)
  }

  /// Delivers each value through `scheduler` (options are accepted and not read).
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
  }

  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Output: Equatable {
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}
