import HostEngine

/// What one check found: passed, failed with the evidence, or skipped with the reason.
public struct CheckVerdict: Sendable, Hashable {
  /// The outcome; the raw value is its name in machine output.
  public enum Status: String, Sendable, Codable, CaseIterable {
    case pass, fail, skip
  }

  /// Passed, failed or skipped.
  package var status: Status
  /// The evidence (pass, fail) or the reason (skip), in one or two sentences.
  package var message: String

  /// The extension keeps the rule; `message` says what was observed.
  static func pass(_ message: String) -> CheckVerdict { CheckVerdict(status: .pass, message: message) }
  /// The extension breaks the rule; `message` is the evidence and, where there is one, the fix.
  static func fail(_ message: String) -> CheckVerdict { CheckVerdict(status: .fail, message: message) }
  /// The check could not judge; `message` says why.
  static func skip(_ message: String) -> CheckVerdict { CheckVerdict(status: .skip, message: message) }
}
