import Conformance

/// What the conformance suite found: for each extension, each check's verdict and its evidence.
public struct ConformanceResult: Sendable, CustomStringConvertible {
  /// One check's verdict.
  public struct Check: Hashable, Sendable, CustomStringConvertible {
    /// Passed, failed, or skipped with the reason.
    public enum Status: String, Sendable {
      case pass, fail, skip
    }

    /// The check's stable identifier (`handshake`, `answers-once`; see Documentation/Conformance.md).
    public var id: String
    /// What the check asks, in one line.
    public var summary: String
    /// The verdict.
    public var status: Status
    /// The evidence, or why it was skipped.
    public var message: String

    /// `FAIL  answers-once  evidence`.
    public var description: String { "\(status.rawValue.uppercased())  \(id)  \(message)" }
  }

  /// One extension's checks.
  public struct Extension: Hashable, Sendable {
    /// The target's name (`ShieldActionExt`).
    public var name: String
    /// The checks run or skipped, in catalogue order.
    public var checks: [Check]

    /// The checks that failed.
    public var failures: [Check] { checks.filter { $0.status == .fail } }
    /// The check with `id`, if it was run or skipped.
    public func check(_ id: String) -> Check? { checks.first { $0.id == id } }
  }

  /// One entry per extension, in the order found.
  public let extensions: [Extension]
  /// The text report, as `extension-host conform` prints it.
  public let text: String

  init(_ report: ConformanceReport) {
    extensions = report.extensions.map { extensionReport in
      Extension(
        name: extensionReport.name,
        checks: extensionReport.checks.map { result in
          Check(
            id: result.id, summary: result.summary,
            status: Check.Status(rawValue: result.verdict.status.rawValue) ?? .fail, message: result.verdict.message)
        })
    }
    text = report.text
  }

  /// Whether every check run passed.
  public var passed: Bool { extensions.allSatisfy { $0.failures.isEmpty } }

  /// The extension named `name`.
  public func `extension`(_ name: String) -> Extension? { extensions.first { $0.name == name } }

  /// The text report.
  public var description: String { text }
}
