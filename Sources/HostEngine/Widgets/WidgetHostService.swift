import HostProtocol
import Synchronization

/// What a `widgets` run lends its extensions: the shared state's service (App Groups, stores,
/// the Keychain), and an ear for the runtime's word that a provider called its completion
/// handler again (`widget/completionRepeated`), kept for the report.
final class WidgetHostService: HostService {
  /// The shared state every extension of the run is lent.
  let shared: SharedStateService
  /// The provider methods whose completion ran again.
  private let repeats = RepeatedCompletions()

  init(shared: SharedStateService) { self.shared = shared }

  func environment(for target: ExtensionTarget) -> [String: String] { shared.environment(for: target) }

  func answer(_ request: JSONRPCMessage, id: RequestID, method: String, from connection: ExtensionConnection) -> [UInt8] {
    shared.answer(request, id: id, method: method, from: connection)
  }

  func receive(_ notification: JSONRPCMessage, method: String, from connection: ExtensionConnection) {
    guard !repeats.receive(notification, method: method, from: connection) else { return }
    shared.receive(notification, method: method, from: connection)
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
    faults += repeats.faults(name: name)
    return (faults, notes + (log.droppedSummary.map { [$0] } ?? []))
  }
}
