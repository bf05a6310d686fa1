import Foundation
import Testing

@testable import HostProtocol

/// The fast JSON paths must agree with `Codable`: the same JSON (members, numbers written the same
/// way, strings escaped the same way; `JSONEncoder` orders members by hash, so order is not
/// compared) and the same decoded values, on generated messages full of awkward strings and numbers.
struct FastJSONAgreementTests {
  @Test func configurationResultsAgreeWithCodable() throws {
    var random = SeededRandom(seed: 7)
    for _ in 0..<300 {
      try expectAgreement(ShieldConfigurationResult(configuration: random.configuration(), isSystemDefault: random.bool()))
    }
  }

  @Test func requestsAndResultsAgreeWithCodable() throws {
    var random = SeededRandom(seed: 11)
    for _ in 0..<200 {
      try expectAgreement(ShieldConfigurationRequest(subject: random.subject(), category: random.maybe { $0.category() }))
      try expectAgreement(HandleShieldActionRequest(action: random.action(), target: random.target()))
      try expectAgreement(HandleShieldActionResult(response: ShieldActionResponse(rawValue: random.int(-3...9)), isSystemDefault: random.bool()))
      try expectAgreement(
        InitializeRequest(
          protocolVersion: random.int(-1...3), extensionPoint: random.string(), principalClass: random.string(),
          limits: HostLimits(maxMessageBytes: random.int(0...1 << 30), requestTimeoutMilliseconds: random.int(0...100_000))))
      try expectAgreement(InitializeResult(protocolVersion: 1, principalClass: random.string(), methods: [random.string(), random.string()]))
      try expectAgreement(CancelRequestNotification(id: random.bool() ? .number(random.int(-99...99_999)) : .string(random.string())))
    }
    try expectAgreement(EmptyResult())
    try expectAgreement(ShutdownRequest())
    try expectAgreement(ExitNotification())
    try expectAgreement(PingRequest())
  }

  @Test func viewTreesAndTheMessagesThatCarryThemAgreeWithCodable() throws {
    var random = SeededRandom(seed: 19)
    for _ in 0..<60 {
      let screen = ScreenTree(
        width: random.double(), height: random.double(),
        windows: (0..<random.int(0...2)).map { _ in
          WindowNode(level: random.double(), visibleOrder: random.int(-1...9), isKey: random.bool(), root: random.viewTree(depth: 3))
        })
      try expectAgreement(screen)
      try expectAgreement(
        AppStepResult(
          callbacks: [random.string()], state: random.string(), screen: screen, snapshot: random.maybe { _ in screen },
          notes: random.bool() ? [] : [random.string(), random.string()]))
      try expectAgreement(AppEventRequest(event: AppEvent.allCases[random.int(0...AppEvent.allCases.count - 1)]))
      try expectAgreement(
        AppLaunchRequest(
          protocolVersion: random.int(0...9), lifecycle: random.bool() ? .scenes : .appDelegate,
          sceneConfigurations: (0..<random.int(0...3)).map { _ in
            SceneConfigurationEntry(
              name: random.maybe { $0.string() }, delegateClass: random.maybe { $0.string() },
              storyboard: random.maybe { $0.string() })
          },
          mainStoryboard: random.maybe { $0.string() },
          screen: DeviceScreen(name: random.string(), width: random.double(), height: random.double())))
      let environment = WidgetEnvironment(
        redactionReasons: random.bool() ? [] : [random.string()], colorScheme: random.string(),
        isLuminanceReduced: random.bool(), renderingMode: random.maybe { $0.string() })
      try expectAgreement(
        WidgetRenderRequest(
          kind: random.string(), family: random.string(),
          source: WidgetEntrySource.allCases[random.int(0...WidgetEntrySource.allCases.count - 1)],
          entry: random.int(-3...99), environment: environment))
      try expectAgreement(WidgetRenderResult(view: random.viewTree(depth: 4), readsRedactionReasons: random.bool()))
    }
  }

  @Test func widgetKindsAndTimelinesAgreeWithCodable() throws {
    var random = SeededRandom(seed: 31)
    for _ in 0..<200 {
      let widgets = (0..<random.int(0...3)).map { _ in
        WidgetKindDescription(
          kind: random.string(), displayName: random.maybe { $0.string() }, summary: random.maybe { $0.string() },
          families: (0..<random.int(0...4)).map { _ in random.string() }, configuration: random.string())
      }
      try expectAgreement(
        WidgetKindsResult(
          entryPoint: random.string(), widgets: widgets,
          systemDrawn: random.maybe { random in (0..<random.int(0...2)).map { _ in random.string() } }))
      try expectAgreement(
        WidgetTimelineRequest(
          kind: random.string(), family: random.string(),
          source: WidgetEntrySource.allCases[random.int(0...WidgetEntrySource.allCases.count - 1)], now: random.double(),
          environmentVariants: random.maybe { random in
            (0..<random.int(0...3)).map { _ in
              WidgetEnvironment(
                redactionReasons: random.bool() ? [] : [random.string()], colorScheme: random.string(),
                isLuminanceReduced: random.bool(), showsContainerBackground: random.maybe { $0.bool() })
            }
          }))
      try expectAgreement(
        WidgetTimelineResult(
          entryDates: (0..<random.int(0...4)).map { _ in random.double() },
          policy: random.maybe { random in
            // Only WidgetKit's policies are read (`ReloadPolicyDecodingTests` has the others).
            let kind = ["atEnd", "never", "after"][random.int(0...2)]
            return WidgetReloadPolicy(kind: kind, date: kind == "after" ? random.double() : random.maybe { $0.double() })
          },
          milliseconds: random.double(), askedAt: random.maybe { $0.double() }, readsAppGroup: random.maybe { $0.bool() },
          readsAppGroupDefaults: random.maybe { $0.bool() }))
    }
    try expectAgreement(WidgetKindsRequest())
  }

  @Test func monitorMessagesAgreeWithCodable() throws {
    var random = SeededRandom(seed: 29)
    func tokens(_ random: inout SeededRandom) -> [OpaqueToken] { (0..<random.int(0...3)).map { _ in random.token() } }
    func policy(_ random: inout SeededRandom) -> StoreCategoryPolicy {
      let kinds: [StoreCategoryPolicy.Kind] = [.none, .all, .specific]
      return StoreCategoryPolicy(kind: kinds[random.int(0...2)], categories: tokens(&random), exceptions: tokens(&random))
    }
    for _ in 0..<200 {
      try expectAgreement(
        MonitorCallbackRequest(
          callback: MonitorCallback.allCases[random.int(0...MonitorCallback.allCases.count - 1)], activity: random.string(),
          event: random.maybe { $0.string() }, now: random.double(), timeZone: random.string()))
      let shield = StoreShieldSettings(
        applications: random.maybe(tokens), webDomains: random.maybe(tokens), applicationCategories: random.maybe(policy),
        webDomainCategories: random.maybe(policy))
      try expectAgreement(shield)
      let keys = StoreShieldSettings.Key.allCases.filter { _ in random.bool() }
      try expectAgreement(StoreWriteRequest(store: random.string(), shield: shield, keys: keys))
      try expectAgreement(WidgetReloadNotification(kind: random.maybe { $0.string() }))
    }
    try expectAgreement(MonitoredActivitiesRequest())
  }

  /// The activities a monitor looks up are read fast as `Codable` reads them; a schedule whose
  /// components carry a calendar or a time zone is left to `Codable`, which still reads it.
  @Test func monitoredActivitiesAreReadAsCodableReadsThem() throws {
    var random = SeededRandom(seed: 31)
    func components(_ random: inout SeededRandom) -> DateComponents {
      var components = DateComponents()
      if random.bool() { components.hour = random.int(0...23) }
      if random.bool() { components.minute = random.int(0...59) }
      if random.bool() { components.second = random.int(0...59) }
      if random.bool() { components.weekday = random.int(1...7) }
      if random.bool() { components.day = random.int(1...31) }
      if random.bool() { components.nanosecond = random.int(0...999) }
      if random.bool() { components.isLeapMonth = random.bool() }
      return components
    }
    func event(_ random: inout SeededRandom) -> ActivityEventRule {
      ActivityEventRule(
        applications: [random.token()], categories: random.bool() ? [] : [random.token(), random.token()],
        webDomains: [], threshold: components(&random), includesPastActivity: random.bool())
    }
    for _ in 0..<100 {
      let registrations = (0..<random.int(0...3)).map { _ in
        ActivityRegistration(
          activity: random.string(),
          schedule: ActivityScheduleRule(
            intervalStart: components(&random), intervalEnd: components(&random), repeats: random.bool(),
            warningTime: random.maybe(components)),
          events: Dictionary((0..<random.int(0...3)).map { _ in (random.string(), event(&random)) }) { first, _ in first })
      }
      let result = MonitoredActivitiesResult(registrations: registrations)
      #expect(MonitoredActivitiesResult(json: try JSONValue.parse(reference(result))) == result)
    }
    var zoned = DateComponents(hour: 9)
    zoned.timeZone = TimeZone(identifier: "Europe/Paris")
    let result = MonitoredActivitiesResult(registrations: [
      ActivityRegistration(
        activity: "daily",
        schedule: ActivityScheduleRule(intervalStart: zoned, intervalEnd: DateComponents(hour: 10), repeats: true, warningTime: nil),
        events: [:])
    ])
    #expect(MonitoredActivitiesResult(json: try JSONValue.parse(reference(result))) == nil)
    let answer = try JSONRPCMessage.decode(JSONRPCEncoding.response(result, id: .number(1)))
    #expect(try answer.result(MonitoredActivitiesResult.self) == result)
  }

  @Test func aViewTreeAsDeepAsTheParserAllowsIsReadAndADeeperOneIsRefusedBeforeReading() throws {
    // A node is two levels of JSON (its object and its children array): the fast reader recurses
    // no deeper than the parser's bound, which a hostile extension cannot lift.
    func chain(_ depth: Int) -> ViewNode {
      var node = ViewNode(kind: .text, typeName: "Text", frame: .zero, text: "leaf")
      for level in 0..<depth { node = ViewNode(typeName: "VStack \(level)", frame: .zero, children: [node]) }
      return node
    }
    let deepest = chain(JSONValue.maxDepth / 2 - 1)
    let bytes = try #require(deepest.fastJSON())
    let read = try #require(ViewNode(json: try JSONValue.parse(bytes)))
    #expect(read == deepest)
    let tooDeep = try #require(chain(JSONValue.maxDepth / 2 + 1).fastJSON())
    #expect(throws: JSONParseError.self) { try JSONValue.parse(tooDeep) }
  }

  @Test func aViewTreeOfAnUnknownKindIsLeftToCodableWhichRefusesIt() throws {
    var random = SeededRandom(seed: 23)
    var tree = Array(try JSONEncoder().encode(random.viewTree(depth: 1)))
    let text = String(decoding: tree, as: UTF8.self)
    let kind = try #require(text.range(of: #""kind":""#))
    tree = Array((text[..<kind.upperBound] + "hologram-" + text[kind.upperBound...]).utf8)
    #expect(ViewNode(json: try JSONValue.parse(tree)) == nil)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(ViewNode.self, from: Data(tree)) }
  }

  @Test func messageBodiesAgreeWithCodable() throws {
    var random = SeededRandom(seed: 3)
    for _ in 0..<100 {
      let id: RequestID = random.bool() ? .number(random.int(-5...1_000_000)) : .string(random.string())
      let request = HandleShieldActionRequest(action: random.action(), target: random.target())
      try expectSameJSON(JSONRPCEncoding.request(request, id: id), reference(Request(id: id, method: HandleShieldActionRequest.method, params: request)))
      let result = ShieldConfigurationResult(configuration: random.configuration(), isSystemDefault: random.bool())
      try expectSameJSON(JSONRPCEncoding.response(result, id: id), reference(Response(id: id, result: result)))
      let cancel = CancelRequestNotification(id: id)
      try expectSameJSON(JSONRPCEncoding.notification(cancel), reference(Notification(method: CancelRequestNotification.method, params: cancel)))
      let error = JSONRPCError(JSONRPCError.Code(rawValue: random.int(-32800...0)), random.string())
      let optionalID: RequestID? = random.bool() ? id : nil
      try expectSameJSON(JSONRPCEncoding.errorResponse(error, id: optionalID), reference(ErrorResponse(id: optionalID, error: error)))
    }
  }

  @Test func aNonFiniteDoubleFallsBackToTheEncodersError() {
    let color = ShieldColor(red: .nan, green: 0, blue: 0)
    #expect(color.fastJSON() == nil)
    let result = ShieldConfigurationResult(configuration: ShieldConfiguration(backgroundColor: color), isSystemDefault: false)
    #expect(throws: EncodingError.self) { try JSONRPCEncoding.response(result, id: .number(1)) }
  }

  @Test func declinedPayloadsStillDecodeOrFailAsCodableDoes() throws {
    // `1.0` as an Int and an unpadded token are left to JSONDecoder, which takes the first and refuses the second.
    let loose = Array(#"{"jsonrpc":"2.0","id":1.0,"result":{"response":1.0,"isSystemDefault":false}}"#.utf8)
    let message = try JSONRPCMessage.decode(loose)
    #expect(message.kind == .response(id: .number(1)))
    #expect(try message.result(HandleShieldActionResult.self).response == .close)
    let unpadded = Array(#"{"jsonrpc":"2.0","id":2,"method":"shield/handleAction","params":{"action":"primaryButtonPressed","target":{"webDomain":{"_0":{"data":"AQ"}}}}}"#.utf8)
    do {
      _ = try JSONRPCMessage.decode(unpadded).params(HandleShieldActionRequest.self)
      Issue.record("accepted an unpadded token")
    } catch {
      #expect(error.code == .invalidParams)
    }
  }

  @Test(arguments: [
    #"{"jsonrpc":"2.0","id":1,"method":"m","params":{}}"#, #"{"jsonrpc":"2.0","method":"m"}"#,
    #"{"jsonrpc":"2.0","id":"x","result":null}"#, #"{"jsonrpc":"2.0","id":null,"error":{"code":-1,"message":"m","data":3}}"#,
    #"{"jsonrpc":"2.0","id":3,"error":{"code":-1,"message":"m"}}"#, #"{"jsonrpc":"2.0","id":1,"method":null,"result":1}"#,
    #"{"jsonrpc":"1.0","id":1,"method":"m"}"#, #"{"id":1,"method":"m"}"#, #"{"jsonrpc":2,"id":1,"method":"m"}"#,
    #"{"jsonrpc":"2.0","id":true,"method":"m"}"#, #"{"jsonrpc":"2.0","id":1,"method":"m","result":1}"#,
    #"{"jsonrpc":"2.0","id":1}"#, #"[1]"#, #"{"jsonrpc":"2.0","id":1,"error":{"code":"x","message":"m"}}"#,
    #"{"jsonrpc":"2.0","id":1.5,"result":1}"#, "not json", #"{"jsonrpc":"2.0","method":"m","method":"n"}"#,
    #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"x":1e400}}"#,
    #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"x":1,"x":2}}"#,
    String(repeating: "[", count: JSONValue.maxDepth + 2) + String(repeating: "]", count: JSONValue.maxDepth + 2),
  ])
  func envelopesClassifyAsCodableDoes(_ text: String) throws {
    let body = Array(text.utf8)
    let fast = Result { () throws(JSONRPCError) in try JSONRPCMessage.decode(body).kind }
    let reference = Result { () throws(JSONRPCError) in try JSONRPCMessage.decodeWithCodable(body, tree: nil).kind }
    switch (fast, reference) {
    case (.success(let a), .success(let b)): #expect(a == b)
    case (.failure(let a), .failure(let b)): #expect(a.code == b.code)
    default: Issue.record("fast \(fast) but Codable \(reference) for \(text)")
    }
  }

  @Test(arguments: [
    (#"{"jsonrpc":"2.0","id":1,"method":"m","params":{"x":1,"x":2}}"#, "the key 'x' appears twice"),
    (#"{"jsonrpc":"2.0","id":1,"method":"m","params":{"timeout":1e400}}"#, "1e400 for 'timeout' is beyond"),
  ])
  func everyReaderRefusesADuplicateKeyOrAnOutOfRangeNumberSayingWhich(_ text: String, _ expected: String) throws {
    let body = Array(text.utf8)
    let fast = try #require(throws: JSONRPCError.self) { try JSONRPCMessage.decode(body) }
    let reference = try #require(throws: JSONRPCError.self) { try JSONRPCMessage.decodeWithCodable(body, tree: nil) }
    for error in [fast, reference] {
      #expect(error.code == .parseError)
      #expect(error.message.contains(expected), "\(error.message)")
      #expect(!error.message.contains("not valid JSON"))
    }
  }

  private func expectAgreement<Value: Codable & Equatable & FastJSONEncodable & FastJSONDecodable>(_ value: Value) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    let expected = Array(try encoder.encode(value))
    let fast = try #require(value.fastJSON())
    try expectSameJSON(fast, expected)
    let decoded = try #require(Value(json: try JSONValue.parse(expected)))
    #expect(decoded == value)
  }

  private func expectSameJSON(_ fast: [UInt8], _ expected: [UInt8]) throws {
    let same = try canonical(JSONValue.parse(fast)) == canonical(JSONValue.parse(expected))
    #expect(same, "\(String(decoding: fast, as: UTF8.self)) != \(String(decoding: expected, as: UTF8.self))")
    // Strings are escaped as JSONEncoder escapes them: the same bytes once members are sorted.
    #expect(fast.count == expected.count)
  }

  private func canonical(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(let members):
      .object(members.map { JSONMember(key: $0.key, value: canonical($0.value)) }.sorted { $0.key < $1.key })
    case .array(let elements): .array(elements.map(canonical))
    default: value
    }
  }

  private func reference(_ value: some Encodable) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return Array(try encoder.encode(value))
  }
}

// The message shapes as `Codable` wrote them before the fast paths.
private struct Request<Params: Encodable>: Encodable {
  var jsonrpc = "2.0"
  var id: RequestID
  var method: String
  var params: Params
}

private struct Response<Result: Encodable>: Encodable {
  var jsonrpc = "2.0"
  var id: RequestID
  var result: Result
}

private struct Notification<Params: Encodable>: Encodable {
  var jsonrpc = "2.0"
  var method: String
  var params: Params
}

private struct ErrorResponse: Encodable {
  var jsonrpc = "2.0"
  var id: RequestID?
  var error: JSONRPCError
  enum CodingKeys: String, CodingKey { case jsonrpc, id, error }
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(jsonrpc, forKey: .jsonrpc)
    try container.encode(id, forKey: .id)
    try container.encode(error, forKey: .error)
  }
}

extension CancelRequestNotification: Equatable {
  static func == (a: Self, b: Self) -> Bool { a.id == b.id }
}
extension ShieldConfigurationRequest: Equatable {
  static func == (a: Self, b: Self) -> Bool { a.subject == b.subject && a.category == b.category }
}
extension HandleShieldActionRequest: Equatable {
  static func == (a: Self, b: Self) -> Bool { a.action == b.action && a.target == b.target }
}
extension InitializeRequest: Equatable {
  static func == (a: Self, b: Self) -> Bool {
    (a.protocolVersion, a.extensionPoint, a.principalClass, a.limits) == (b.protocolVersion, b.extensionPoint, b.principalClass, b.limits)
  }
}
extension ShutdownRequest: Equatable {
  static func == (a: Self, b: Self) -> Bool { true }
}
extension ExitNotification: Equatable {
  static func == (a: Self, b: Self) -> Bool { true }
}
extension PingRequest: Equatable {
  static func == (a: Self, b: Self) -> Bool { true }
}
extension AppLaunchRequest: Equatable {
  static func == (a: Self, b: Self) -> Bool {
    (a.protocolVersion, a.lifecycle, a.mainStoryboard, a.screen) == (b.protocolVersion, b.lifecycle, b.mainStoryboard, b.screen)
      && a.sceneConfigurations == b.sceneConfigurations
  }
}
extension AppEventRequest: Equatable {
  static func == (a: Self, b: Self) -> Bool { a.event == b.event }
}
extension WidgetRenderRequest: Equatable {
  static func == (a: Self, b: Self) -> Bool {
    (a.kind, a.family, a.source, a.entry) == (b.kind, b.family, b.source, b.entry) && a.environment == b.environment
  }
}
extension WidgetKindsRequest: Equatable {
  static func == (a: Self, b: Self) -> Bool { true }
}
extension WidgetTimelineRequest: Equatable {
  static func == (a: Self, b: Self) -> Bool { (a.kind, a.family, a.source, a.now) == (b.kind, b.family, b.source, b.now) }
}
extension WidgetReloadNotification: Equatable {
  static func == (a: Self, b: Self) -> Bool { a.kind == b.kind }
}
extension MonitoredActivitiesRequest: Equatable {
  static func == (a: Self, b: Self) -> Bool { true }
}
