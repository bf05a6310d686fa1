/// A byte-level reader for XML property lists that records where every node and key starts.
///
/// It accepts what CoreFoundation accepts (`<?xml?>`, comments, `<!DOCTYPE plist …>` without an
/// internal subset, CDATA, the five predefined entities and numeric character references, empty
/// `<string/>`, `<dict/>`, `<array/>`, `<key/>`, hex integers, `nan`/`inf` reals, a bare root
/// object without `<plist>`) and refuses internal DTD subsets and entity declarations. Nesting is
/// tracked with an explicit stack, so depth is bounded by `PlistLimits.maximumDepth`, never by
/// the thread's stack.
struct XMLPlistParser {
  let bytes: UnsafeBufferPointer<UInt8>
  let limits: PlistLimits
  var position = 0
  var locator: LineLocator
  var comments: [PlistComment] = []
  var nodeCount = 0
  var keyPaths: KeyPathBudget

  init(bytes: UnsafeBufferPointer<UInt8>, path: String, limits: PlistLimits) {
    self.bytes = bytes
    self.limits = limits
    self.locator = LineLocator(path: path)
    self.keyPaths = KeyPathBudget(limits: limits)
  }

  /// A container being filled while its children are read.
  private struct Frame {
    let isDictionary: Bool
    let location: SourceLocation
    let keyPath: String
    var items: [PlistNode] = []
    var entries: [PlistEntry] = []
    var pendingKey: String?
    var pendingKeyLocation: SourceLocation?
  }

  /// Reads the whole document and returns its root object.
  mutating func parseDocument() throws(PlistError) -> PlistNode {
    try skipProlog()
    guard position < bytes.count else { throw error("the file has no plist object; expected <plist> or a value") }
    let tagStart = position
    let tag = try readOpenTag()
    if tag.kind == .plist {
      if tag.isEmpty { throw error("<plist/> is empty; expected one object inside <plist>", at: tagStart) }
      try skipMisc()
      if matches("</plist") {
        throw error("<plist> is empty; expected one object inside it", at: position)
      }
      let root = try parseObject()
      try skipMisc()
      if !matches("</") && position < bytes.count {
        throw error("a plist can hold only one object; expected </plist>", at: position)
      }
      try expectCloseTag("plist", openedAt: tagStart)
      try skipTrailer()
      return root
    }
    position = tagStart
    let root = try parseObject()
    try skipTrailer()
    return root
  }

  /// Reads one object (a scalar or a whole container tree) at `position`.
  private mutating func parseObject() throws(PlistError) -> PlistNode {
    var stack: [Frame] = []
    while true {
      try skipMisc()
      guard position < bytes.count else {
        let open = stack.last.map { $0.isDictionary ? "</dict>" : "</array>" } ?? "a value"
        throw error("unexpected end of file; expected \(open)")
      }
      let tagStart = position
      if matches("</") {
        guard let frame = stack.last else { throw error("unexpected \(describeHere()); expected a value") }
        let name = frame.isDictionary ? "dict" : "array"
        if let key = frame.pendingKey {
          throw error("the key '\(key)' has no value; expected a value before </\(name)>", at: tagStart)
        }
        try expectCloseTag(name, openedAt: nil, frameLocation: frame.location)
        stack.removeLast()
        let value: PlistValue = frame.isDictionary ? .dictionary(frame.entries) : .array(frame.items)
        let node = PlistNode(value: value, location: frame.location, keyPath: frame.keyPath)
        if let result = deliver(node, to: &stack) { return result }
        continue
      }
      if matches("<!") {
        if matches("<!ENTITY") || matches("<!DOCTYPE") || matches("<!ELEMENT") || matches("<!ATTLIST") {
          throw unsafe("DTD declarations are refused inside a plist", at: position)
        }
        throw error("unexpected \(describeHere()); expected a value")
      }
      guard bytes[position] == UInt8(ascii: "<") else {
        let expected = stack.last.map { $0.isDictionary && $0.pendingKey == nil ? "<key>" : "a value" } ?? "a value"
        throw error("unexpected \(describeHere()); expected \(expected)")
      }
      let tag = try readOpenTag()
      let location = locator.location(at: tagStart, in: bytes)
      if let top = stack.last, top.isDictionary, top.pendingKey == nil {
        guard tag.kind == .key else {
          throw error("found <\(tag.name)> where a <key> was expected inside <dict>", at: tagStart)
        }
        let key = tag.isEmpty ? "" : try readText(closing: "key", openedAt: tagStart)
        stack[stack.count - 1].pendingKey = key
        stack[stack.count - 1].pendingKeyLocation = location
        continue
      }
      try countNode(at: tagStart)
      let keyPath = try childKeyPath(of: stack.last, at: location)
      switch tag.kind {
      case .dict, .array:
        let isDictionary = tag.kind == .dict
        if tag.isEmpty {
          let node = PlistNode(value: isDictionary ? .dictionary([]) : .array([]), location: location, keyPath: keyPath)
          if let result = deliver(node, to: &stack) { return result }
        } else {
          guard stack.count < limits.maximumDepth else {
            throw PlistError(
              location: location,
              reason: "nesting is deeper than \(limits.maximumDepth) levels",
              kind: .unsafe
            )
          }
          stack.append(Frame(isDictionary: isDictionary, location: location, keyPath: keyPath))
        }
      default:
        let value = try parseScalar(tag, at: tagStart)
        if let result = deliver(PlistNode(value: value, location: location, keyPath: keyPath), to: &stack) {
          return result
        }
      }
    }
  }

  /// Adds a finished node to the open container; returns it when it is the whole object.
  private func deliver(_ node: PlistNode, to stack: inout [Frame]) -> PlistNode? {
    guard !stack.isEmpty else { return node }
    let top = stack.count - 1
    if stack[top].isDictionary {
      let key = stack[top].pendingKey ?? ""
      let keyLocation = stack[top].pendingKeyLocation ?? node.location
      stack[top].entries.append(PlistEntry(key: key, keyLocation: keyLocation, value: node))
      stack[top].pendingKey = nil
      stack[top].pendingKeyLocation = nil
    } else {
      stack[top].items.append(node)
    }
    return nil
  }

  /// The key path of the next node in `frame`, charged to the document's budget; an error is
  /// placed at the key (or, in an array, at the item at `location`).
  private mutating func childKeyPath(of frame: Frame?, at location: SourceLocation) throws(PlistError) -> String {
    guard let frame else { return "" }
    let component = frame.isDictionary ? (frame.pendingKey ?? "") : String(frame.items.count)
    return try keyPaths.path(frame.keyPath, component, at: frame.isDictionary ? frame.pendingKeyLocation ?? location : location)
  }

  private mutating func countNode(at offset: Int) throws(PlistError) {
    nodeCount += 1
    if nodeCount > limits.maximumNodeCount {
      throw PlistError(
        location: locator.location(at: offset, in: bytes),
        reason: "the plist has more than \(limits.maximumNodeCount) objects",
        kind: .unsafe
      )
    }
  }

  /// Reads the content and closing tag of a scalar element whose open tag was just read.
  private mutating func parseScalar(_ tag: OpenTag, at tagStart: Int) throws(PlistError) -> PlistValue {
    switch tag.kind {
    case .string:
      return .string(tag.isEmpty ? "" : try readText(closing: "string", openedAt: tagStart))
    case .true, .false:
      if !tag.isEmpty {
        try skipSpaces()
        try expectCloseTag(tag.name, openedAt: tagStart)
      }
      return .boolean(tag.kind == .true)
    case .integer, .real, .date, .data:
      guard !tag.isEmpty else { throw error("<\(tag.name)/> is empty; expected a value", at: tagStart) }
      let contentStart = position
      let text = try readRawContent(closing: tag.name, openedAt: tagStart)
      switch tag.kind {
      case .integer:
        guard let number = PlistScalars.integer(text[...]) else {
          throw error("'\(String(decoding: text, as: UTF8.self))' is not an integer", at: contentStart)
        }
        return .integer(number)
      case .real:
        guard let number = PlistScalars.real(text[...]) else {
          throw error("'\(String(decoding: text, as: UTF8.self))' is not a real number", at: contentStart)
        }
        return .real(number)
      case .date:
        guard let seconds = PlistScalars.date(text[...]) else {
          throw error(
            "'\(String(decoding: text, as: UTF8.self))' is not a date; expected YYYY-MM-DDTHH:MM:SSZ",
            at: contentStart
          )
        }
        return .date(seconds)
      default:
        guard let data = PlistScalars.base64(text[...], limit: limits.maximumDataSize) else {
          throw PlistError(
            location: locator.location(at: contentStart, in: bytes),
            reason: "<data> is larger than \(limits.maximumDataSize) bytes",
            kind: .unsafe
          )
        }
        return .data(data)
      }
    case .key:
      throw error("found <key> outside a <dict>; expected a value", at: tagStart)
    case .plist:
      throw error("found a nested <plist>; expected a value", at: tagStart)
    default:
      throw error(
        "unknown tag <\(tag.name)>; expected one of <dict> <array> <string> <integer> <real> <true/> <false/> <date> <data>",
        at: tagStart
      )
    }
  }

  /// A syntax error at `offset` (the current position by default).
  func error(_ reason: String, at offset: Int? = nil) -> PlistError {
    var locator = locator
    return PlistError(location: locator.location(at: offset ?? position, in: bytes), reason: reason, kind: .syntax)
  }

  /// A refusal at `offset`.
  func unsafe(_ reason: String, at offset: Int) -> PlistError {
    var locator = locator
    return PlistError(location: locator.location(at: offset, in: bytes), reason: reason, kind: .unsafe)
  }
}
