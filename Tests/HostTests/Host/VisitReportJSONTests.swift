import Foundation
import HostProtocol
import Testing

@testable import HostEngine
@testable import ManifestLint

/// The report travels from the daemon to `visit --connect` by the fast JSON paths; they must
/// carry exactly what `Codable` carries.
struct VisitReportJSONTests {
  @Test func theFastPathsCarryWhatCodableCarries() throws {
    var random = SeededRandom(seed: 5)
    for _ in 0..<50 {
      let report = sampleReport(&random)
      let reference = try sorted(report)
      let fast = try #require(report.fastJSON())
      #expect(try sorted(JSONDecoder().decode(VisitReport.self, from: Data(fast))) == reference)
      let decoded = try #require(VisitReport(json: try HostProtocol.JSONValue.parse(Array(JSONEncoder().encode(report)))))
      #expect(try sorted(decoded) == reference)
    }
  }

  @Test func theDaemonsAnswerDecodesOnTheClient() throws {
    var random = SeededRandom(seed: 9)
    let report = sampleReport(&random)
    let body = try JSONRPCEncoding.response(report, id: .number(3))
    let decoded = try JSONRPCMessage.decode(body).result(VisitReport.self)
    #expect(try sorted(decoded) == sorted(report))
  }

  private func sorted(_ report: VisitReport) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(report), as: UTF8.self)
  }

  private func sampleReport(_ random: inout SeededRandom) -> VisitReport {
    var report = VisitReport(target: random.string(), decision: random.string())
    report.decisionAfterAnswer = random.maybe { $0.string() }
    report.category = random.maybe { $0.string() }
    report.frames = (0..<random.int(0...2)).map { _ in
      VisitReport.Frame(
        reason: random.string(), overload: random.maybe { $0.string() },
        configuration: random.maybe { $0.configuration() }, isSystemDefault: random.bool(),
        fallbackReason: random.maybe { $0.string() })
    }
    report.pressed = random.maybe { $0.string() }
    report.pressNotOffered = random.maybe {
      PressNotOffered(
        press: $0.string(), shieldShows: $0.string(), failedConfiguration: $0.maybe { $0.string() },
        noConfigurationExtension: $0.bool())
    }
    report.actionOverload = random.maybe { $0.string() }
    report.response = random.maybe { $0.string() }
    report.answeredBySystem = random.bool()
    report.outcome = random.string()
    report.faults = (0..<random.int(0...2)).map { _ in
      VisitReport.Fault(extension: random.string(), kind: random.string(), detail: random.string(), isViolation: random.bool())
    }
    report.notes = (0..<random.int(0...2)).map { _ in random.string() }
    report.timedOut = (0..<random.int(0...2)).map { _ in random.string() }
    report.sharedState = random.maybe {
      VisitReport.SharedState(directory: $0.maybe { $0.string() }, seeded: [$0.string()], storeChanges: [$0.string()])
    }
    report.logs = [random.string(): [random.string(), random.string()]]
    report.extensionExits = [random.string(): random.string(), "ShieldActionExt": "exited with status 0"]
    report.totalMilliseconds = random.double()
    let message = Array(#"{"jsonrpc":"2.0","id":1,"result":{"a":"\"b\\"}}"#.utf8)
    report.transcript = [
      TranscriptEntry(milliseconds: random.double(), extension: random.string(), channel: .sent, message: message),
      TranscriptEntry(milliseconds: random.double(), extension: random.string(), channel: .event, text: random.string()),
    ]
    return report
  }
}

struct DaemonVisitRequestJSONTests {
  @Test func theFastPathsCarryWhatCodableCarries() throws {
    var random = SeededRandom(seed: 13)
    for _ in 0..<100 {
      let request = DaemonVisitRequest(
        url: random.maybe { $0.string() }, app: random.maybe { $0.string() }, category: random.maybe { $0.string() },
        press: random.string(), manifests: random.string(), policy: random.maybe { $0.string() },
        products: random.maybe { $0.string() }, shield: [random.string(), random.string()],
        configurationTimeoutMilliseconds: random.maybe { $0.double() }, actionTimeoutMilliseconds: random.maybe { $0.double() })
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let reference = try encoder.encode(request)
      let fast = try #require(request.fastJSON())
      #expect(try encoder.encode(JSONDecoder().decode(DaemonVisitRequest.self, from: Data(fast))) == reference)
      let decoded = try #require(DaemonVisitRequest(json: try HostProtocol.JSONValue.parse(Array(reference))))
      #expect(try encoder.encode(decoded) == reference)
    }
  }
}
