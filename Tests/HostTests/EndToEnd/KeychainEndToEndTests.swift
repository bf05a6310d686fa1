import Foundation
import HostProtocol
import Testing

/// The Keychain the host lends an app's processes: an item kept by the monitor while the phone is
/// unlocked cannot be read back once the device state protects its accessibility: the monitor's
/// own `SecItemCopyMatching` answers `errSecInteractionNotAllowed`, and the timeline names the item.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct KeychainEndToEndTests {
  /// The token saved with `accessible` at 20:06 (unlocked), the device changed by `event` at
  /// 20:25, the token read at 21:00: the monitor shields exactly when the read was refused.
  static func tokenRead(saved accessible: String, after event: String) -> String {
    """
    scenario keychain token
    timezone UTC
    begin 2026-12-01 20:00
    end day 1 23:00
    activity save-\(accessible) 20:05 to 20:20
    activity read 20:30 to 22:00
    at 20:00 start save-\(accessible)
    at 20:00 start read
    at 20:06 use device 1m
    at 20:25 \(event)
    at 21:00 use device 10m
    at 21:15 expect shielded app com.example.social
    """
  }

  private func run(_ accessible: String, after event: String) async throws -> (passed: Int?, protected: [String], run: HostRun) {
    let run = try await ScenarioRun.simulate(
      Self.tokenRead(saved: accessible, after: event),
      monitor: ManifestFixture.Extension(principalClass: "FaultyExtensions.KeychainTokenMonitor", executable: "FaultyExtensions"),
      extra: ["--format", "json"])
    let report = try run.report()
    let protected = try report.objects("timeline").filter { ($0["kind"] as? String) == "protected" }.compactMap { $0["text"] as? String }
    return (report["expectationsPassed"] as? Int, protected, run)
  }

  /// Apple's accessibilities against the states (Keychain items: when unlocked, after first
  /// unlock, always): the read is refused exactly where the class of the item's secret is closed.
  @Test(arguments: [
    ("ak", "lock", false), ("ak", "unlock", true), ("aku", "reboot", false),
    ("ck", "lock", true), ("ck", "reboot", false), ("cku", "lock", true),
    ("dk", "reboot", true),
  ])
  func eachAccessibilityInEachState(accessible: String, event: String, readable: Bool) async throws {
    let result = try await run(accessible, after: event)
    #expect(result.passed == (readable ? 0 : 1), "\(accessible) after \(event): \(result.run.stdout.prefix(3000))\(result.run.stderr)")
    #expect(result.protected.isEmpty == readable, "\(result.protected)")
  }

  /// The refusal names the item, its accessibility and the status the monitor saw, against the
  /// monitor's process.
  @Test func theRefusalNamesTheItemAndTheStatus() async throws {
    let result = try await run("ak", after: "lock")
    #expect(result.protected.count == 1, "\(result.protected)")
    let line = try #require(result.protected.first)
    #expect(line.hasPrefix("DeviceActivityMonitorExt could not read the secret of Keychain item generic password (service \"api\", account \"token\")"), "\(line)")
    #expect(
      line.contains(
        "its secret is of class .complete (kSecAttrAccessibleWhenUnlocked, kSecAttrAccessibleWhenUnlockedThisDeviceOnly, "
          + "kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly), and the device is locked"), "\(line)")
    #expect(line.contains("errSecInteractionNotAllowed (-25308)"), "\(line)")
  }
}

/// The app's items from `AppKeychain.plist`, read by the monitor while locked.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct KeychainSeedEndToEndTests {
  /// The token read at 21:00, the device locked at 20:25.
  static let readWhileLocked = """
    scenario keychain seed
    timezone UTC
    begin 2026-12-01 20:00
    end day 1 23:00
    activity read 20:30 to 22:00
    at 20:00 start read
    at 20:25 lock
    at 21:00 use device 10m
    at 21:15 expect shielded app com.example.social
    """

  private func run(seed: [[String: Any]]) async throws -> HostRun {
    try await ScenarioRun.simulate(
      Self.readWhileLocked,
      monitor: ManifestFixture.Extension(principalClass: "FaultyExtensions.KeychainTokenMonitor", executable: "FaultyExtensions"),
      extra: ["--format", "json"]
    ) { fixture in try AppKeychainFile.write(seed, into: fixture.directory) }
  }

  /// Seeded in the App Group both share: the default accessibility is refused while locked, and
  /// the refusal names the seeded item; `AfterFirstUnlock` reads.
  @Test(arguments: [(nil, false), ("kSecAttrAccessibleAfterFirstUnlock", true)] as [(String?, Bool)])
  func theSeededTokenWhileLocked(accessible: String?, readable: Bool) async throws {
    let run = try await run(seed: [AppKeychainFile.token(accessible: accessible)])
    let report = try run.report()
    #expect(report["expectationsPassed"] as? Int == (readable ? 0 : 1), "\(run.stdout.prefix(3000))\(run.stderr)")
    #expect(run.stdout.contains("Keychain item generic password (service \\\"api\\\", account \\\"token\\\")") == !readable, "\(run.stdout.prefix(3000))")
  }

  /// An item in the app's own group (its bundle identifier) is not the monitor's: not found, no refusal.
  @Test func theAppsOwnGroupIsNotTheMonitors() async throws {
    let run = try await run(seed: [AppKeychainFile.token(group: "com.example.FocusApp")])
    let report = try run.report()
    #expect(report["expectationsPassed"] as? Int == 0, "\(run.stdout.prefix(3000))\(run.stderr)")
    #expect(!run.stdout.contains("could not read the secret"))
  }

  /// A group the app does not have and an unknown accessibility are set-up errors at their lines.
  @Test func aSeedTheAppCouldNotWriteIsASetUpError() async throws {
    let run = try await run(seed: [AppKeychainFile.token(accessible: "kSecAttrAccessibleWhenever"), AppKeychainFile.token(group: "group.elsewhere")])
    #expect(run.exitCode == 3)
    #expect(run.stderr.contains("AppKeychain.plist:"), "\(run.stderr)")
    #expect(run.stderr.contains("cannot keep an item in access group 'group.elsewhere'"), "\(run.stderr)")
    #expect(run.stderr.contains("'kSecAttrAccessibleWhenever' is not an accessibility; use one of kSecAttrAccessibleWhenUnlocked,"), "\(run.stderr)")
  }
}
