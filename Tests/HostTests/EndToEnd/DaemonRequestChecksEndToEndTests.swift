import Foundation
import Glibc
import HostProtocol
import Testing

@testable import HostEngine

/// A hostile client's numbers and choices in `host/visit`: each gets an `invalidParams` answer
/// naming the member, the daemon stays up, and the extensions are never charged for them.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct DaemonRequestChecksEndToEndTests {
  /// One request sent as raw JSON text, so numbers JSON can hold but a `Double` cannot are sent as written.
  static let hostile: [(label: String, member: String, json: String)] = [
    ("2^63-1 ms", "actionTimeoutMilliseconds", #""actionTimeoutMilliseconds":9223372036854775807"#),
    ("1e300 ms", "actionTimeoutMilliseconds", #""actionTimeoutMilliseconds":1e300"#),
    ("negative", "actionTimeoutMilliseconds", #""actionTimeoutMilliseconds":-5"#),
    ("minus 1e300", "configurationTimeoutMilliseconds", #""configurationTimeoutMilliseconds":-1e300"#),
    ("zero", "configurationTimeoutMilliseconds", #""configurationTimeoutMilliseconds":0"#),
    ("over a day", "actionTimeoutMilliseconds", #""actionTimeoutMilliseconds":86400001"#),
    ("a tiny fraction", "actionTimeoutMilliseconds", #""actionTimeoutMilliseconds":1e-300"#),
    ("out of a double's range", "actionTimeoutMilliseconds", #""actionTimeoutMilliseconds":1e400"#),
    ("a string", "actionTimeoutMilliseconds", #""actionTimeoutMilliseconds":"5000""#),
    ("an unknown button", "press", #""press":"tertiary""#),
  ]

  private func send(_ members: String, to daemon: DaemonProcess, manifests: String) throws -> JSONRPCMessage {
    let descriptor = try UnixSocket.connect(to: daemon.socket)
    defer { close(descriptor) }
    var fields = [#""url":"social.example""#, #""press":"primary""#, #""manifests":"\#(manifests)""#, #""shield":[]"#]
    let name = members.split(separator: ":").first.map(String.init) ?? ""
    fields.removeAll { $0.hasPrefix(name + ":") }
    fields.append(members)
    let body = #"{"jsonrpc":"2.0","id":7,"method":"host/visit","params":{"# + fields.joined(separator: ",") + "}}"
    try FrameWriter(descriptor: descriptor).write(Array(body.utf8))
    var reader = FrameReader(descriptor: descriptor, maxMessageBytes: 64 << 20)
    guard let answer = try reader.next() else { throw TestSupportError("the daemon closed the connection") }
    return try JSONRPCMessage.decode(answer)
  }

  @Test func everyBadNumberIsRefusedAndNoExtensionIsCharged() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try ManifestFixture()
    for (label, member, json) in Self.hostile {
      let answer = try send(json, to: daemon, manifests: fixture.directory)
      guard case .errorResponse(_, let error) = answer.kind else {
        Issue.record("\(label): answered \(answer.kind), not an error")
        continue
      }
      // A number no Double holds is refused while the message is read, before its params are.
      let code: JSONRPCError.Code = label == "out of a double's range" ? .parseError : .invalidParams
      #expect(error.code == code, "\(label): \(error)")
      #expect(!error.message.contains("not valid JSON"), "\(label): \(error.message)")
      #expect(error.message.contains(member), "\(label): \(error.message)")
    }
    let visit = try await HostRun.run(["visit", "social.example", "--socket", daemon.socket] + fixture.arguments)
    #expect(visit.exitCode == 0, "the daemon still serves: \(visit.stdout)\(visit.stderr)")
    let status = try await daemon.client(["status", "--format", "json"]).report()
    for item in status["extensions"] as? [[String: Any]] ?? [] {
      #expect(item["state"] as? String == "running")
      #expect(item["restarts"] as? Int == 0, "no extension was charged for the client's numbers")
    }
    #expect(await daemon.terminate() == 0)
  }

  /// One raw request of `method` with `params` (JSON text), and its answer.
  private func call(_ method: String, _ params: String, on daemon: DaemonProcess) throws -> JSONRPCMessage {
    let descriptor = try UnixSocket.connect(to: daemon.socket)
    defer { close(descriptor) }
    let body = #"{"jsonrpc":"2.0","id":9,"method":""# + method + #"","params":"# + params + "}"
    try FrameWriter(descriptor: descriptor).write(Array(body.utf8))
    var reader = FrameReader(descriptor: descriptor, maxMessageBytes: 64 << 20)
    guard let answer = try reader.next() else { throw TestSupportError("the daemon closed the connection") }
    return try JSONRPCMessage.decode(answer)
  }

  /// A NUL in a path would be cut there by every C call: `/tmp\0/x` would list `/tmp` (and each
  /// of its folders, `/tmp\0/x/<name>`, as `/tmp` again, for ever), and `ShieldPolicy.plist\0.txt`
  /// would read `ShieldPolicy.plist`. Every path member of `host/visit` and `host/monitor` with a
  /// NUL is refused, naming the member, and nothing is read.
  @Test func aPathWithANULIsRefusedInEveryPathMember() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try ManifestFixture()
    let good = fixture.directory
    let visit = #"{"url":"social.example","press":"primary","shield":[],"#
    let cases: [(member: String, method: String, params: String)] = [
      ("manifests", "host/visit", visit + #""manifests":"\#(good)\u0000/x"}"#),
      ("policy", "host/visit", visit + #""manifests":"\#(good)","policy":"\#(good)/ShieldPolicy.plist\u0000.txt"}"#),
      ("products", "host/visit", visit + #""manifests":"\#(good)","products":"\#(BuildProducts.directory)\u0000/x"}"#),
      (
        "manifests", "host/monitor",
        #"{"manifests":"\#(good)\u0000/x","callbacks":[{"callback":"intervalDidStart","activity":"bedtime"}]}"#
      ),
      (
        "products", "host/monitor",
        #"{"manifests":"\#(good)","products":"\#(BuildProducts.directory)\u0000/x","callbacks":[{"callback":"intervalDidStart","activity":"bedtime"}]}"#
      ),
    ]
    for (member, method, params) in cases {
      let answer = try call(method, params, on: daemon)
      guard case .errorResponse(_, let error) = answer.kind else {
        Issue.record("\(method) \(member): answered \(answer.kind), not an error")
        continue
      }
      #expect(error.code == .invalidParams, "\(method) \(member): \(error)")
      #expect(error.message.contains("\(member) contains a NUL"), "\(method) \(member): \(error.message)")
      #expect(error.message.contains("\\0"), "the NUL is shown escaped: \(error.message)")
    }
    let status = try await daemon.client(["status", "--format", "json"]).report()
    #expect(status["visitsInFlight"] as? Int == 0, "no visit is left running: \(status)")
    #expect(await daemon.terminate() == 0)
  }

  @Test func aJavaScriptURLIsRefusedAsAVisitTarget() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try ManifestFixture()
    let answer = try send(#""url":"javascript:alert(1)""#, to: daemon, manifests: fixture.directory)
    guard case .errorResponse(_, let error) = answer.kind else {
      Issue.record("answered \(answer.kind), not an error")
      return
    }
    #expect(error.code == .invalidParams)
    #expect(error.message.contains("javascript:"), "\(error.message)")
    let direct = try await HostRun.run(["visit", "javascript:alert(1)"] + fixture.arguments)
    #expect(direct.exitCode == 2, "a usage error: \(direct.stdout)\(direct.stderr)")
    #expect(direct.stderr.contains("is a URL of scheme javascript:, not a web address"), "\(direct.stderr)")
    #expect(await daemon.terminate() == 0)
  }
}
