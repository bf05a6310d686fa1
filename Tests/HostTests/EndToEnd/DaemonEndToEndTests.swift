import Foundation
import Glibc
import Testing

/// The real daemon: warm visits, supervision, quarantine, sockets, shutdown.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct DaemonEndToEndTests {
  @Test func aWarmVisitPrintsWhatADirectVisitPrints() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try ManifestFixture()
    let direct = try await HostRun.run(["visit", "social.example"] + fixture.arguments)
    let warm = try await HostRun.run(["visit", "social.example", "--socket", daemon.socket] + fixture.arguments)
    #expect(warm.exitCode == 0, "\(warm.stderr)")
    // Timings differ, and so do the state directories (the daemon keeps its own).
    func withoutTiming(_ text: String) -> String {
      text.split(separator: "\n").filter { !$0.contains(" ms") && !$0.hasPrefix("State: ") }.joined(separator: "\n")
    }
    #expect(withoutTiming(warm.stdout) == withoutTiming(direct.stdout))
    #expect(await daemon.terminate() == 0)
  }

  @Test func extensionsStayWarmAcrossVisits() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try ManifestFixture()
    for _ in 0..<3 {
      let run = try await HostRun.run(["visit", "social.example", "--socket", daemon.socket] + fixture.arguments)
      #expect(run.exitCode == 0)
    }
    let status = try await daemon.client(["status", "--format", "json"]).report()
    let extensions = try status.objects("extensions")
    #expect(extensions.count == 2)
    for item in extensions {
      #expect(item["state"] as? String == "running")
      #expect(item["restarts"] as? Int == 0)
      #expect(try item.int("requests") >= 4, "one handshake, then three visits")
    }
    #expect(status["visits"] as? Int == 3)
    _ = await daemon.terminate()
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  @Test func aCrashingExtensionRestartsThenIsQuarantinedUntilRestart() async throws {
    let daemon = try await DaemonProcess(["--max-crashes", "3"])
    let fixture = try ManifestFixture(
      action: .init(principalClass: "FaultyExtensions.CrashesOnPress", executable: "FaultyExtensions"))
    var kinds: [String] = []
    for _ in 0..<4 {
      let run = try await HostRun.run(["visit", "social.example", "--format", "json", "--socket", daemon.socket] + fixture.arguments)
      if run.exitCode == 3 {
        kinds.append(run.stderr.contains("quarantined") ? "quarantined" : "error: \(run.stderr)")
      } else {
        kinds.append(try run.faults().contains { $0.kind == "crashed" } ? "crashed" : "other: \(run.stdout)")
      }
    }
    #expect(kinds == ["crashed", "crashed", "crashed", "quarantined"])
    let restart = try await daemon.client(["restart", "ShieldActionExt"])
    #expect(restart.exitCode == 0)
    let again = try await HostRun.run(["visit", "social.example", "--format", "json", "--socket", daemon.socket] + fixture.arguments)
    #expect(try again.faults().contains { $0.kind == "crashed" }, "runs again after restart")
    #expect(daemon.zombieChildren().isEmpty)
    _ = await daemon.terminate()
  }

  @Test func repeatedContractViolationsQuarantine() async throws {
    let daemon = try await DaemonProcess(["--max-strikes", "2"])
    let fixture = try ManifestFixture(
      action: .init(principalClass: "FaultyExtensions.CompletesTwice", executable: "FaultyExtensions"))
    for _ in 0..<2 {
      _ = try await HostRun.run(["visit", "social.example", "--socket", daemon.socket] + fixture.arguments)
    }
    let third = try await HostRun.run(["visit", "social.example", "--socket", daemon.socket] + fixture.arguments)
    #expect(third.exitCode == 3)
    #expect(third.stderr.contains("quarantined"))
    #expect(third.stderr.contains("contract violations"))
    // A restart clears the strikes with the quarantine: the next visit starts from none.
    #expect(try await daemon.client(["restart", "ShieldActionExt"]).exitCode == 0)
    let action = try #require(
      try await daemon.client(["status", "--format", "json"]).report().objects("extensions").first { $0["name"] as? String == "ShieldActionExt" })
    #expect(try action.int("strikes") == 0)
    let afterRestart = try await HostRun.run(["visit", "social.example", "--format", "json", "--socket", daemon.socket] + fixture.arguments)
    #expect(afterRestart.exitCode == 1, "runs, and is judged: \(afterRestart.stderr)")
    #expect(try afterRestart.faults().contains { $0.kind == "answered-twice" })
    let next = try await HostRun.run(["visit", "social.example", "--socket", daemon.socket] + fixture.arguments)
    #expect(next.exitCode == 1, "one strike of two after the restart, not quarantined: \(next.stderr)")
    _ = await daemon.terminate()
  }

  @Test func aLiveSocketIsNotStolenAndAStaleOneIsReplaced() async throws {
    let daemon = try await DaemonProcess()
    let second = try await HostRun.run(["serve", "--socket", daemon.socket])
    #expect(second.exitCode == 3)
    #expect(second.stderr.contains("already serving"))
    daemon.killDaemonOnly()
    #expect(FileManager.default.fileExists(atPath: daemon.socket), "a killed daemon leaves a stale socket")
    let replacement = try await DaemonProcess.replacing(daemon)
    #expect(await replacement.terminate() == 0)
    #expect(!FileManager.default.fileExists(atPath: daemon.socket))
  }

  @Test func sigtermStopsEveryExtensionAndRemovesTheSocket() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try ManifestFixture()
    _ = try await HostRun.run(["visit", "social.example", "--socket", daemon.socket] + fixture.arguments)
    #expect(daemon.children().count == 2)
    #expect(await daemon.terminate() == 0)
    #expect(!FileManager.default.fileExists(atPath: daemon.socket))
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  @Test func idleExtensionsExitAndComeBackWithoutCountingAsCrashes() async throws {
    let daemon = try await DaemonProcess(["--idle-timeout", "0.2"])
    let fixture = try ManifestFixture()
    _ = try await HostRun.run(["visit", "social.example", "--socket", daemon.socket] + fixture.arguments)
    try await Task.sleep(for: .milliseconds(600))
    #expect(daemon.children().isEmpty, "idle extensions stopped")
    let run = try await HostRun.run(["visit", "social.example", "--socket", daemon.socket] + fixture.arguments)
    #expect(run.exitCode == 0)
    let extensions = try await daemon.client(["status", "--format", "json"]).report().objects("extensions")
    #expect(extensions.count == 2)
    // With a 0.2 s idle timeout a loaded machine may idle them out again before `status` runs:
    // running or stopped, but never a crash.
    #expect(try extensions.map { try $0.int("crashes") } == [0, 0], "\(extensions)")
    #expect(try extensions.allSatisfy { ["running", "stopped"].contains(try $0.string("state")) }, "\(extensions)")
    _ = await daemon.terminate()
  }

  @Test func anUnresponsiveExtensionIsKilledWithItsGroup() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try ManifestFixture(
      action: .init(principalClass: "FaultyExtensions.NeverCompletes", executable: "FaultyExtensions"))
    let run = try await HostRun.run(
      ["visit", "social.example", "--format", "json", "--socket", daemon.socket] + fixture.arguments)  // the contract's 2 s
    #expect(try run.faults().contains { $0.kind == "unresponsive" })
    let extensions = try await daemon.client(["status", "--format", "json"]).report().objects("extensions")
    let action = try #require(extensions.first { $0["name"] as? String == "ShieldActionExt" })
    #expect(action["state"] as? String == "stopped")
    #expect(action["crashes"] as? Int == 1)
    #expect((action["lastProblem"] as? String)?.contains("unresponsive") == true)
    #expect(daemon.zombieChildren().isEmpty)
    _ = await daemon.terminate()
  }

  @Test func anExtensionOverItsMemoryCeilingIsKilledAndTheBreachNamed() async throws {
    let daemon = try await DaemonProcess(["--memory-limit", "64"])
    let fixture = try ManifestFixture(
      action: .init(principalClass: "FaultyExtensions.AllocatesPastCeiling", executable: "FaultyExtensions"))
    let run = try await HostRun.run(
      ["visit", "--app", "com.example.videos", "--format", "json", "--socket", daemon.socket] + fixture.arguments)
    let fault = try #require(try run.faults().first { $0.kind == "resource-limit" })
    #expect(fault.detail.contains("the ceiling is 64 MiB"))
    let extensions = try await daemon.client(["status", "--format", "json"]).report().objects("extensions")
    let action = try #require(extensions.first { $0["name"] as? String == "ShieldActionExt" })
    #expect(action["state"] as? String == "stopped")
    #expect((action["lastProblem"] as? String)?.contains("resource limit") == true)
    _ = await daemon.terminate()
  }

  /// The daemon's set-up error reads as a one-shot run's (its lines already say `error:`, once
  /// each), and a name the daemon does not know is quoted with its line break escaped, so it
  /// cannot forge a second `error:` line.
  @Test func theDaemonsErrorsArePrintedOnceAndOnTheirOwnLines() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try ManifestFixture(action: .init(executable: "NoSuchExtension"))
    let direct = try await HostRun.run(["visit", "social.example"] + fixture.arguments)
    let warm = try await HostRun.run(["visit", "social.example", "--socket", daemon.socket] + fixture.arguments)
    #expect(warm.exitCode == 3, "\(warm.stdout)\(warm.stderr)")
    #expect(warm.stderr.contains("NoSuchExtension"), "\(warm.stderr)")
    for line in warm.stderr.split(separator: "\n") {
      #expect(line.components(separatedBy: "error:").count == 2, "one error: a line: \(line)")
    }
    #expect(warm.stderr == direct.stderr, "warm:\n\(warm.stderr)\ndirect:\n\(direct.stderr)")
    let forged = try await daemon.client(["restart", "\u{1B}[31mX\nerror: forged"])
    #expect(forged.exitCode == 1, "\(forged.stderr)")
    #expect(forged.stderr.split(separator: "\n").count == 1, "one line: \(forged.stderr)")
    #expect(forged.stderr.contains(#"\u{1B}[31mX\nerror: forged'"#), "\(forged.stderr)")
    #expect(await daemon.terminate() == 0)
  }

  @Test func theSocketIsOwnerOnly() async throws {
    let daemon = try await DaemonProcess()
    var info = stat()
    #expect(stat(daemon.socket, &info) == 0)
    #expect(info.st_mode & 0o077 == 0)
    _ = await daemon.terminate()
  }
}

extension DaemonProcess {
  /// A new daemon on the same socket and folder as a dead one.
  static func replacing(_ dead: DaemonProcess) async throws -> DaemonProcess {
    try await DaemonProcess(socket: dead.socket, directory: dead.directory)
  }
}
