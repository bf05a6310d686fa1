import HostProtocol
import Synchronization

/// What a `widgets` run lends its extensions: the shared state's service (App Groups, stores,
/// the Keychain), and an ear for the runtime's word that a provider called its completion
/// handler again (`widget/completionRepeated`), kept for the report.
final class WidgetHostService: HostService {
  /// One provider method whose completion ran more than once, by the target that ran it.
  struct RepeatedCompletion: Hashable, Sendable {
    var targetName: String
    var kind: String
    var source: WidgetEntrySource
  }

  /// The shared state every extension of the run is lent.
  let shared: SharedStateService
  /// The repeats heard, each provider method once, with the family it was first heard in.
  private let repeats = Mutex<[(RepeatedCompletion, family: String)]>([])

  init(shared: SharedStateService) { self.shared = shared }

  func environment(for target: ExtensionTarget) -> [String: String] { shared.environment(for: target) }

  func answer(_ request: JSONRPCMessage, id: RequestID, method: String, from connection: ExtensionConnection) -> [UInt8] {
    shared.answer(request, id: id, method: method, from: connection)
  }

  func receive(_ notification: JSONRPCMessage, method: String, from connection: ExtensionConnection) {
    guard method == WidgetCompletionRepeatedNotification.method else {
      shared.receive(notification, method: method, from: connection)
      return
    }
    guard let repeated = try? notification.params(WidgetCompletionRepeatedNotification.self) else {
      connection.record(.event, "a widget/completionRepeated notification that does not decode was ignored")
      return
    }
    let key = RepeatedCompletion(targetName: connection.name, kind: repeated.kind, source: repeated.source)
    repeats.withLock { heard in
      if !heard.contains(where: { $0.0 == key }) { heard.append((key, repeated.family)) }
    }
    connection.record(
      .event, "the completion handler of \(repeated.source.providerMethod) of '\(repeated.kind)' in \(repeated.family) was called again")
  }

  /// The faults the run's extensions committed against the contract rather than the protocol,
  /// known once every process has exited: each App Group used without the entitlement
  /// (`app-group-not-entitled`, from the shared state's record) and each provider method whose
  /// completion ran again (`completion-called-twice`), once each, against the extension.
  func contractFaults(of setup: WidgetSetup) -> (faults: [WidgetFault], notes: [String]) {
    func name(_ target: String) -> String { setup.extensions.first { $0.target.name == target }?.name ?? target }
    let log = shared.finish()
    var faults: [WidgetFault] = []
    var notes = shared.notes
    for finding in log.findings {
      guard finding.kind == .appGroupNotEntitled, let fix = finding.fix else {
        // A store's limit or name: said as a visit says it, with no widget fault of its own.
        notes.append("\(name(finding.extensionName)) \(finding.sentence) [\(finding.kind.rawValue)]")
        continue
      }
      faults.append(WidgetFault(kind: .appGroupNotEntitled, extensionName: name(finding.extensionName), detail: finding.detail, fix: fix))
    }
    for (repeated, family) in repeatedCompletions {
      let what = repeated.source == .snapshot ? "entry" : "timeline"
      faults.append(
        WidgetFault(
          kind: .completionCalledTwice, extensionName: name(repeated.targetName),
          detail: "the provider of '\(repeated.kind)' called the completion handler of \(repeated.source.providerMethod) more than once "
            + "(first seen in \(family)); WidgetKit asks for one \(what) per call, so the host showed the first and ignored the rest",
          fix: "call the completion handler exactly once per call of \(repeated.source.providerMethod): return right after calling "
            + "it, and never call it again from a later callback (a second network response, a retry, a timer)"))
    }
    return (faults, notes + (log.droppedSummary.map { [$0] } ?? []))
  }

  /// The repeats heard so far, in order, each provider method once.
  private var repeatedCompletions: [(RepeatedCompletion, family: String)] { repeats.withLock { $0 } }
}
