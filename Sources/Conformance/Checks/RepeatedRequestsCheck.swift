import Foundation
import HostEngine
/// The same request, sent many times in a row, is answered every time: no state that breaks on
/// the second press, no handler that works once.
enum RepeatedRequestsCheck: ConformanceCheck {
  static let id = "repeated-requests"
  static let summary = "Answers the same request 25 times in a row"
  static let iOSBehaviour = "iOS asks again for the same shield each time it is shown (and after .defer), from the same process while it lives"
  static let iOSSource = "https://developer.apple.com/forums/thread/707144 (.defer redraws by calling configuration(shielding:) again)"
  static let requires = [OverloadsAnsweredCheck.id, AnswersInTimeCheck.id]
  static let count = 25

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    guard let connection = await session.servingConnection() else { return .skip("no extension process could be started") }
    let timeout = await session.requestTimeout
    let inputs = session.inputs
    guard let input = inputs.first else { return .skip("no input") }
    let started = ContinuousClock.now
    for attempt in 1...count {
      let outcome = await connection.send(input, timeout: timeout)
      guard outcome.isAnswered else {
        if case .extensionGone(let reason) = outcome {
          return .fail("\(input.label), sent for the \(ordinal(attempt)) time, went unanswered: "
            + (connection.departure(fallback: reason)))
        }
        return .fail("\(input.label), sent for the \(ordinal(attempt)) time, \(outcome.evidence)")
      }
    }
    let elapsed = (ContinuousClock.now - started) / .milliseconds(1)
    return .pass("\(input.label) was answered \(count) times in a row in \(formatMilliseconds(elapsed))")
  }

  /// `number` as an English ordinal ("1st", "11th", "22nd"), by Foundation's formatter.
  static func ordinal(_ number: Int) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .ordinal
    formatter.locale = Locale(identifier: "en")
    return formatter.string(from: NSNumber(value: number)) ?? "\(number)th"
  }
}
