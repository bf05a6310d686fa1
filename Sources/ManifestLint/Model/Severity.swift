/// How serious a finding is. Errors fail `lint`; warnings fail it only with `--strict`.
package enum Severity: String, Sendable, Comparable, CaseIterable {
  case note, warning, error

  /// Orders note < warning < error.
  package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }
}

/// Which of Apple's layers enforces what a rule mirrors.
package enum EnforcementLayer: String, Sendable {
  case parser = "plist parser"
  case build = "build (Xcode)"
  case install = "install (installd)"
  case upload = "upload (App Store Connect)"
  case runtime = "runtime"
  case linter = "this linter"
}
