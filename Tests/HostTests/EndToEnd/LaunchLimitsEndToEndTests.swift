import Foundation
import Glibc
import HostProtocol
import Testing

@testable import HostEngine

/// The limits the host says it sets on an extension are the ones the extension runs under: the
/// message cap it is told (the one the host enforces on its frames), its address-space and
/// CPU-time ceilings (what the daemon's `--memory-limit` and `--cpu-limit` become), read inside a
/// real extension process.
@Suite(.timeLimit(.minutes(5)))
struct LaunchLimitsEndToEndTests {
  init() { signal(SIGPIPE, SIG_IGN) }

  /// Every ceiling the host sets reaches the process, each on its own too: a CPU-time ceiling
  /// without an address-space one is what `serve --cpu-limit` without `--memory-limit` gives.
  @Test(arguments: [(UInt64(3) << 30, "address-space=\(UInt64(3) << 30) "), (UInt64(0), "address-space=none ")])
  func theExtensionRunsUnderTheLimitsTheHostSets(addressSpaceBytes: UInt64, addressSpace: String) async throws {
    let fixture = try ManifestFixture(
      action: ManifestFixture.Extension(principalClass: "FaultyExtensions.ReportsItsLimits", executable: "FaultyExtensions"))
    let setup = try SetupLoader.load(manifests: fixture.directory, policyPath: nil, searchDirectories: [BuildProducts.directory])
    let action = try #require(setup.actionExtension)
    var limits = ExtensionLauncher.Limits()
    limits.handshakeTimeout = .seconds(10)
    limits.maxMessageBytes = 3 << 20
    limits.addressSpaceBytes = addressSpaceBytes
    limits.cpuSeconds = 77
    var generous = ExtensionLauncher.Limits()
    generous.handshakeTimeout = .seconds(10)
    let provider = PerExtensionLimits(
      limits: [action.name: limits], otherwise: generous, stopGrace: .seconds(3))
    var options = VisitOptions(target: .webDomain("social.example"))
    options.actionTimeout = .seconds(10)
    options.configurationTimeout = .seconds(10)

    let report = try await VisitSession(setup: setup, options: options, provider: provider).run()
    #expect(report.faults.isEmpty, "\(report.faults)")
    let lines = try #require(report.logs[action.name], "\(report.logs)")
    let line = try #require(lines.first { $0.contains("limits max-message-bytes=") }, "\(lines)")
    #expect(line.contains("max-message-bytes=\(3 << 20) "), "the cap the host enforces is the cap it announces: \(line)")
    #expect(line.contains(addressSpace), "\(line)")
    #expect(line.hasSuffix("cpu-seconds=77"), "\(line)")
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  /// Each extension's handshake announces the deadline the visit holds its requests to, and the
  /// launcher's defaults are the default action deadline and the documented message cap.
  @Test func theHandshakeAnnouncesTheDeadlineThatIsEnforced() throws {
    let fixture = try ManifestFixture()
    let setup = try SetupLoader.load(manifests: fixture.directory, policyPath: nil, searchDirectories: [BuildProducts.directory])
    var options = VisitOptions(target: .webDomain("social.example"))
    options.configurationTimeout = .milliseconds(1234)
    options.actionTimeout = .milliseconds(4321)
    let provider = ColdLaunchProvider(options: options)
    let (configuration, action) = (try #require(setup.configurationExtension), try #require(setup.actionExtension))
    #expect(provider.announcedLimits(for: configuration).requestTimeout == .milliseconds(1234))
    #expect(provider.announcedLimits(for: action).requestTimeout == .milliseconds(4321))
    let defaults = ExtensionLauncher.initializeRequest(for: action, limits: ExtensionLauncher.Limits())
    #expect(defaults.limits.requestTimeoutMilliseconds == Int(VisitOptions(target: .webDomain("x.example")).actionTimeout / .milliseconds(1)))
    #expect(defaults.limits.maxMessageBytes == 1 << 20, "the 1 MiB default WireProtocol.md states")
  }
}
