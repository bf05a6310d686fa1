import HostProtocol
import HostEngine
/// The outcome of a conformance run: one report per extension, in the order given.
public struct ConformanceReport: Sendable, Hashable {
  /// One report per extension, in the order given.
  package var extensions: [ExtensionReport]
  /// The run's wall time.
  package var milliseconds: Double

  /// How many reported checks had `status`, over every extension.
  func count(_ status: CheckVerdict.Status) -> Int {
    extensions.reduce(0) { $0 + $1.count(status) }
  }

  /// Whether any check failed: the run exits 1.
  public var hasFailures: Bool { count(.fail) > 0 }
}

/// The checks run against one extension.
public struct ExtensionReport: Sendable, Hashable {
  /// The target's name (`ShieldActionExt`).
  public var name: String
  /// The Info.plist, as given on the command line.
  package var manifest: String
  /// The extension point it serves.
  var extensionPoint: ExtensionPoint
  /// `Module.Class`.
  package var principalClass: String
  /// Each check run or skipped, in catalogue order.
  package var checks: [CheckResult]
  /// How long its checks took.
  package var milliseconds: Double

  /// How many checks had `status`.
  public func count(_ status: CheckVerdict.Status) -> Int {
    checks.filter { $0.verdict.status == status }.count
  }
}

/// One check's verdict, with its identity and how long it took.
package struct CheckResult: Sendable, Hashable {
  /// The check's stable identifier (`handshake`).
  package var id: String
  /// What the check asks, in one line.
  package var summary: String
  /// What it found.
  package var verdict: CheckVerdict
  /// How long it took.
  package var milliseconds: Double
}

extension ConformanceReport {
  /// `34 passed, 0 failed, 6 skipped`: the counts, as the summary line and CI tools read them.
  var countsDescription: String {
    "\(count(.pass)) passed, \(count(.fail)) failed, \(count(.skip)) skipped"
  }
}
