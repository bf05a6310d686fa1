import Foundation
import HostProtocol
import Synchronization
import Testing

@testable import Conformance
@testable import HostEngine

/// Many visits from several concurrent clients against good and broken extensions, through one
/// daemon. `SOAK_VISITS=5000 swift test --filter DaemonSoak` is the long run; CI runs a short one.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct DaemonSoakEndToEndTests {
  @Test func theDaemonStaysFlatUnderAbuse() async throws {
    let visits = Int(ProcessInfo.processInfo.environment["SOAK_VISITS"] ?? "") ?? 240
    let clients = 4
    let daemon = try await DaemonProcess(["--max-crashes", "3", "--max-strikes", "3"])
    let good = try ManifestFixture()
    let crashing = try ManifestFixture(action: faulty("CrashesOnPress"))
    let twice = try ManifestFixture(action: faulty("CompletesTwice"))
    let hanging = try ManifestFixture(action: faulty("NeverCompletes"))
    let mix = ([crashing, twice, hanging] + Array(repeating: good, count: 7)).map(\.directory)
    let socket = daemon.socket
    let pid = daemon.pid

    // Minutes of blocking clients: on threads of their own, never the cooperative pool's.
    let (before, middle, after, outcomes) = try await offThePool { [self] in
      // Warm up: every fixture once, so both readings count the same warm extensions.
      for directory in Set(mix) { _ = try? visit(directory, socket: socket) }
      let before = readings(pid)
      let outcomes = Mutex<[String: Int]>([:])
      var middle = before
      for (half, range) in [(0, 0..<visits / 2), (1, visits / 2..<visits)] {
        if half == 1 { middle = readings(pid) }
        let lower = range.lowerBound
        let upper = range.upperBound
        DispatchQueue.concurrentPerform(iterations: clients) { client in
          for index in stride(from: lower + client, to: upper, by: clients) {
            let outcome: String
            do {
              let report = try visit(mix[index % mix.count], socket: socket)
              outcome = report.faults.map(\.kind).sorted().first ?? "kept"
            } catch ControlClientError.daemon(let error) {
              outcome = error.code.name
            } catch {
              outcome = "unnamed: \(error)"
            }
            outcomes.withLock { $0[outcome, default: 0] += 1 }
          }
        }
      }
      return (before, middle, readings(pid), outcomes.withLock { $0 })
    }
    let counts = outcomes
    print("soak: \(visits) visits from \(clients) clients: \(counts.sorted { $0.key < $1.key })")
    print("soak: daemon before \(before), halfway \(middle), after \(after)")

    #expect(counts.values.reduce(0, +) == visits, "every visit got an answer or a named error")
    #expect(!counts.keys.contains { $0.hasPrefix("unnamed") })
    #expect(counts["extension quarantined", default: 0] > 0)
    #expect(daemon.zombieChildren().isEmpty)
    #expect(after.descriptors <= before.descriptors + 4, "no descriptor leak")
    #expect(after.threads <= before.threads + 4, "no thread leak")
    #expect(after.residentKilobytes <= before.residentKilobytes + 40_000, "memory stays flat")
    #expect(after.descriptors <= middle.descriptors + 4 && after.threads <= middle.threads + 4)

    var client = try ControlClient(socketPath: daemon.socket)
    let status = try client.send(DaemonStatusRequest())
    for item in status.extensions where item.name == "ShieldActionExt" {
      let isGood = item.principalClass.hasSuffix("ShieldActionExtension")
      #expect(item.state == (isGood ? "running" : "quarantined"), "\(item.principalClass): \(item.state)")
      if isGood { #expect(item.restarts == 0 && item.crashes == 0, "last problem: \(item.lastProblem ?? "none")") }
    }
    #expect(await daemon.terminate() == 0)
    for fixture in [good, crashing, twice, hanging] { #expect(fixture.leftoverProcesses.isEmpty) }
  }

  private func faulty(_ name: String) -> ManifestFixture.Extension {
    ManifestFixture.Extension(principalClass: "FaultyExtensions.\(name)", executable: "FaultyExtensions")
  }

  private func visit(_ manifests: String, socket: String) throws -> VisitReport {
    var client = try ControlClient(socketPath: socket)
    return try client.send(
      DaemonVisitRequest(
        url: "social.example", app: nil, category: nil, press: "primary", manifests: manifests, policy: nil,
        products: BuildProducts.directory, shield: [], configurationTimeoutMilliseconds: 1000,
        actionTimeoutMilliseconds: 2000))  // the contract's own: a shorter one would only time out the visit
  }

  private struct Readings: CustomStringConvertible, Sendable {
    var descriptors: Int
    var threads: Int
    var residentKilobytes: Int
    var description: String { "fds \(descriptors), threads \(threads), rss \(residentKilobytes) kB" }
  }

  private func readings(_ pid: Int32) -> Readings {
    Readings(
      descriptors: ProcessReadings.openDescriptors(pid) ?? -1, threads: ProcessReadings.threads(pid) ?? -1,
      residentKilobytes: ProcessReadings.residentKilobytes(pid) ?? -1)
  }
}
