import HostProtocol
import Synchronization

/// How long a visit waits for one request, and how long the extension has by the contract.
///
/// A daemon client may ask for a deadline shorter than the contract's own (1 ms is a legal
/// `actionTimeoutMilliseconds`). Missing a deadline the client chose is no fault of the extension:
/// the visit stops waiting and reports the request as timed out (`VisitReport.timedOut`), the
/// request stays open until the contract's deadline, and an answer by then is expected and
/// dropped. Only an extension that misses the contract's deadline too is `unresponsive`, judged
/// then by `RequestVerdict` on its connection (its supervisor retires it at the next visit or
/// liveness tick). Without a contract deadline longer than the asked one (a one-shot visit, whose
/// deadlines the person running it chose), the asked deadline is the contract's.
struct RequestDeadline: Sendable {
  /// How long the visit waits.
  let asked: Duration
  /// How long the extension has by the contract; never shorter than `asked`.
  let contract: Duration

  /// `asked`, held to `contract` when that is longer.
  init(asked: Duration, contract: Duration?) {
    self.asked = asked
    self.contract = max(asked, contract ?? asked)
  }

  /// How waiting for a request ended.
  enum Ending<Response: Sendable>: Sendable {
    /// The request ended (answered, refused, the contract's deadline missed, the extension gone).
    case ended(RequestOutcome<Response>)
    /// The asked deadline passed first; the request goes on to the contract's.
    case askedDeadlinePassed
  }

  /// Sends `request` on `connection` with the contract's deadline and waits for it at most
  /// `asked`. An outcome that comes after the visit stopped waiting is judged as `role`.
  func send<Request: RPCRequest>(
    _ request: Request, on connection: ExtensionConnection, as role: RequestVerdict.Role
  ) async -> Ending<Request.Response> {
    guard asked < contract else { return .ended(await connection.request(request, timeout: asked)) }
    let first = FirstOffer<RequestOutcome<Request.Response>?>()
    let (asked, contract) = (asked, contract)
    let outcome = await withCheckedContinuation { continuation in
      first.install(continuation)
      let timer = Task {
        try? await Task.sleep(for: asked)
        _ = first.offer(nil)
      }
      Task {
        let outcome = await connection.request(request, timeout: contract)
        if first.offer(outcome) {
          timer.cancel()
          return
        }
        if case .answered = outcome {
          let label = request.label ?? Request.method
          connection.record(
            .event,
            "\(label) was answered after the \(Self.shown(asked)) ms the visit waited, within the contract's "
              + "\(Self.shown(contract)) ms: expected, and dropped")
        }
        RequestVerdict.judge(outcome, of: role, on: connection)
      }
    }
    return outcome.map { .ended($0) } ?? .askedDeadlinePassed
  }

  /// The asked deadline in milliseconds, as the report shows it.
  var askedMilliseconds: String { Self.shown(asked) }

  /// The report's sentence for a request whose asked deadline passed.
  func timedOutSentence(_ name: String, request: String) -> String {
    "\(name) did not answer \(request) within the \(Self.shown(asked)) ms this visit asked for; the contract "
      + "allows \(Self.shown(contract)) ms, so this is no fault of the extension (an answer by then is expected)"
  }

  private static func shown(_ duration: Duration) -> String {
    let value = duration / .milliseconds(1)
    return value.rounded() == value ? String(Int64(value)) : String(value)
  }
}

/// Resumes a continuation with the first value offered; every later offer is refused.
final class FirstOffer<Value: Sendable>: Sendable {
  private let state = Mutex<(continuation: CheckedContinuation<Value, Never>?, taken: Bool)>((nil, false))

  /// The continuation the first offer resumes.
  func install(_ continuation: CheckedContinuation<Value, Never>) {
    state.withLock { $0.continuation = continuation }
  }

  /// Resumes the continuation with `value` if nothing was offered before; whether it did.
  func offer(_ value: Value) -> Bool {
    let continuation = state.withLock { state -> CheckedContinuation<Value, Never>? in
      guard !state.taken else { return nil }
      state.taken = true
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume(returning: value)
    return continuation != nil
  }
}
