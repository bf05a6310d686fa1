import HostEngine
import HostProtocol

/// The sweep: every input for the extension's point, sent one at a time with the request deadline.
///
/// One at a time, so a crash names the input that caused it. The sweep stops at the first request
/// that gets no answer (a timeout, a crash, a broken protocol stream): what follows could not be
/// judged fairly, and waiting out every deadline would make a broken extension slow to test.
/// Several checks judge the same sweep, each the property it owns.
struct SweepResult: Sendable {
  /// One input and how it ended.
  struct Record: Sendable {
    let input: SweepInput
    let outcome: RequestOutcome<SweepAnswer>
    let milliseconds: Double
  }

  /// Why the sweep stopped before the last input.
  enum Stop: Sendable {
    /// No extension could be started to sweep.
    case notStarted(String)
    /// `input` was not answered within the deadline.
    case timedOut(SweepInput, milliseconds: Int)
    /// The extension exited while handling `input`; the detail says how.
    case crashed(SweepInput, String)
    /// The host stopped the extension for breaking the protocol pipe while `input` was pending.
    case protocolBroken(SweepInput, String)
  }

  /// How many inputs the point has.
  let inputCount: Int
  var records: [Record] = []
  var stop: Stop?

  /// The inputs that were answered, with their answers.
  var answers: [(input: SweepInput, answer: SweepAnswer)] {
    records.compactMap { record in record.outcome.answer.map { (record.input, $0) } }
  }

  /// "5 of 15 inputs", for messages about a partial sweep.
  var triedDescription: String { "\(records.count) of \(inputCount) inputs" }

  /// Runs the sweep on `connection`.
  static func run(_ inputs: [SweepInput], on connection: ExtensionConnection, timeout: Duration) async -> SweepResult {
    var result = SweepResult(inputCount: inputs.count)
    for input in inputs {
      let started = ContinuousClock.now
      let outcome = await connection.send(input, timeout: timeout)
      let elapsed = ContinuousClock.now - started
      result.records.append(Record(input: input, outcome: outcome, milliseconds: elapsed / .milliseconds(1)))
      switch outcome {
      case .answered, .rejected, .malformed:
        continue
      case .timedOut(let milliseconds):
        result.stop = .timedOut(input, milliseconds: milliseconds)
      case .extensionGone(let reason):
        if let fault = connection.protocolBreak {
          result.stop = .protocolBroken(input, fault.detail)
        } else {
          result.stop = .crashed(input, connection.departure(fallback: reason))
        }
      }
      return result
    }
    return result
  }
}
