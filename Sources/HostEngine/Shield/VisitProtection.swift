import Foundation
import HostProtocol

/// The device state a visit runs in (`visit --device-state`, `serve --device-state`), made real in the
/// extensions' own processes: while the device is locked or not yet unlocked since it restarted,
/// the App Group files that state protects cannot be opened by them (`ProtectedDataGuard`), and
/// every refused open is named in the visit's notes and transcript.
struct VisitProtection: Sendable {
  let device: DeviceState
  let files: ProtectedFiles
  private let guarded: ProtectedDataGuard
  private let statePath: String

  /// Nil when the device is unlocked (nothing to refuse); throws a set-up error when the kernel
  /// cannot enforce it here.
  /// `what` names the run in that error (a daemon's monitor batch uses it too).
  static func start(
    _ device: DeviceState, service: SharedStateService, setup: ShieldSetup, what: String = "the visit"
  ) throws(SetupError) -> VisitProtection? {
    guard device != .unlocked else { return nil }
    let files: ProtectedFiles
    do {
      files = try service.protectedFiles(of: setup)
    } catch {
      throw SetupError(at: service.state.path, "cannot prepare the app's Keychain: \(error)")
    }
    switch ProtectedDataGuard.start() {
    case .failure(let unavailable):
      throw SetupError(at: nil, "\(what) runs with the device \(device), but \(unavailable); run it with --device-state unlocked")
    case .success(let guarded):
      let protection = VisitProtection(device: device, files: files, guarded: guarded, statePath: service.state.path)
      protection.guarded.enforce(device, on: protection.files)
      return protection
    }
  }

  /// What the state protects, for the report's notes.
  var note: String {
    let refused = files.refused(in: device).count
    return "the device is \(device): "
      + (refused == 0
        ? "every App Group file can be opened (class \(files.protection.swiftName))"
        : "\(refused) App Group file\(refused == 1 ? "" : "s") of class \(files.protection.swiftName) cannot be opened by the extensions")
  }

  /// Stops refusing, once the extensions were given back, and names each refused open in the
  /// report: a note and a transcript event against the extension whose process opened it.
  func finish(into report: inout VisitReport, connections: [ExtensionConnection]) {
    for (sentence, connection) in finish(connections: connections) {
      report.notes.append(sentence)
      report.transcript.append(
        TranscriptEntry(
          milliseconds: connection?.elapsedMilliseconds() ?? 0, extension: connection?.name ?? "host", channel: .event,
          text: "protected: \(sentence)"))
    }
  }

  /// Stops refusing, and says each refused open once: which of `connections` (by pid) opened
  /// which file, how often, of which class, in which state.
  func finish(connections: [ExtensionConnection]) -> [(sentence: String, connection: ExtensionConnection?)] {
    let refusals = ProtectedDataGuard.Refusal.counted(guarded.takeRefusals())
    guarded.stop()
    return refusals.map { refusal, times in
      let connection = connections.first { $0.process.pid == refusal.pid }
      let sentence = files.refusal(
        by: connection?.name ?? "an extension (pid \(refusal.pid))", ofPath: refusal.path, under: statePath, times: times, in: device)
      return (sentence, connection)
    }
  }

  /// Stops refusing without reporting (a visit that could not start).
  func abandon() { guarded.stop() }
}
