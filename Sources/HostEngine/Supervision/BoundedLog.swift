/// An append-only log that keeps only its latest entries, addressed by absolute index, so a
/// long-lived connection's transcript cannot grow without bound while readers still ask for
/// "everything since index N".
struct BoundedLog<Element: Sendable>: Sendable {
  let capacity: Int
  private(set) var elements: [Element] = []
  /// How many entries were dropped from the front.
  private(set) var dropped = 0

  init(capacity: Int) { self.capacity = max(1, capacity) }

  /// The absolute index the next entry will get.
  var endIndex: Int { dropped + elements.count }

  mutating func append(_ element: Element) {
    elements.append(element)
    if elements.count > capacity {
      let excess = elements.count - capacity * 3 / 4
      elements.removeFirst(excess)
      dropped += excess
    }
  }

  /// How many entries from absolute index `index` on were dropped.
  func dropped(since index: Int) -> Int { max(0, dropped - max(0, index)) }

  /// The entries from absolute index `index` on (those still kept).
  func since(_ index: Int) -> ArraySlice<Element> {
    elements[min(elements.count, max(0, index - dropped))...]
  }
}

/// A map that remembers only its most recent keys: enough to recognise a duplicate or late answer,
/// bounded for a daemon that serves requests for days.
struct RecentMap<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  let capacity: Int
  private var values: [Key: Value] = [:]
  private var order: [Key] = []

  init(capacity: Int) { self.capacity = max(1, capacity) }

  subscript(key: Key) -> Value? { values[key] }

  /// Forgets `key`, returning what it held. Its place in the eviction order stays until evicted,
  /// which then forgets nothing.
  mutating func removeValue(forKey key: Key) -> Value? { values.removeValue(forKey: key) }

  /// Remembers `value` for `key`, forgetting the oldest keys past the capacity.
  mutating func insert(_ value: Value, for key: Key) {
    if values.updateValue(value, forKey: key) == nil { order.append(key) }
    if order.count > capacity {
      let excess = order.count - capacity * 3 / 4
      for old in order.prefix(excess) { values[old] = nil }
      order.removeFirst(excess)
    }
  }
}
