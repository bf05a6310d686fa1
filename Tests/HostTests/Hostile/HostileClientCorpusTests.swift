import Foundation
import Glibc
import HostProtocol
import Testing

/// Hostile daemon clients, generated: every member of `host/visit` given each value of the wrong
/// shape, plus hostile frames. Each request gets exactly one answer (an error naming what is wrong,
/// or, for a member whose text is legal, a report), the reply never carries a raw escape, the
/// daemon stays up and serves the next client, and no extension outlives it.
@Suite(.enabled(if: HostileCorpus.isRequested, "HOSTILE_CORPUS=1 runs it"), .serialized, .timeLimit(.minutes(5)))
struct HostileClientCorpusTests {
  static let members = [
    "url", "app", "category", "press", "manifests", "policy", "products", "shield", "configurationTimeoutMilliseconds",
    "actionTimeoutMilliseconds",
  ]

  /// JSON values no member of `host/visit` takes as they are, or takes only as text.
  static let values: [(label: String, json: String)] = [
    ("a number", "5"), ("an array", "[1,2]"), ("null", "null"), ("an object", #"{"a":{"b":[]}}"#), ("true", "true"),
    ("an escape sequence", #""\u001b[2J\u0007""#), ("a NUL", #""a\u0000b""#), ("a climb", #""../../../etc""#),
    ("200 KB of text", "\"" + String(repeating: "x", count: 200_000) + "\""), ("an empty string", #""""#),
  ]

  struct Case {
    let label: String
    let member: String
    let json: String
  }

  static let cases: [Case] = members.flatMap { member in
    values.map { Case(label: "\(member) = \($0.label)", member: member, json: $0.json) }
  }

  /// A `host/visit` with `member` set to `json` and the other members valid, framed.
  private func request(_ item: Case, manifests: String) -> [UInt8] {
    var fields = [
      "url": #""social.example""#, "press": #""primary""#, "manifests": "\"\(manifests)\"", "shield": "[]",
    ]
    fields[item.member] = item.json
    if item.member == "app" { fields["url"] = nil }
    let params = fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",")
    return DaemonHostileRequestEndToEndTests.frame(#"{"jsonrpc":"2.0","id":7,"method":"host/visit","params":{"# + params + "}}")
  }

  @Test func everyHostileRequestGetsOneNamedAnswerAndTheDaemonStaysUp() async throws {
    signal(SIGPIPE, SIG_IGN)
    let daemon = try await DaemonProcess()
    let fixture = try ManifestFixture()
    var handled = 0
    for item in Self.cases {
      let reply = try DaemonHostileRequestEndToEndTests.deliver(request(item, manifests: fixture.directory), to: daemon.socket, timeout: 30)
      var decoder = FrameDecoder(maxMessageBytes: 64 << 20)
      decoder.append(reply)
      var answers: [JSONRPCMessage] = []
      while let body = try? decoder.next(), let message = try? JSONRPCMessage.decode(body) { answers.append(message) }
      var named = false
      if answers.count == 1, let answer = answers.first, answer.id == .number(7) {
        switch answer.kind {
        case .errorResponse(_, let error): named = !error.message.isEmpty
        case .response: named = true  // a member whose text is legal: the visit ran and reported
        default: named = false
        }
      }
      let text = String(decoding: reply, as: UTF8.self)
      let clean = !text.contains("\u{1B}") && !text.contains("\u{7}")
      let alive = !daemon.process.reap()
      #expect(named, "\(item.label): \(answers.count) answers: \(text.prefix(300))")
      #expect(clean, "\(item.label): the reply carries a raw control character")
      #expect(alive, "\(item.label): the daemon died: \(daemon.log.suffix(1500))")
      guard alive else { break }
      if named && clean { handled += 1 }
    }
    let status = try await daemon.client(["status", "--format", "json"])
    #expect(status.exitCode == 0, "the daemon serves after the corpus: \(status.stderr)")
    HostileCorpus.report("hostile daemon clients", tried: Self.cases.count, handled: handled)
    #expect(await daemon.terminate() == 0)
    #expect(fixture.leftoverProcesses.isEmpty)
  }
}
