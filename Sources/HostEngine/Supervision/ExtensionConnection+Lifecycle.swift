import Glibc
public import HostProtocol
import Synchronization

extension ExtensionConnection {
  /// Waits until the extension exits, or `timeout` passes (nil: forever); nil on timeout.
  public func waitForExit(timeout: Duration?) async -> TerminationStatus? {
    let deadline = timeout.map { ContinuousClock.now + $0 }
    return await withCheckedContinuation { continuation in
      let status = state.withLock { state -> (termination: TerminationStatus?, wake: Bool) in
        if let termination = state.termination { return (termination, false) }
        state.exitWaiters.append(ExitWaiter(deadline: deadline, continuation: continuation))
        return (nil, state.pollMustWake(for: deadline))
      }
      if let termination = status.termination {
        continuation.resume(returning: termination)
      } else if status.wake {
        wake()
      }
    }
  }

  /// Returns once the poll loop has handled everything the extension had written when this was
  /// called: a second answer written right after the first is judged before the caller judges
  /// the visit (the daemon counts strikes at the end of each visit).
  func settle() async {
    await withCheckedContinuation { continuation in
      let running = state.withLock { state -> Bool in
        guard state.termination == nil else { return false }
        state.settleWaiters.append((state.pollIteration, continuation))
        return true
      }
      if running { wake() } else { continuation.resume() }
    }
  }

  /// The exit status, once the extension has exited.
  public var termination: TerminationStatus? { state.withLock { $0.termination } }

  /// Stops the extension politely, then firmly: `shutdown` and `exit`, end of file on its input,
  /// SIGTERM to its process group, SIGKILL. Each step waits at most `grace`.
  ///
  /// With `predecessor`, the last request of a line still being answered, `shutdown` goes in
  /// line behind it (`requestsInLine(_:timeout:after:)`): due `grace` after that request ends,
  /// so the extension stops as soon as it has answered the line, while the host reads the answers.
  ///
  /// `exit` goes out once the answer to `shutdown` is read and every request sent before it has
  /// ended: on the thread that reads the answer to `shutdown`, the moment it is read, when those
  /// were answered first (the common case); otherwise on the thread that ends the last of them
  /// (its answer or its deadline). An extension may answer out of order, and `shutdown` before
  /// renders it read earlier: `exit` then would stop it with those renders unanswered.
  @discardableResult
  public func stop(grace: Duration, after predecessor: RequestID? = nil) async -> TerminationStatus {
    if let termination { return termination }
    let exit = ExitOnce(self)
    let sayExit: @Sendable () -> Void = { [self] in whenNoRequestWaits(exit.say) }
    if let predecessor {
      let shutdown = requestsInLine([ShutdownRequest()], timeout: grace, after: predecessor, whenLastAnswerRead: sayExit)[0]
      _ = await shutdown.outcome()
      state.withLock { _ = $0.answerHooks.removeValue(forKey: shutdown.id) }  // ended otherwise: the hook never runs
    } else {
      _ = await request(ShutdownRequest(), timeout: grace, whenAnswerRead: sayExit)
    }
    await noRequestWaits()  // every request sent before shutdown has ended (at once in the common case)
    exit.say()  // does nothing when exit was said; says it when shutdown ended otherwise, or the extension is gone
    if let status = await waitForExit(timeout: grace) { return status }
    record(.event, "still running \(grace) after exit; sending SIGTERM")
    signal(SIGTERM)
    if let status = await waitForExit(timeout: grace) { return status }
    record(.event, "still running after SIGTERM; sending SIGKILL")
    return await kill()
  }

  /// Kills the extension's process group now and waits for the exit; the host's doing, so never
  /// reported as a crash.
  @discardableResult
  public func kill() async -> TerminationStatus {
    signal(SIGKILL)
    return await waitForExit(timeout: nil) ?? .signaled(SIGKILL)
  }

  /// A snapshot of what was observed.
  public var faults: [ExtensionFault] { state.withLock { $0.faults.elements } }
  /// How many faults were dropped because the fault list was full.
  public var droppedFaults: Int { state.withLock { $0.faults.dropped } }
  /// The transcript.
  public var transcript: [TranscriptEntry] { state.withLock { $0.transcript.elements } }

  /// Faults and transcript entries recorded after `mark`, for one visit on a warm extension.
  func activity(since mark: ActivityMark) -> Activity {
    state.withLock { state in
      Activity(
        faults: Array(state.faults.since(mark.faults)), droppedFaults: state.faults.dropped(since: mark.faults),
        transcript: Array(state.transcript.since(mark.transcript)))
    }
  }

  /// How much has been recorded so far.
  var activityMark: ActivityMark {
    state.withLock { ActivityMark(faults: $0.faults.endIndex, transcript: $0.transcript.endIndex) }
  }
  /// The log lines.
  public var logLines: (stdout: OutputCapture, stderr: OutputCapture) { state.withLock { ($0.stdout, $0.stderr) } }
}

/// What a connection recorded after an `ActivityMark`.
struct Activity: Sendable {
  var faults: [ExtensionFault]
  /// Faults recorded after the mark but no longer kept (the fault list is bounded).
  var droppedFaults: Int
  var transcript: [TranscriptEntry]
}

/// A position in a connection's fault list and transcript.
public struct ActivityMark: Sendable {
  var faults = 0
  var transcript = 0
}

/// Says `exit` to a connection, then closes its request pipe, once, from whichever thread comes first.
private final class ExitOnce: Sendable {
  private let connection: ExtensionConnection
  private let said = Atomic<Bool>(false)

  init(_ connection: ExtensionConnection) { self.connection = connection }

  func say() {
    guard !said.exchange(true, ordering: .acquiringAndReleasing) else { return }
    connection.notify(ExitNotification())
    connection.closeRequestPipe()
  }
}
