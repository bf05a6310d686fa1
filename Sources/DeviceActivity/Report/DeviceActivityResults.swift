/// Device activity handed out one element at a time, as DeviceActivity's `DeviceActivityResults`:
/// report code reads it with `for await`.
public struct DeviceActivityResults<Element: Sendable>: AsyncSequence, Sendable {
  private let elements: [Element]

  package init(_ elements: [Element]) { self.elements = elements }

  public func makeAsyncIterator() -> Iterator { Iterator(remaining: elements[...]) }

  /// Hands out the results in order.
  public struct Iterator: AsyncIteratorProtocol {
    var remaining: ArraySlice<Element>

    public mutating func next() async -> Element? { remaining.popFirst() }
  }
}
