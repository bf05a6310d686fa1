import Foundation
import Glibc
import Testing

/// The real daemon: warm visits, supervision, quarantine, sockets, shutdown.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct DaemonEndToEndTests {
  @Test func aWarmVisitPrintsWhatADirectVisitPrints() throws {
    let daemon = try DaemonProcess()
    let fixture = try ManifestFixture()
    let direct = try HostRun.run(["visit", "social.example"] + fixture.arguments)
    let warm = try HostRun.run(["visit", "social.example", "--socket", daemon.socket] + fixture.arguments)
    #expect(warm.exitCode == 0, "\(warm.stderr)")
    // Timings differ, and so do the state directories (the daemon keeps its own).
    func withoutTiming(_ text: String) -> String {
      text.split(separator: "\n").filter { !$0.contains(" ms") && !$0.hasPrefix("State: ") }.joined(separator: "\n")
    }
    #expect(withoutTiming(warm.stdout) == withoutTiming(direct.stdout))
    #expect(daemon.terminate() == 0)
  }

  @Test func extensionsStayWarmAcrossVisits() throws {
    let daemon = try DaemonProcess()
    let fixture = try ManifestFixture()
    for _ in 0..<3 {
      let run = try HostRun.run(["visit", "social.example", "--socket", daemon.socket] + fixture.arguments)
      #expect(run.exitCode == 0)
    }
    let status = try daemon.client(["status", "--format", "json"]).report()
    let extensions = try status.objects("extensions")
    #expect(extensions.count == 2)
    for item in extensions {
      #expect(item["state"] as? String == "running")
      #expect(item["restarts"] as? Int == 0)
      #expect(try item.int("requests") >= 4, "one handshake, then three visits")
    }
    #expect(status["visits"] as? Int == 3)
    _ = daemon.terminate()
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  @Test func aCrashingExtensionRestartsThenIsQuarantinedUntilRestart() throws {
    let daemon = try DaemonProcess(["--max-crashes", "3"])
    let fixture = try ManifestFixture(
      action: .init(principalClass: "FaultyExtensions.CrashesOnPress", executable: "FaultyExtensions"))
    var kinds: [String] = []
    for _ in 0..<4 {
      let run = try HostRun.run(["visit", "social.example", "--format", "json", "--socket", daemon.socket] + fixture.arguments)
      if run.exitCode == 3 {
        kinds.append(run.stderr.contains("quarantined") ? "quarantined" : "error: \(run.stderr)")
      } else {
        kinds.append(try run.faults().contains { $0.kind == "crashed" } ? "crashed" : "other: \(run.stdout)")
      }
    }
    #expect(kinds == ["crashed", "crashed", "crashed", "quarantined"])
    let restart = try daemon.client(["restart", "ShieldActionExt"])
    #expect(restart.exitCode == 0)
    let again = try HostRun.run(["visit", "social.example", "--format", "json", "--socket", daemon.socket] + fixture.arguments)
    #expect(try again.faults().contains { $0.kind == "crashed" }, "runs again after restart")
    #expect(daemon.zombieChildren().isEmpty)
    _ = daemon.terminate()
  }

  @Test func repeatedContractViolationsQuarantine() throws {
    let daemon = try DaemonProcess(["--max-strikes", "2"])
    let fixture = try ManifestFixture(
      action: .init(principalClass: "FaultyExtensions.CompletesTwice", executable: "FaultyExtensions"))
    for _ in 0..<2 {
      _ = try HostRun.run(["visit", "social.example", "--socket", daemon.socket] + fixture.arguments)
    }
    let third = try HostRun.run(["visit", "social.example", "--socket", daemon.socket] + fixture.arguments)
    #expect(third.exitCode == 3)
    #expect(third.stderr.contains("quarantined"))
    #expect(third.stderr.contains("contract violations"))
    // A restart clears the strikes with the quarantine: the next visit starts from none.
    #expect(try daemon.client(["restart", "ShieldActionExt"]).exitCode == 0)
    let action = try #require(
      try daemon.client(["status", "--format", "json"]).report().objects("extensions").first { $0["name"] as? String == "ShieldActionExt" })
    #expect(try action.int("strikes") == 0)
    let afterRestart = try HostRun.run(["visit", "social.example", "--format", "json", "--socket", daemon.socket] + fixture.arguments)
    #expect(afterRestart.exitCode == 1, "runs, and is judged: \(afterRestart.stderr)")
    #expect(try afterRestart.faults().contains { $0.kind == "answered-twice" })
    let next = try HostRun.run(["visit", "social.example", "--socket", daemon.socket] + fixture.arguments)
    #expect(next.exitCode == 1, "one strike of two after the restart, not quarantined: \(next.stderr)")
    _ = daemon.terminate()
  }

  @Test func aLiveSocketIsNotStolenAndAStaleOneIsReplaced() throws {
    let daemon = try DaemonProcess()
    let second = try HostRun.run(["serve", "--socket", daemon.socket])
    #expect(second.exitCode == 3)
    #expect(second.stderr.contains("already serving"))
    daemon.killDaemonOnly()
    #expect(FileManager.default.fileExists(atPath: daemon.socket), "a killed daemon leaves a stale socket")
    let replacement = try DaemonProcess.replacing(daemon)
    #expect(replacement.terminate() == 0)
    #expect(!FileManager.default.fileExists(atPath: daemon.socket))
  }

  @Test func sigtermStopsEveryExtensionAndRemovesTheSocket() throws {
    let daemon = try DaemonProcess()
    let fixture = try ManifestFixture()
    _ = try HostRun.run(["visit", "social.example", "--socket", daemon.socket] + fixture.arguments)
    #expect(daemon.children().count == 2)
    #expect(daemon.terminate() == 0)
    #expect(!FileManager.default.fileExists(atPath: daemon.socket))
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  @Test func idleExtensionsExitAndComeBackWithoutCountingAsCrashes() throws {
    let daemon = try DaemonProcess(["--idle-timeout", "0.2"])
    let fixture = try ManifestFixture()
    _ = try HostRun.run(["visit", "social.example", "--socket", daemon.socket] + fixture.arguments)
    usleep(600_000)
    #expect(daemon.children().isEmpty, "idle extensions stopped")
    let run = try HostRun.run(["visit", "social.example", "--socket", daemon.socket] + fixture.arguments)
    #expect(run.exitCode == 0)
    let extensions = try daemon.client(["status", "--format", "json"]).report().objects("extensions")
    #expect(extensions.count == 2)
    // With a 0.2 s idle timeout a loaded machine may idle them out again before `status` runs:
    // running or stopped, but never a crash.
    #expect(try extensions.map { try $0.int("crashes") } == [0, 0], "\(extensions)")
    #expect(try extensions.allSatisfy { ["running", "stopped"].contains(try $0.string("state")) }, "\(extensions)")
    _ = daemon.terminate()
  }

  @Test func anUnresponsiveExtensionIsKilledWithItsGroup() throws {
    let daemon = try DaemonProcess()
    let fixture = try ManifestFixture(
      action: .init(principalClass: "FaultyExtensions.NeverCompletes", executable: "FaultyExtensions"))
    let run = try HostRun.run(
      ["visit", "social.example", "--format", "json", "--socket", daemon.socket] + fixture.arguments)  // the contract's 2 s
    #expect(try run.faults().contains { $0.kind == "unresponsive" })
    let extensions = try daemon.client(["status", "--format", "json"]).report().objects("extensions")
    let action = try #require(extensions.first { $0["name"] as? String == "ShieldActionExt" })
    #expect(action["state"] as? String == "stopped")
    #expect(action["crashes"] as? Int == 1)
    #expect((action["lastProblem"] as? String)?.contains("unresponsive") == true)
    #expect(daemon.zombieChildren().isEmpty)
    _ = daemon.terminate()
  }

  @Test func anExtensionOverItsMemoryCeilingIsKilledAndTheBreachNamed() throws {
    let daemon = try DaemonProcess(["--memory-limit", "64"])
    let fixture = try ManifestFixture(
      action: .init(principalClass: "FaultyExtensions.AllocatesPastCeiling", executable: "FaultyExtensions"))
    let run = try HostRun.run(
      ["visit", "--app", "com.example.videos", "--format", "json", "--socket", daemon.socket] + fixture.arguments)
    let fault = try #require(try run.faults().first { $0.kind == "resource-limit" })
    #expect(fault.detail.contains("the ceiling is 64 MiB"))
    let extensions = try daemon.client(["status", "--format", "json"]).report().objects("extensions")
    let action = try #require(extensions.first { $0["name"] as? String == "ShieldActionExt" })
    #expect(action["state"] as? String == "stopped")
    #expect((action["lastProblem"] as? String)?.contains("resource limit") == true)
    _ = daemon.terminate()
  }

  @Test func theSocketIsOwnerOnly() throws {
    let daemon = try DaemonProcess()
    var info = stat()
    #expect(stat(daemon.socket, &info) == 0)
    #expect(info.st_mode & 0o077 == 0)
    _ = daemon.terminate()
  }
}

extension DaemonProcess {
  /// A new daemon on the same socket and folder as a dead one.
  static func replacing(_ dead: DaemonProcess) throws -> DaemonProcess {
    try DaemonProcess(socket: dead.socket, directory: dead.directory)
  }
}
