import Foundation
import HostProtocol
import Testing

@testable import HostEngine

/// Issue 17: the device's lock makes App Group files really unreadable in the extensions' own
/// processes (the host refuses their opens: EPERM, NSCocoaErrorDomain 257 reading, 513 writing),
/// each refusal named.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct ProtectedDataEndToEndTests {
  /// The bundled restart unless `scenario` is given, with `FaultyExtensions.<monitor>` as the
  /// monitor when named, its entitlements given the data protection class `protection`.
  private func simulate(
    _ scenario: String?, monitor: String? = nil, protection: String? = nil, extra: [String] = ["--format", "json"]
  ) async throws -> HostRun {
    try await ScenarioRun.simulate(
      scenario, bundled: "Reboot",
      monitor: monitor.map { ManifestFixture.Extension(principalClass: "FaultyExtensions.\($0)", executable: "FaultyExtensions") } ?? .init(),
      extra: extra
    ) { fixture in
      guard let protection else { return }
      let path = fixture.directory + "/DeviceActivityMonitorExt.entitlements"
      let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
        of: "</dict>", with: "\t<key>com.apple.developer.default-data-protection</key>\n\t<string>\(protection)</string>\n</dict>")
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
  }

  private func timeline(_ run: HostRun, _ kind: String) throws -> [String] {
    try run.report().objects("timeline").filter { ($0["kind"] as? String) == kind }.compactMap { $0["text"] as? String }
  }

  /// The bundled restart: the sample keeps bedtime's shields through it.
  @Test func theRebootScenarioPassesWithTheSample() async throws {
    let run = try await simulate(nil)
    #expect(run.exitCode == 0, "\(run.stdout.prefix(4000))\(run.stderr)")
    let report = try run.report()
    #expect(report["expectationsPassed"] as? Int == 5)
    let device = try timeline(run, "device")
    #expect(device.first?.hasPrefix("the device restarts: ") == true, "\(device)")
    #expect(device.first?.contains("of class .completeUntilFirstUserAuthentication cannot be opened") == true, "\(device)")
    #expect(device.contains { $0.hasPrefix("the device is unlocked for the first time since it restarted") }, "\(device)")
    let refused = try timeline(run, "protected")
    #expect(
      refused.contains {
        $0.hasPrefix("DeviceActivityMonitorExt could not open AppGroups/group.com.example.FocusApp/Library/Preferences/group.com.example.FocusApp.plist")
          && $0.contains("class .completeUntilFirstUserAuthentication, the device not unlocked since it restarted")
      }, "\(refused)")
  }

  /// A monitor that trusts what it reads clears bedtime's shields at midnight; the failed
  /// expectation says why.
  @Test func theNaiveVariantFailsWithTheNamedCause() async throws {
    let run = try await simulate(nil, monitor: "ProtectedDataNaiveMonitor")
    #expect(run.exitCode == 1)
    let expectations = try run.report().objects("timeline").filter { ($0["kind"] as? String) == "expect" }
    let failed = expectations.filter { ($0["passed"] as? Bool) == false }.compactMap { $0["text"] as? String }
    #expect(failed.first?.contains("is shielded (it is not shielded); the extensions were refused protected data") == true, "\(failed)")
    #expect(!(try timeline(run, "protected")).isEmpty)
  }

  /// One start, with the device in `state` reached by `event`.
  static func oneStart(after event: String) -> String {
    """
    scenario one start
    timezone UTC
    begin 2026-12-01 20:00
    end day 1 23:00
    activity first 20:30 to 22:00
    at 20:00 start first
    at 20:10 \(event)
    at 21:00 use device 10m
    at 21:15 expect shielded app com.example.social
    """
  }

  /// Apple's table (FileProtectionType): whether an existing file of the class opens in the state.
  /// Checked in the extension's own process: it shields exactly when its read failed with 257/EPERM.
  @Test(arguments: [
    ("NSFileProtectionComplete", "reboot", false), ("NSFileProtectionComplete", "lock", false),
    ("NSFileProtectionComplete", "unlock", true),
    ("NSFileProtectionCompleteUnlessOpen", "reboot", false), ("NSFileProtectionCompleteUnlessOpen", "lock", false),
    ("NSFileProtectionCompleteUnlessOpen", "unlock", true),
    ("NSFileProtectionCompleteUntilFirstUserAuthentication", "reboot", false),
    ("NSFileProtectionCompleteUntilFirstUserAuthentication", "lock", true),
    ("NSFileProtectionCompleteUntilFirstUserAuthentication", "unlock", true),
  ])
  func eachClassInEachState(protection: String, event: String, opens: Bool) async throws {
    let run = try await simulate(Self.oneStart(after: event), monitor: "ShieldsWhenProtectedReadFails", protection: protection)
    let report = try run.report()
    #expect(report["expectationsPassed"] as? Int == (opens ? 0 : 1), "\(protection) after \(event): \(run.stdout.prefix(3000))")
    #expect(try timeline(run, "protected").isEmpty == opens)
  }

  /// Writing while locked, by a new file renamed over the protected one (an atomic write):
  /// complete unless open lets the write create it and refuses opening it again; complete
  /// refuses the write itself; the default class (locked, not restarted) opens both.
  @Test(arguments: [
    ("NSFileProtectionCompleteUnlessOpen", true, true), ("NSFileProtectionComplete", false, true),
    ("NSFileProtectionCompleteUntilFirstUserAuthentication", false, false),
  ])
  func anAtomicWriteWhileLocked(protection: String, shielded: Bool, refused: Bool) async throws {
    let run = try await simulate(Self.oneStart(after: "lock"), monitor: "RewritesDefaultsWhileLocked", protection: protection)
    let report = try run.report()
    #expect(report["expectationsPassed"] as? Int == (shielded ? 1 : 0), "\(protection): \(run.stdout.prefix(3000))")
    let lines = try timeline(run, "protected")
    #expect(lines.isEmpty == !refused, "\(lines)")
    if refused {
      #expect(lines.allSatisfy { $0.hasPrefix("DeviceActivityMonitorExt could not open AppGroups/group.com.example.FocusApp/Library/Preferences/") }, "\(lines)")
    }
  }

  /// A value the entitlement does not take is a set-up error that lists the ones it does.
  @Test func anUnknownEntitlementValueIsASetUpError() async throws {
    let run = try await simulate(Self.oneStart(after: "lock"), protection: "NSFileProtectionNone")
    #expect(run.exitCode == 3)
    #expect(run.stderr.contains("com.apple.developer.default-data-protection must be one of NSFileProtectionComplete,"), "\(run.stderr)")
  }

  /// The table itself, and `none`, which no entitlement sets: always open.
  @Test func theClassTable() {
    for state in DeviceState.allCases { #expect(ProtectionClass.none.opens(in: state)) }
    #expect(!ProtectionClass.complete.opens(in: .locked))
    #expect(ProtectionClass.completeUntilFirstUserAuthentication.opens(in: .locked))
    #expect(!ProtectionClass.completeUntilFirstUserAuthentication.opens(in: .beforeFirstUnlock))
    #expect(DeviceEvent.lock.state(after: .beforeFirstUnlock) == .beforeFirstUnlock, "locking before the first unlock changes nothing")
    #expect(DeviceEvent.reboot.state(after: .unlocked) == .beforeFirstUnlock)
  }
}
