import HostProtocol
import HostEngine
/// The outcome of a conformance run: one report per extension, in the order given.
public struct ConformanceReport: Sendable, Hashable {
  var extensions: [ExtensionReport]
  var milliseconds: Double

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
  var manifest: String
  var extensionPoint: ExtensionPoint
  var principalClass: String
  var checks: [CheckResult]
  var milliseconds: Double

  /// How many checks had `status`.
  public func count(_ status: CheckVerdict.Status) -> Int {
    checks.filter { $0.verdict.status == status }.count
  }
}

/// One check's verdict, with its identity and how long it took.
struct CheckResult: Sendable, Hashable {
  var id: String
  var summary: String
  var verdict: CheckVerdict
  var milliseconds: Double
}

extension ConformanceReport {
  /// `34 passed, 0 failed, 6 skipped`: the counts, as the summary line and CI tools read them.
  var countsDescription: String {
    "\(count(.pass)) passed, \(count(.fail)) failed, \(count(.skip)) skipped"
  }
}
