import Foundation
import Glibc
import HostProtocol
import Testing

@testable import HostEngine

/// The extension runtime's main thread reads the protocol itself (`MainThreadLoop`); these are
/// the promises that must survive a main thread that is busy: a cancel still overtakes a slow
/// principal, another thread's host request is still answered, and a conversation that runs on
/// the connection's poll thread (`ExtensionConnection.serving`) is answered as any other.
@Suite(.timeLimit(.minutes(3)))
struct MainThreadRuntimeEndToEndTests {
  init() { signal(SIGPIPE, SIG_IGN) }

  private func faulty(_ className: String) -> ManifestFixture.Extension {
    ManifestFixture.Extension(principalClass: "FaultyExtensions.\(className)", executable: "FaultyExtensions")
  }

  private func launchConfiguration(_ fixture: ManifestFixture) async throws -> ExtensionLauncher.Launch {
    let setup = try SetupLoader.load(manifests: fixture.directory, policyPath: nil, searchDirectories: [BuildProducts.directory])
    var limits = ExtensionLauncher.Limits()
    limits.handshakeTimeout = .seconds(20)
    let launch = try await ExtensionLauncher.launch(try #require(setup.configurationExtension), limits: limits, origin: .now)
    #expect(launch.failure == nil, "\(launch.failure.map(\.description) ?? "")")
    return launch
  }

  private var request: ShieldConfigurationRequest {
    ShieldConfigurationRequest(
      subject: .webDomain(WebDomainInfo(domain: "social.example", token: TokenMint.token("webDomain", "social.example"))))
  }

  /// `SlowConfiguration` holds the main thread for three seconds; the host gives up after 200 ms
  /// and cancels. The one answer is -32800, sent while the principal still ran: had the cancel
  /// waited for the main thread, the principal's late result would have gone out first (the
  /// request still in flight) and the cancel would have found nothing to cancel. So the test
  /// holds however slowly a loaded machine runs.
  @Test func aCancelOvertakesAPrincipalThatHoldsTheMainThread() async throws {
    let fixture = try ManifestFixture(configuration: faulty("SlowConfiguration"))
    let connection = try await launchConfiguration(fixture).connection
    let outcome = await connection.request(request, timeout: .milliseconds(200))
    guard case .timedOut = outcome else {
      Issue.record("expected a timeout, got \(outcome)")
      _ = await connection.kill()
      return
    }
    func answers() -> [String] {
      connection.transcript.filter { $0.channel == .received && $0.text.contains(#""id":2,"#) }.map(\.text)
    }
    let waited = ContinuousClock.now
    while answers().isEmpty && ContinuousClock.now - waited < .seconds(60) { try await Task.sleep(for: .milliseconds(20)) }
    try await Task.sleep(for: .seconds(4))  // the principal's own answer, had it not been suppressed
    _ = await connection.kill()
    let seen = answers()
    #expect(seen.count == 1, "one answer: \(seen)")
    #expect(seen.first?.contains("-32800") == true, "the cancel waited for the principal: \(seen)")
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  /// While the main thread waits for a background thread's store write, that thread reads the
  /// host's answers itself: the write and its read-back are answered, no deadline passes.
  @Test func aBackgroundThreadsHostRequestIsAnsweredWhileTheMainThreadWaits() async throws {
    let fixture = try ManifestFixture(configuration: faulty("WaitsForABackgroundStoreWrite"))
    let run = try await HostRun.run(["visit", "social.example", "--format", "json"] + fixture.arguments)
    #expect(try run.faults().isEmpty, "\(run.stdout)")
    let frames = try run.report().objects("frames")
    let configuration = try #require(frames.first?["configuration"] as? [String: Any], "\(run.stdout)")
    let title = try #require((configuration["title"] as? [String: Any])?["text"] as? String, "\(configuration)")
    #expect(title == "written from another thread: 1")
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  /// A framework's completion handler still running on a background thread when the host stops
  /// the extension gets to finish: `shutdown` is answered after it (`FrameworkCallbacks`).
  @Test func aFrameworkCompletionHandlerFinishesBeforeTheExtensionShutsDown() async throws {
    let fixture = try ManifestFixture(action: ManifestFixture.Extension(
      principalClass: "FaultyExtensions.LogsFromASlowNotificationCompletion", executable: "FaultyExtensions"))
    let run = try await HostRun.run(["visit", "social.example", "--format", "json"] + fixture.arguments)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let logs = try run.report().object("logs").strings("ShieldActionExt")
    #expect(logs.contains("stdout: the completion handler finished"), "\(logs)")
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  /// Twelve requests of 30 kB at once, more than a pipe holds: the host writes what fits, waits
  /// for the pipe to drain (POLLOUT), writes on, and every one is answered.
  @Test func requestsLargerThanThePipeAreWrittenAsTheExtensionReads() async throws {
    let fixture = try ManifestFixture()
    let connection = try await launchConfiguration(fixture).connection
    let domain = String(repeating: "a", count: 30_000) + ".example"
    let large = ShieldConfigurationRequest(
      subject: .webDomain(WebDomainInfo(domain: domain, token: TokenMint.token("webDomain", domain))))
    let answered = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<12 { group.addTask { await connection.request(large, timeout: .seconds(30)).answer != nil } }
      var count = 0
      for await ok in group where ok { count += 1 }
      return count
    }
    #expect(answered == 12, "\(connection.faults)")
    #expect(await connection.stop(grace: .seconds(2)) == .exited(0))
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  /// A conversation on the connection's poll thread: every answer resumes the task there, and a
  /// hundred of them arrive in order, each the one asked for.
  @Test func aConversationOnThePollThreadIsAnsweredInOrder() async throws {
    let fixture = try ManifestFixture()
    let connection = try await launchConfiguration(fixture).connection
    let titles = await connection.serving {
      var titles: [String?] = []
      for _ in 0..<100 {
        titles.append(await connection.request(request, timeout: .seconds(10)).answer?.configuration.title?.text)
      }
      return titles
    }
    #expect(titles.count == 100)
    #expect(Set(titles).count == 1 && titles.first! != nil, "\(Set(titles))")
    #expect(connection.faults.isEmpty, "\(connection.faults)")
    #expect(await connection.stop(grace: .seconds(2)) == .exited(0))
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  /// A round trip costs the poll thread one `read(2)` of the answer: a read that comes up short
  /// emptied the pipe, and `poll(2)` reports what comes next, so no second read asks only to hear
  /// EAGAIN. Counted by the kernel for the poll thread alone (`/proc/PID/task/TID/io`, `syscr`),
  /// which the tests running beside this one do not touch.
  @Test func aRoundTripReadsTheAnswerWithOneSystemCall() async throws {
    let fixture = try ManifestFixture()
    let connection = try await launchConfiguration(fixture).connection
    let reads = try await connection.serving {
      _ = await connection.request(request, timeout: .seconds(10))  // resumed by the answer, on the poll thread
      let pollThread = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")
      let before = try Self.readCalls(of: pollThread)
      for _ in 0..<100 { _ = await connection.request(request, timeout: .seconds(10)) }
      return try Self.readCalls(of: pollThread) - before
    }
    #expect(reads >= 100 && reads <= 110, "\(reads) reads for 100 round trips")
    #expect(connection.faults.isEmpty, "\(connection.faults)")
    #expect(await connection.stop(grace: .seconds(2)) == .exited(0))
  }

  /// The read system calls a thread (`PID/task/TID`) has made so far (`syscr` of its `io` file).
  private static func readCalls(of thread: String) throws -> Int {
    let text = try String(contentsOfFile: "/proc/\(thread)/io", encoding: .utf8)
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("syscr:") }),
      let count = Int(line.dropFirst("syscr:".count).trimmingCharacters(in: .whitespaces))
    else { throw CocoaError(.fileReadCorruptFile) }
    return count
  }
}
