import HostEngine

/// What a visit did: the button pressed and the answer, what happens to the user, every shield
/// drawn, the faults, what the extensions wrote to the app's stores, and the transcript.
///
/// Its `description` is the whole report and transcript, so a failing expectation explains
/// itself: `#expect(result.response == .close, "\(result)")`, or the throwing `expect` methods.
public struct VisitResult: Sendable, CustomStringConvertible {
  /// A fault, against the extension that committed it.
  public struct Fault: Hashable, Sendable, CustomStringConvertible {
    /// The extension's target name (`ShieldActionExt`).
    public var extensionName: String
    /// The fault's stable name (`crashed`, `unresponsive`, `forbidden-response`; see
    /// Documentation/Faults.md).
    public var kind: String
    /// What happened, in one or two sentences.
    public var detail: String
    /// Whether it breaks the contract; false for warnings (printing to stdout).
    public var isViolation: Bool

    /// `ShieldActionExt: detail [kind]`.
    public var description: String { "\(extensionName): \(detail) [\(kind)]" }
  }

  /// What was visited.
  public let target: String
  /// Whether the target was shielded: `shielded by token`, `shielded by category`, `not shielded`.
  public let decision: String
  /// The button pressed; nil when the visit ended without a press.
  public let pressed: ShieldButton?
  /// The action extension's answer, or the system's when the project ships no action
  /// extension (`answeredBySystem`); nil when no valid answer came back (see `faults`).
  public let response: ShieldResponse?
  /// Whether the system answered the press itself (`.close`): the project ships no shield
  /// action extension. This host's reading; Apple does not document the system's handling.
  public let answeredBySystem: Bool
  /// What happens to the user, in one sentence.
  public let outcome: String
  /// Every shield drawn: the first, and the redraw after `.defer`.
  public let shields: [Shield]
  /// The faults, each named once against the extension that committed it.
  public let faults: [Fault]
  /// What the visit notes without blaming anyone: a shield extension the project does not ship
  /// (the system stands in for it), an App Group an entitlement lacks, the device's lock.
  public let notes: [String]
  /// What the extensions changed in the app's ManagedSettings stores, one sentence each.
  public let storeChanges: [String]
  /// What each extension printed or logged, by target name.
  public let logs: [String: [String]]
  /// Everything that passed between the host and the extensions, one line each, in time order:
  /// `12.4 ms ShieldActionExt sent: {...}`.
  public let transcript: [String]
  /// The report as `extension-host visit` prints it.
  public let text: String
  /// Whether any extension ran, asked for a shield or a press: none is for a target the policy
  /// does not shield, or for a project that ships neither shield extension (the system's default
  /// shield shows).
  public let anExtensionRan: Bool
  /// The report's verdict line, without its time (`Contract kept`, `No extension ran: …`).
  public let verdict: String

  init(_ report: VisitReport, shields: [Shield]) {
    target = report.target
    anExtensionRan = report.anExtensionWasAsked
    verdict = report.verdict
    decision = report.decision
    pressed = report.pressed.flatMap(ShieldButton.init(action:))
    response = ShieldResponse(rawValue: String((report.response ?? "").drop { $0 == "." }))
    answeredBySystem = report.answeredBySystem
    outcome = report.outcome
    self.shields = shields
    faults = report.faults.map {
      Fault(extensionName: $0.extension, kind: $0.kind, detail: $0.detail, isViolation: $0.isViolation)
    }
    notes = report.notes
    storeChanges = report.sharedState?.storeChanges ?? []
    logs = report.logs
    transcript = report.transcript.map { entry in
      let time = (entry.milliseconds * 10).rounded() / 10
      return "\(time) ms \(entry.extension) \(entry.channel.rawValue): \(entry.text)"
    }
    text = report.text(useColor: false)
  }

  /// Whether the extensions kept the contract: one ran, and no fault is a violation. A contract
  /// no extension was asked to keep is not kept, as the report's verdict says.
  public var keptContract: Bool { anExtensionRan && !faults.contains { $0.isViolation } }

  /// The shield after `.defer`'s redraw, if there was one.
  public var redrawnShield: Shield? { shields.count > 1 ? shields.last : nil }

  /// The report, then the transcript.
  public var description: String {
    text + "\nTranscript:\n" + transcript.map { "  " + $0 }.joined(separator: "\n")
  }
}
