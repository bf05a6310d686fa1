import Foundation
import Testing

@testable import HostProtocol

/// `JSONOutputEncoder` and `JSONValueDecoder`, the fast path every message without its own writer
/// takes, must agree with `JSONEncoder` and `JSONDecoder`: the same JSON (compared with members
/// sorted, as `JSONEncoder` orders them by hash) and the same decoded values; and where they
/// cannot be sure to agree they decline the whole value, so `Foundation` decides.
struct GenericJSONCoderTests {
  @Test func messagesWithoutTheirOwnWriterAgreeWithFoundation() throws {
    var random = SeededRandom(seed: 21)
    for _ in 0..<150 {
      try expectAgreement(random.step())
      try expectAgreement(LogNotification(level: [.debug, .info, .error, .fault][random.int(0...3)], message: random.string()))
      try expectAgreement(
        MonitorCallbackRequest(
          callback: MonitorCallback.allCases[random.int(0...MonitorCallback.allCases.count - 1)], activity: random.string(),
          event: random.maybe { $0.string() }, now: random.double(), timeZone: random.string()))
      try expectAgreement(
        StoreWriteRequest(
          store: random.string(),
          shield: StoreShieldSettings(
            applications: random.maybe { random in (0..<random.int(0...3)).map { _ in random.token() } },
            webDomainCategories: random.maybe { StoreCategoryPolicy(kind: .specific, categories: [$0.token()], exceptions: [$0.token()]) }),
          keys: Array(StoreShieldSettings.Key.allCases.prefix(random.int(0...4)))))
      try expectAgreement(Dictionaries(byName: [random.string(): random.int(-9...9), "b": 1], byNumber: [random.int(-5...5): random.string()]))
    }
  }

  @Test func theHotMessagesAgreeThroughTheGenericPathToo() throws {
    var random = SeededRandom(seed: 5)
    for _ in 0..<150 {
      try expectAgreement(ShieldConfigurationResult(configuration: random.configuration(), isSystemDefault: random.bool()))
      try expectAgreement(HandleShieldActionRequest(action: random.action(), target: random.target()))
      try expectAgreement(ShieldConfigurationRequest(subject: random.subject(), category: random.maybe { $0.category() }))
    }
  }

  @Test func nestedContainersUsedInOrderAgree() throws {
    try expectAgreement(Nested(outer: "o", inner: 3, list: [1, 2]))
  }

  @Test(arguments: [
    Declining.date, .url, .float, .decimal, .nonFinite, .readsCodingPath, .keyTwice, .twoContainers, .superEncoder,
    .nothing, .outerAfterNested, .nestedAfterSibling,
  ])
  func whatItCannotReproduceItDeclinesWhole(_ value: Declining) {
    #expect(JSONOutputEncoder.encode(Wrapper(value: value)) == nil)
  }

  /// Decoding too: a date, URL, decimal or float field is JSONDecoder's to read (its strategies
  /// and special cases), so the tree decoder declines the whole value.
  @Test func theDecoderDeclinesWhatJSONDecoderReadsItsOwnWay() throws {
    struct HasDate: Decodable { var value: Date }
    struct HasURL: Decodable { var value: URL }
    struct HasDecimal: Decodable { var value: Decimal }
    struct HasFloat: Decodable { var value: Float }
    let number = try JSONValue.parse(Array(#"{"value":12.5}"#.utf8))
    let text = try JSONValue.parse(Array(#"{"value":"https://example.com"}"#.utf8))
    #expect(JSONValueDecoder.decode(HasDate.self, from: number) == nil)
    #expect(JSONValueDecoder.decode(HasURL.self, from: text) == nil)
    #expect(JSONValueDecoder.decode(HasDecimal.self, from: number) == nil)
    #expect(JSONValueDecoder.decode(HasFloat.self, from: number) == nil)
    #expect(try JSONDecoder().decode(HasURL.self, from: Data(#"{"value":"https://example.com"}"#.utf8)).value.host == "example.com")
  }

  @Test func aDeclinedPayloadStillTravelsThroughFoundation() throws {
    let body = try JSONRPCEncoding.notification(WithDate(date: Date(timeIntervalSinceReferenceDate: 12.5)))
    let message = try JSONRPCMessage.decode(body)
    #expect(try message.params(WithDate.self).date == Date(timeIntervalSinceReferenceDate: 12.5))
  }

  @Test(arguments: [#"{"number":1.0}"#, #"{"number":1e2}"#, #"{"number":99999999999999999999}"#])
  func anIntegerNotWrittenPlainlyIsLeftToFoundation(_ text: String) throws {
    let tree = try JSONValue.parse(Array(text.utf8))
    #expect(JSONValueDecoder.decode(Plain.self, from: tree) == nil)
  }

  @Test func aDeclineCaughtByTheTypesOwnCodeStillDeclines() throws {
    // RequestID tries an Int first and falls back to a String: on `1.0` the decline must not
    // become `.string`, which JSONDecoder would never give.
    let tree = try JSONValue.parse(Array(#"{"id":1.0}"#.utf8))
    #expect(JSONValueDecoder.decode(IdentifiedByID.self, from: tree) == nil)
    let plain = try JSONValue.parse(Array(#"{"id":"x"}"#.utf8))
    #expect(JSONValueDecoder.decode(IdentifiedByID.self, from: plain)?.id == .string("x"))
  }

  @Test func aDeclineTheTypeCatchesCannotTurnIntoADifferentValue() throws {
    // `try?` around the Int: JSONDecoder reads `1.0` as 1; the generic reader must not say nil.
    let body = Array(#"{"jsonrpc":"2.0","method":"test/lenient","params":{"number":1.0}}"#.utf8)
    #expect(JSONValueDecoder.decode(Lenient.self, from: try JSONValue.parse(Array(#"{"number":1.0}"#.utf8))) == nil)
    #expect(try JSONRPCMessage.decode(body).params(Lenient.self).number == 1)
  }

  @Test func decodingErrorsAreLeftToFoundation() throws {
    for text in [#"{"number":"1"}"#, #"{}"#, #"{"number":null}"#, #"[1]"#] {
      #expect(JSONValueDecoder.decode(Plain.self, from: try JSONValue.parse(Array(text.utf8))) == nil, "\(text)")
    }
    #expect(JSONValueDecoder.decode(Plain.self, from: try JSONValue.parse(Array(#"{"number":-7,"extra":[]}"#.utf8)))?.number == -7)
  }

  private func expectAgreement<Value: Codable & Equatable>(_ value: Value) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
    let reference = try encoder.encode(value)
    let fast = try #require(JSONOutputEncoder.encode(value), "declined \(value)")
    let resorted = try encoder.encode(JSONDecoder().decode(Value.self, from: Data(fast)))
    #expect(resorted == reference, "\(String(decoding: fast, as: UTF8.self))")
    #expect(canonical(try JSONValue.parse(fast)) == canonical(try JSONValue.parse(Array(reference))))
    let decoded = try #require(JSONValueDecoder.decode(Value.self, from: try JSONValue.parse(Array(reference))))
    #expect(decoded == value)
  }

  private func canonical(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(let members):
      .object(members.map { JSONMember(key: $0.key, value: canonical($0.value)) }.sorted { $0.key < $1.key })
    case .array(let elements): .array(elements.map(canonical))
    default: value
    }
  }
}

extension SeededRandom {
  /// An app's step as the App Switcher reads it: a screen of labels, covers and images.
  fileprivate mutating func step() -> AppStepResult {
    let views = (0..<int(0...6)).map { index in
      ViewNode(
        kind: [.view, .text, .image, .blur][int(0...3)], typeName: string(),
        frame: ViewRect(x: double(), y: double(), width: double(), height: double()), isHidden: bool(), alpha: double(),
        backgroundColor: maybe { $0.color() }, clipsToBounds: bool(), tag: index, text: maybe { $0.string() },
        fontSize: maybe { $0.double() }, textColor: maybe { $0.color() }, textAlignment: maybe { $0.string() },
        blurStyle: maybe { $0.int(-1...20) }, imageName: maybe { $0.string() }, isContentStandIn: bool())
    }
    let root = ViewNode(frame: ViewRect(x: 0, y: 0, width: 390, height: 844), children: views)
    let screen = ScreenTree(width: 390, height: 844, windows: [WindowNode(level: double(), visibleOrder: int(0...3), isKey: bool(), root: root)])
    return AppStepResult(callbacks: [string(), string()], state: string(), screen: screen, snapshot: maybe { _ in screen }, notes: [string()])
  }
}

private struct Dictionaries: Codable, Equatable {
  var byName: [String: Int]
  var byNumber: [Int: String]
}

private struct Plain: Codable, Equatable {
  var number: Int
}

/// Reads its number leniently, catching the error as real code does.
private struct Lenient: Codable, Equatable {
  var number: Int?
  enum CodingKeys: String, CodingKey { case number }
  init(from decoder: any Decoder) throws {
    number = try? decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .number)
  }
}

private struct IdentifiedByID: Codable, Equatable {
  var id: RequestID
}

private struct WithDate: RPCNotification, Equatable {
  static let method = "test/withDate"
  var date: Date
}

/// Keys and a nested container written through `nestedContainer`, in order.
private struct Nested: Codable, Equatable {
  var outer: String
  var inner: Int
  var list: [Int]

  enum CodingKeys: String, CodingKey { case outer, nested, list }
  enum InnerKeys: String, CodingKey { case inner }

  init(outer: String, inner: Int, list: [Int]) {
    self.outer = outer
    self.inner = inner
    self.list = list
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    outer = try container.decode(String.self, forKey: .outer)
    inner = try container.nestedContainer(keyedBy: InnerKeys.self, forKey: .nested).decode(Int.self, forKey: .inner)
    var elements = try container.nestedUnkeyedContainer(forKey: .list)
    var list: [Int] = []
    while !elements.isAtEnd { list.append(try elements.decode(Int.self)) }
    self.list = list
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(outer, forKey: .outer)
    var nested = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .nested)
    try nested.encode(inner, forKey: .inner)
    var elements = container.nestedUnkeyedContainer(forKey: .list)
    for element in list { try elements.encode(element) }
  }
}

private struct Wrapper: Encodable {
  var value: Declining
}

/// Values the generic writer must not write itself.
enum Declining: Encodable, Sendable, CustomTestStringConvertible {
  case date, url, float, decimal, nonFinite, readsCodingPath, keyTwice, twoContainers, superEncoder, nothing
  case outerAfterNested, nestedAfterSibling

  enum Keys: String, CodingKey { case a, b }

  var testDescription: String { "\(self)" }

  func encode(to encoder: any Encoder) throws {
    switch self {
    // Through a container, as synthesized code writes them: there `JSONEncoder` applies its
    // strategies (a `Date`'s own `encode(to:)` called directly writes a plain number either way).
    case .date:
      var container = encoder.singleValueContainer()
      try container.encode(Date(timeIntervalSince1970: 0))
    case .url:
      var container = encoder.singleValueContainer()
      try container.encode(URL(fileURLWithPath: "/tmp"))
    case .float: try Float(0.1).encode(to: encoder)
    case .decimal:
      var container = encoder.singleValueContainer()
      try container.encode(Decimal(1))
    case .nonFinite: try Double.infinity.encode(to: encoder)
    case .readsCodingPath:
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(encoder.codingPath.count, forKey: .a)
    case .keyTwice:
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(1, forKey: .a)
      try container.encode(2, forKey: .a)
    case .twoContainers:
      var first = encoder.container(keyedBy: Keys.self)
      try first.encode(1, forKey: .a)
      var second = encoder.container(keyedBy: Keys.self)
      try second.encode(2, forKey: .b)
    case .superEncoder:
      var container = encoder.container(keyedBy: Keys.self)
      try 1.encode(to: container.superEncoder())
    case .nothing: break
    case .outerAfterNested:
      var container = encoder.container(keyedBy: Keys.self)
      var nested = container.nestedUnkeyedContainer(forKey: .a)
      try nested.encode(1)
      try container.encode(2, forKey: .b)
      try nested.encode(3)
    case .nestedAfterSibling:
      var container = encoder.container(keyedBy: Keys.self)
      var first = container.nestedUnkeyedContainer(forKey: .a)
      var second = container.nestedUnkeyedContainer(forKey: .b)
      try second.encode(1)
      try first.encode(2)
    }
  }
}

extension LogNotification: Equatable {
  static func == (a: Self, b: Self) -> Bool { a.level == b.level && a.message == b.message }
}
extension MonitorCallbackRequest: Equatable {
  static func == (a: Self, b: Self) -> Bool {
    (a.callback, a.activity, a.event, a.now, a.timeZone) == (b.callback, b.activity, b.event, b.now, b.timeZone)
  }
}
extension StoreWriteRequest: Equatable {
  static func == (a: Self, b: Self) -> Bool { a.store == b.store && a.shield == b.shield && a.keys == b.keys }
}
