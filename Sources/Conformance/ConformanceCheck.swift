import HostProtocol
import HostEngine
/// One check of `extension-host conform`: a stable identifier, one line of documentation, the
/// extension points it applies to, the checks that must pass before it means anything, and how it
/// judges an extension.
///
/// A check is a type with no instances, one per file in `Checks/`, listed in `ConformanceChecks.all`.
/// It returns a verdict with its evidence; it never throws and never leaves a process behind (the
/// session owns every process it launches).
protocol ConformanceCheck: Sendable {
  /// The stable identifier, kebab-case: `answers-in-time`. Never renamed: CI configurations name it.
  static var id: String { get }
  /// One line saying what the check requires of an extension.
  static var summary: String { get }
  /// The iOS behaviour the check mirrors (or that it has no iOS counterpart, and why it exists).
  static var iOSBehaviour: String { get }
  /// Where that behaviour is documented: Apple's pages, forum threads, or this repository's docs.
  static var iOSSource: String { get }
  /// The extension points the check applies to; on others it is skipped.
  static var points: Set<ExtensionPoint> { get }
  /// Checks that must pass first; when one does not, this one is skipped and says which.
  static var requires: [String] { get }
  /// Judges the session's extension.
  static func run(_ session: ConformanceSession) async -> CheckVerdict
}

extension ConformanceCheck {
  /// By default a check applies to both shield extension points.
  static var points: Set<ExtensionPoint> { Set(ExtensionPoint.hosted) }
  /// By default a check needs a started extension with a valid principal class.
  static var requires: [String] { [PrincipalClassCheck.id] }
}
