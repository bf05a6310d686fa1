import HostProtocol
public import HostEngine
/// The catalogue of conformance checks, in the order they run.
///
/// Order matters: a check runs after the checks it requires, and the observer checks (what the
/// extension wrote, how it answered across the whole run) come last, after every process stopped.
public enum ConformanceChecks {
  /// Every check, in run order.
  static let all: [any ConformanceCheck.Type] = [
    HandshakeCheck.self,
    PrincipalClassCheck.self,
    NothingBeforeInitializeCheck.self,
    OverloadsAnsweredCheck.self,
    AnswersInTimeCheck.self,
    ActionResponseAllowedCheck.self,
    ConfigurationWellFormedCheck.self,
    UnknownMethodRejectedCheck.self,
    MalformedParamsRejectedCheck.self,
    RepeatedRequestsCheck.self,
    ConcurrentRequestsCheck.self,
    CancellationHonouredCheck.self,
    MemoryWithinCeilingCheck.self,
    ShutdownOnRequestCheck.self,
    ExitOnEndOfFileCheck.self,
    AnswersOnceCheck.self,
    NoUnsolicitedAnswersCheck.self,
    ProtocolPipeCleanCheck.self,
    NoFramesOnStdoutCheck.self,
    OutputWithinBudgetCheck.self,
  ]

  /// The identifiers of every check, in run order.
  static var identifiers: [String] { all.map { $0.id } }

  /// The check named `id`.
  static func check(_ id: String) -> (any ConformanceCheck.Type)? {
    all.first { $0.id == id }
  }

  /// Which checks to run and which to report for `--check` selections.
  public struct Selection: Equatable, Sendable {
    /// The checks to run, in run order: the selected ones and everything they require.
    var run: [String]
    /// The checks to report: the selected ones (a prerequisite that does not pass is reported too).
    var reported: Set<String>
  }

  /// Resolves `selected` (empty: all) into checks to run, closing over `requires`.
  ///
  /// - Throws: `UsageError` naming an unknown identifier and listing the known ones.
  public static func selection(_ selected: [String]) throws(UsageError) -> Selection {
    guard !selected.isEmpty else { return Selection(run: identifiers, reported: Set(identifiers)) }
    var needed: Set<String> = []
    var pending = selected
    while let id = pending.popLast() {
      guard let check = check(id) else {
        throw UsageError("no check '\(id)'; the checks are: \(identifiers.joined(separator: ", "))")
      }
      if needed.insert(id).inserted { pending += check.requires }
    }
    return Selection(run: identifiers.filter { needed.contains($0) }, reported: Set(selected))
  }

  /// `--list`: every check with its extension points and its one line.
  public static var listing: String {
    let width = (all.map { $0.id.count }.max() ?? 0) + 2
    return all.map { check in check.id.padded(to: width) + scope(of: check).padded(to: 8) + check.summary }
      .joined(separator: "\n") + "\n"
  }

  /// Where a check applies, in one word: `action`, `config` or `both`.
  static func scope(of check: any ConformanceCheck.Type) -> String {
    switch check.points {
    case [.shieldAction]: "action"
    case [.shieldConfiguration]: "config"
    default: "both"
    }
  }
}
