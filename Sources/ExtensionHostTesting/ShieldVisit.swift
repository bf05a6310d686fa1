import HostEngine

/// A visit to a shielded (or unshielded) target: the shield is up, the extensions are running,
/// and the test decides what to press.
///
/// `press(_:)` presses one button, enforces the action extension's answer and ends the visit,
/// as on iOS; `end()` ends it without pressing. Either returns the `VisitResult`: the answer,
/// the outcome, the faults, the store writes and the transcript. A visit left without either
/// kills its extensions when it goes away.
public final class ShieldVisit: Sendable {
  /// What was visited (`social.example`, `Puzzles (com.example.puzzles)`).
  public let target: String
  /// The shield as the user sees it; nil when the target is not shielded (it opens).
  public let shield: Shield?
  private let live: LiveVisit

  init(_ live: LiveVisit, target: String) async {
    self.live = live
    self.target = target
    let first = await live.reportSoFar.frames.first
    shield = await live.shield.map { Shield($0, fallbackReason: first?.fallbackReason) }
  }

  deinit { live.abandon() }

  /// Whether the target is shielded.
  public var isShielded: Bool { shield != nil }

  /// Presses `button` and enforces the answer (`.close` or `.defer`, exactly once, in time);
  /// after `.defer` the shield is redrawn. Ends the visit.
  ///
  /// - Throws: `TestHostError` when there is nothing to press: the target is not shielded, or
  ///   this visit was already pressed or ended. An extension's misbehaviour never throws: it is
  ///   a fault in the result.
  public func press(_ button: ShieldButton = .primary) async throws(TestHostError) -> VisitResult {
    guard shield != nil else {
      throw TestHostError("\(target) is not shielded, so there is no shield to press; it opens")
    }
    guard await live.press(button.action) else {
      throw TestHostError("this visit to \(target) has ended; a visit presses once: start another with visit(_:)")
    }
    return await end()
  }

  /// Ends the visit without (another) press: stops the extensions and collects what they did.
  public func end() async -> VisitResult {
    let redrawn = await live.shield
    let report = await live.finish()
    var shields = shield.map { [$0] } ?? []
    if report.frames.count > 1, let redrawn, let last = report.frames.last {
      shields.append(Shield(redrawn, fallbackReason: last.fallbackReason))
    }
    return VisitResult(report, shields: shields)
  }
}
