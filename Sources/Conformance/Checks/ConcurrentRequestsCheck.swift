import HostEngine
/// Requests sent at once, every input twice, are each answered: the extension matches answers to
/// their requests however many are in flight (iOS may ask again before the first answer).
enum ConcurrentRequestsCheck: ConformanceCheck {
  static let id = "concurrent-requests"
  static let summary = "Answers every input sent at once, twice over, each exactly once"
  static let iOSBehaviour = "a shield extension serves the shields of several apps and sites from one process"
  static let iOSSource = "App Extension Programming Guide, https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionOverview.html"
  static let requires = [OverloadsAnsweredCheck.id, AnswersInTimeCheck.id]

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    guard let connection = await session.servingConnection() else { return .skip("no extension process could be started") }
    let timeout = await session.requestTimeout
    let inputs = session.inputs
    let burst = inputs + inputs
    let started = ContinuousClock.now
    let outcomes = await withTaskGroup(of: (SweepInput, RequestOutcome<SweepAnswer>).self) { group in
      for input in burst {
        group.addTask { (input, await connection.send(input, timeout: timeout)) }
      }
      var outcomes: [(SweepInput, RequestOutcome<SweepAnswer>)] = []
      for await outcome in group { outcomes.append(outcome) }
      return outcomes
    }
    let elapsed = (ContinuousClock.now - started) / .milliseconds(1)
    let unanswered = outcomes.filter { !$0.1.isAnswered }
    guard unanswered.isEmpty else {
      var items = unanswered.map { "\($0.0.label) \($0.1.evidence)" }
      if !connection.isServing { items.insert(connection.departure(fallback: "it stopped serving"), at: 0) }
      return .fail("\(unanswered.count) of \(burst.count) requests sent at once were not answered: " + evidenceList(items))
    }
    return .pass("\(burst.count) requests sent at once (every input twice) were all answered in \(formatMilliseconds(elapsed))")
  }
}
