/// A failed expectation about an extension, thrown by the `expect` methods: the message, then
/// the shield and the transcript, so a red test explains itself in Swift Testing ("Caught
/// error") and in XCTest ("failed: caught error") alike.
public struct ExpectationFailure: Error, CustomStringConvertible, Sendable {
  /// What was expected and what happened.
  public let message: String
  /// What explains it: the shield, the report and the transcript.
  public let context: String

  /// The message, then the context.
  public var description: String { message + "\n\n" + context }
}

extension ShieldVisit {
  /// Throws `ExpectationFailure`, showing the shield drawn, unless each field given matches it.
  ///
  /// - Parameters:
  ///   - title, subtitle, primaryButton: the text expected; nil leaves the field unchecked.
  ///   - secondaryButton: the secondary button's label; `.some(nil)` expects none.
  public func expectShield(
    title: String? = nil, subtitle: String? = nil, primaryButton: String? = nil, secondaryButton: String?? = nil
  ) throws(ExpectationFailure) {
    guard let shield else {
      throw ExpectationFailure(message: "expected a shield, but \(target) is not shielded: it opens", context: "")
    }
    var mismatches: [String] = []
    func compare(_ name: String, _ expected: String?, _ actual: String?) {
      if expected != actual { mismatches.append("\(name): expected \(quoted(expected)), shown \(quoted(actual))") }
    }
    if let title { compare("title", title, shield.title) }
    if let subtitle { compare("subtitle", subtitle, shield.subtitle) }
    if let primaryButton { compare("primary button", primaryButton, shield.primaryButton) }
    if let secondaryButton { compare("secondary button", secondaryButton, shield.secondaryButton) }
    guard mismatches.isEmpty else {
      throw ExpectationFailure(
        message: "the shield for \(target) is not the one expected:\n" + mismatches.map { "  " + $0 }.joined(separator: "\n"),
        context: "Shield shown:\n\(shield)" + (shield.fallbackReason.map { "\n(system default: \($0))" } ?? ""))
    }
  }
}

extension VisitResult {
  /// Throws `ExpectationFailure`, showing the report and transcript, unless the action
  /// extension answered `response`.
  public func expect(response expected: ShieldResponse) throws(ExpectationFailure) {
    guard response != expected else { return }
    let answered = response.map { "it answered \($0)" } ?? "no valid answer came back"
    throw ExpectationFailure(
      message: "expected the action extension to answer \(expected) to \(pressed?.rawValue ?? "no") press on \(target), but \(answered)",
      context: description)
  }

  /// Throws `ExpectationFailure`, naming each violation and showing the report and transcript,
  /// unless the extensions kept the contract; also when no extension ran (the target is not
  /// shielded, or the project ships no shield extension), which would check nothing.
  public func expectContractKept() throws(ExpectationFailure) {
    guard anExtensionRan else {
      throw ExpectationFailure(
        message: "no extension ran in the visit to \(target) (\(verdict)), so no contract was kept: visit a target "
          + "the shield policy shields, with a shield extension the project ships",
        context: description)
    }
    let violations = faults.filter(\.isViolation)
    guard !violations.isEmpty else { return }
    throw ExpectationFailure(
      message: "the visit to \(target) broke the contract:\n" + violations.map { "  " + $0.description }.joined(separator: "\n"),
      context: description)
  }

  /// Throws `ExpectationFailure` unless exactly one fault of `kind` was named, against
  /// `extensionName` when given.
  public func expectFault(_ kind: String, by extensionName: String? = nil) throws(ExpectationFailure) {
    let matching = faults.filter { $0.kind == kind && (extensionName == nil || $0.extensionName == extensionName) }
    guard matching.count != 1 else { return }
    throw ExpectationFailure(
      message: "expected one \(kind) fault\(extensionName.map { " by \($0)" } ?? ""), found \(matching.count)",
      context: description)
  }
}

extension LintResult {
  /// Throws `ExpectationFailure`, listing the findings, unless lint passes (no errors; with
  /// `strict`, no warnings either).
  public func expectClean(strict: Bool = false) throws(ExpectationFailure) {
    guard !passes(strict: strict) else { return }
    throw ExpectationFailure(message: "lint found problems in the manifests", context: text)
  }
}

extension ConformanceResult {
  /// Throws `ExpectationFailure`, naming each failed check with its evidence, unless every
  /// check run passed.
  public func expectAllPassed() throws(ExpectationFailure) {
    let failed = extensions.flatMap { item in item.failures.map { "  \(item.name): \($0)" } }
    guard !failed.isEmpty else { return }
    throw ExpectationFailure(message: "conformance checks failed:\n" + failed.joined(separator: "\n"), context: text)
  }
}

private func quoted(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "none" }
