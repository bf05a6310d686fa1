import HostEngine

/// No request is answered more than once, in any process of the run: a completion handler is
/// called exactly once. Judged after every process has stopped.
enum AnswersOnceCheck: ConformanceCheck {
  static let id = "answers-once"
  static let summary = "No request is answered twice (a completion handler runs exactly once)"
  static let iOSBehaviour = "a completion handler is called once, with one response (what iOS does with a second call is undocumented)"
  static let iOSSource = "https://developer.apple.com/documentation/managedsettings/shieldactiondelegate"

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    await session.stopAll()
    let twice = await session.faults([.answeredTwice])
    guard twice.isEmpty else {
      return .fail(evidenceList(twice.map(\.detail)) + "; call the completion handler exactly once")
    }
    return .pass("each of \(await requestTotal(session)) requests was answered at most once")
  }
}

/// How many requests the host sent over the whole run, in every process.
func requestTotal(_ session: ConformanceSession) async -> Int {
  await session.allConnections.reduce(0) { $0 + $1.requestCount }
}
