import Foundation
import HostProtocol

/// The three JSON writers and readers side by side, in ns per message (`HostBenchmark codec`): a
/// message's own fast path (the hot messages, measured wherever the message has one), the generic ``JSONOutputEncoder`` /
/// ``JSONValueDecoder`` (every other message), and Foundation's coders (what either declines).
/// Decoding starts from a parsed tree for the first two and from bytes for Foundation, as on the wire.
enum CodecBenchmark {
  static func run(runs: Int) throws -> [String: Samples] {
    let color = ShieldColor(red: 0.11, green: 0.2, blue: 0.93, alpha: 1)
    let label = { (text: String) in ShieldLabel(text: text, color: color) }
    let configuration = ShieldConfigurationResult(
      configuration: ShieldConfiguration(
        backgroundBlurStyle: ShieldBlurStyle(rawValue: 9), backgroundColor: color, icon: ShieldIcon(systemName: "hourglass", tint: color),
        title: label("Time for a break"), subtitle: label("social.example is limited after 22:00"),
        primaryButtonLabel: label("OK"), primaryButtonBackgroundColor: color, secondaryButtonLabel: label("Ask for more time")),
      isSystemDefault: false)
    let action = HandleShieldActionRequest(action: .primaryButtonPressed, target: .webDomain(OpaqueToken(data: Data(1...8))))
    let rows = (0..<12).map { index in
      ViewNode(
        kind: .text, typeName: "UILabel", frame: ViewRect(x: 16, y: Double(index) * 44, width: 300, height: 40),
        text: "Balance row \(index): 1,234.56", fontSize: 17, textColor: color)
    }
    let screen = ScreenTree(
      width: 390, height: 844,
      windows: [WindowNode(level: 0, visibleOrder: 0, isKey: true, root: ViewNode(frame: ViewRect(x: 0, y: 0, width: 390, height: 844), children: rows))])
    let step = AppStepResult(callbacks: ["sceneDidEnterBackground(_:)"], state: "background", screen: screen, snapshot: screen, notes: [])
    var result: [String: Samples] = [:]
    try measure("configuration", configuration, runs: runs, into: &result)
    try measure("action", action, runs: runs, into: &result)
    try measure("app-step", step, runs: runs, into: &result)
    return result
  }

  private static func measure<Message: Codable>(
    _ name: String, _ message: Message, runs: Int, into result: inout [String: Samples]
  ) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    let bytes = Array(try encoder.encode(message))
    let tree = try JSONValue.parse(bytes)
    guard JSONOutputEncoder.encode(message) != nil, JSONValueDecoder.decode(Message.self, from: tree) != nil else {
      throw BenchmarkError.launchFailed("the generic coder declined \(name): nothing to measure")
    }
    var ways: [(String, () throws -> Int)] = [
      ("generic-encode", { JSONOutputEncoder.encode(message)?.count ?? 0 }),
      ("generic-decode", { JSONValueDecoder.decode(Message.self, from: tree) == nil ? 0 : 1 }),
      ("foundation-encode", { try encoder.encode(message).count }),
      ("foundation-decode", { _ = try JSONDecoder().decode(Message.self, from: Data(bytes)); return 1 }),
    ]
    if let own = message as? any FastJSONEncodable, let reader = Message.self as? any FastJSONDecodable.Type {
      ways.append(("own-encode", { own.fastJSON()?.count ?? 0 }))
      ways.append(("own-decode", { reader.init(json: tree) == nil ? 0 : 1 }))
    }
    for (way, body) in ways {
      result["\(name) \(way)"] = Samples(try nanoseconds(runs: runs, body))
    }
  }

  /// ns per call, one figure per batch of 200 calls, after one batch of warm-up.
  private static func nanoseconds(runs: Int, _ body: () throws -> Int) throws -> [Double] {
    var sink = 0
    var figures: [Double] = []
    for run in 0...runs {
      let start = ContinuousClock.now
      for _ in 0..<200 { sink &+= try body() }
      let elapsed = ContinuousClock.now - start
      if run > 0 { figures.append(elapsed / .nanoseconds(1) / 200) }
    }
    guard sink > 0 else { throw BenchmarkError.launchFailed("a coder produced nothing") }
    return figures
  }
}
