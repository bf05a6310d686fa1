import FoundationEssentials

/// Writes any `Encodable` straight into a ``JSONOutput``, with the members and values
/// `JSONEncoder` (`.withoutEscapingSlashes`, default strategies) would write, but no intermediate
/// tree: the fast path of every message, generated from each type's own `Codable`.
///
/// It writes as the value encodes: a container is opened when asked for and closed when its
/// value's `encode(to:)` returns or an outer container writes again. What it cannot reproduce
/// exactly it **declines** (the whole value, even when the caller's code catches the error), and
/// the caller then asks `JSONEncoder`, which decides and words any error:
/// - a non-finite `Double`, any `Float`, `Date`, `URL` and `Decimal` (strategy-dependent forms);
/// - a container used after a later sibling was opened, a second container from one encoder,
///   `superEncoder`, a key written twice into one object, a value that encodes nothing;
/// - reading `codingPath` (only error paths need it).
public enum JSONOutputEncoder {
  /// `value` as JSON bytes, or nil when it declined.
  public static func encode(_ value: some Encodable) -> [UInt8]? {
    var output = JSONOutput()
    return write(value, to: &output) ? output.bytes : nil
  }

  /// Appends `value` to `output`; false (and `output` unusable) when it declined.
  public static func write(_ value: some Encodable, to output: inout JSONOutput) -> Bool {
    let state = EncodingState(output: output)
    state.encode(value)
    state.closeFrames(above: 0)
    output = state.output
    return !state.declined && !output.failed
  }
}

/// The output and the open containers, shared by every encoder and container of one value.
private final class EncodingState {
  var output: JSONOutput
  var declined = false
  /// The open objects and arrays, outermost first.
  var frames: [Frame] = []
  private var nextToken = 0

  struct Frame {
    var token: Int
    var isObject: Bool
    /// The keys written so far, for objects: a key twice is declined (`JSONEncoder` keeps the last).
    var keys: [String] = []
  }

  init(output: JSONOutput) { self.output = output }

  func decline() { declined = true }

  /// Closes every container opened deeper than `depth` (their values are complete).
  func closeFrames(above depth: Int) {
    while frames.count > depth {
      let frame = frames.removeLast()
      if frame.isObject { output.endObject() } else { output.endArray() }
    }
  }

  /// Opens an object or array at the current position; its token identifies it to its container.
  func open(isObject: Bool) -> (token: Int, depth: Int) {
    nextToken += 1
    if isObject { output.beginObject() } else { output.beginArray() }
    frames.append(Frame(token: nextToken, isObject: isObject))
    return (nextToken, frames.count)
  }

  /// Whether the container at `depth` with `token` may write now: it is still open, and anything
  /// opened inside it is closed first. A container used after it was closed declines.
  func resume(token: Int, depth: Int) -> Bool {
    guard !declined, frames.count >= depth, frames[depth - 1].token == token else {
      declined = true
      return false
    }
    closeFrames(above: depth)
    return true
  }

  /// Writes a member's key into the object at `depth`.
  func key(_ key: some CodingKey, depth: Int) -> Bool {
    let name = key.stringValue
    guard !frames[depth - 1].keys.contains(name) else {
      declined = true
      return false
    }
    frames[depth - 1].keys.append(name)
    output.key(name)
    return true
  }

  /// Writes one value at the current position.
  func encode<T: Encodable>(_ value: T) {
    guard !declined else { return }
    if T.self == Data.self, let data = value as? Data {
      output.string(data.base64EncodedString())  // JSONEncoder's default data strategy
      return
    }
    if T.self == Date.self || T.self == URL.self || T.self == Decimal.self || T.self == Float.self {
      declined = true
      return
    }
    let encoder = OutputEncoder(state: self, depth: frames.count)
    do {
      try value.encode(to: encoder)
    } catch {
      declined = true
    }
    if !encoder.produced { declined = true }
  }
}

/// The encoder of one value at one position.
private final class OutputEncoder: Encoder {
  let state: EncodingState
  /// How many containers were open when the value began.
  let depth: Int
  /// Whether the value asked for its container (a second one declines).
  var produced = false

  init(state: EncodingState, depth: Int) {
    self.state = state
    self.depth = depth
  }

  var codingPath: [any CodingKey] {
    state.decline()
    return []
  }

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// Marks the value's position as taken (by a container or a single value); false, and the
  /// whole value declined, when it already was or when an outer container has moved on.
  private func begin() -> Bool {
    guard !produced, !state.declined, state.frames.count == depth else {
      state.decline()
      return false
    }
    produced = true
    return true
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    guard begin() else { return KeyedEncodingContainer(KeyedOutputContainer(state: state, token: -1, depth: 0)) }
    let (token, depth) = state.open(isObject: true)
    return KeyedEncodingContainer(KeyedOutputContainer(state: state, token: token, depth: depth))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    guard begin() else { return UnkeyedOutputContainer(state: state, token: -1, depth: 0) }
    let (token, depth) = state.open(isObject: false)
    return UnkeyedOutputContainer(state: state, token: token, depth: depth)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueOutputContainer(encoder: self)
  }

  /// For the single-value container: claims the position for one value.
  func claim() -> Bool { begin() }
}

/// A keyed container writing members of one open object.
private struct KeyedOutputContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let state: EncodingState
  let token: Int
  let depth: Int

  var codingPath: [any CodingKey] {
    state.decline()
    return []
  }

  /// Positions the output after `key`; false when the container may no longer write.
  private func member(_ key: Key) -> Bool {
    depth > 0 && state.resume(token: token, depth: depth) && state.key(key, depth: depth)
  }

  mutating func encodeNil(forKey key: Key) throws { if member(key) { state.output.null() } }
  mutating func encode(_ value: Bool, forKey key: Key) throws { if member(key) { state.output.bool(value) } }
  mutating func encode(_ value: String, forKey key: Key) throws { if member(key) { state.output.string(value) } }
  mutating func encode(_ value: Double, forKey key: Key) throws { if member(key) { state.output.double(value) } }
  mutating func encode(_ value: Float, forKey key: Key) throws { state.decline() }
  mutating func encode(_ value: Int, forKey key: Key) throws { if member(key) { state.output.int(value) } }
  mutating func encode(_ value: Int8, forKey key: Key) throws { if member(key) { state.output.integer(value) } }
  mutating func encode(_ value: Int16, forKey key: Key) throws { if member(key) { state.output.integer(value) } }
  mutating func encode(_ value: Int32, forKey key: Key) throws { if member(key) { state.output.integer(value) } }
  mutating func encode(_ value: Int64, forKey key: Key) throws { if member(key) { state.output.integer(value) } }
  mutating func encode(_ value: UInt, forKey key: Key) throws { if member(key) { state.output.integer(value) } }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { if member(key) { state.output.integer(value) } }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { if member(key) { state.output.integer(value) } }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { if member(key) { state.output.integer(value) } }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { if member(key) { state.output.integer(value) } }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { if member(key) { state.encode(value) } }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    guard member(key) else { return KeyedEncodingContainer(KeyedOutputContainer<NestedKey>(state: state, token: -1, depth: 0)) }
    let (token, depth) = state.open(isObject: true)
    return KeyedEncodingContainer(KeyedOutputContainer<NestedKey>(state: state, token: token, depth: depth))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    guard member(key) else { return UnkeyedOutputContainer(state: state, token: -1, depth: 0) }
    let (token, depth) = state.open(isObject: false)
    return UnkeyedOutputContainer(state: state, token: token, depth: depth)
  }

  mutating func superEncoder() -> any Encoder {
    state.decline()
    return OutputEncoder(state: state, depth: 0)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    state.decline()
    return OutputEncoder(state: state, depth: 0)
  }
}

/// An unkeyed container writing the elements of one open array.
private struct UnkeyedOutputContainer: UnkeyedEncodingContainer {
  let state: EncodingState
  let token: Int
  let depth: Int
  private(set) var count = 0

  init(state: EncodingState, token: Int, depth: Int) {
    self.state = state
    self.token = token
    self.depth = depth
  }

  var codingPath: [any CodingKey] {
    state.decline()
    return []
  }

  /// Positions the output for the next element; false when the container may no longer write.
  private mutating func element() -> Bool {
    guard depth > 0, state.resume(token: token, depth: depth) else { return false }
    count += 1
    return true
  }

  mutating func encodeNil() throws { if element() { state.output.null() } }
  mutating func encode(_ value: Bool) throws { if element() { state.output.bool(value) } }
  mutating func encode(_ value: String) throws { if element() { state.output.string(value) } }
  mutating func encode(_ value: Double) throws { if element() { state.output.double(value) } }
  mutating func encode(_ value: Float) throws { state.decline() }
  mutating func encode(_ value: Int) throws { if element() { state.output.int(value) } }
  mutating func encode(_ value: Int8) throws { if element() { state.output.integer(value) } }
  mutating func encode(_ value: Int16) throws { if element() { state.output.integer(value) } }
  mutating func encode(_ value: Int32) throws { if element() { state.output.integer(value) } }
  mutating func encode(_ value: Int64) throws { if element() { state.output.integer(value) } }
  mutating func encode(_ value: UInt) throws { if element() { state.output.integer(value) } }
  mutating func encode(_ value: UInt8) throws { if element() { state.output.integer(value) } }
  mutating func encode(_ value: UInt16) throws { if element() { state.output.integer(value) } }
  mutating func encode(_ value: UInt32) throws { if element() { state.output.integer(value) } }
  mutating func encode(_ value: UInt64) throws { if element() { state.output.integer(value) } }
  mutating func encode<T: Encodable>(_ value: T) throws { if element() { state.encode(value) } }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
    guard element() else { return KeyedEncodingContainer(KeyedOutputContainer<NestedKey>(state: state, token: -1, depth: 0)) }
    let (token, depth) = state.open(isObject: true)
    return KeyedEncodingContainer(KeyedOutputContainer<NestedKey>(state: state, token: token, depth: depth))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    guard element() else { return UnkeyedOutputContainer(state: state, token: -1, depth: 0) }
    let (token, depth) = state.open(isObject: false)
    return UnkeyedOutputContainer(state: state, token: token, depth: depth)
  }

  mutating func superEncoder() -> any Encoder {
    state.decline()
    return OutputEncoder(state: state, depth: 0)
  }
}

/// The single-value container of one encoder: one value at its position.
private struct SingleValueOutputContainer: SingleValueEncodingContainer {
  let encoder: OutputEncoder

  var codingPath: [any CodingKey] {
    encoder.state.decline()
    return []
  }

  private var output: JSONOutput {
    get { encoder.state.output }
    nonmutating _modify { yield &encoder.state.output }
  }

  mutating func encodeNil() throws { if encoder.claim() { output.null() } }
  mutating func encode(_ value: Bool) throws { if encoder.claim() { output.bool(value) } }
  mutating func encode(_ value: String) throws { if encoder.claim() { output.string(value) } }
  mutating func encode(_ value: Double) throws { if encoder.claim() { output.double(value) } }
  mutating func encode(_ value: Float) throws { encoder.state.decline() }
  mutating func encode(_ value: Int) throws { if encoder.claim() { output.int(value) } }
  mutating func encode(_ value: Int8) throws { if encoder.claim() { output.integer(value) } }
  mutating func encode(_ value: Int16) throws { if encoder.claim() { output.integer(value) } }
  mutating func encode(_ value: Int32) throws { if encoder.claim() { output.integer(value) } }
  mutating func encode(_ value: Int64) throws { if encoder.claim() { output.integer(value) } }
  mutating func encode(_ value: UInt) throws { if encoder.claim() { output.integer(value) } }
  mutating func encode(_ value: UInt8) throws { if encoder.claim() { output.integer(value) } }
  mutating func encode(_ value: UInt16) throws { if encoder.claim() { output.integer(value) } }
  mutating func encode(_ value: UInt32) throws { if encoder.claim() { output.integer(value) } }
  mutating func encode(_ value: UInt64) throws { if encoder.claim() { output.integer(value) } }
  mutating func encode<T: Encodable>(_ value: T) throws {
    if encoder.claim() { encoder.state.encode(value) }
  }
}
