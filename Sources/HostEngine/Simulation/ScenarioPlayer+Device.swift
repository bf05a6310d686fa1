import Foundation
import HostProtocol

extension ScenarioPlayer {
  /// The device locks, unlocks or restarts: the host refuses, from now on, the extensions' opens
  /// of the App Group files the new state protects (`ProtectedDataGuard`). A restart also ends the
  /// prewarmed monitor process, as a restart ends every process.
  mutating func change(_ event: DeviceEvent, line: Int) async throws {
    guard let protection else { return }
    if event == .reboot { await processes.stopSpares() }
    let old = device
    device = event.state(after: old)
    if event != .unlock { refusedSinceLock = 0 }
    let refused = protection.files.refused(in: device)
    protection.guard.enforce(device, on: protection.files)
    let what: String
    switch event {
    case .reboot: what = "the device restarts"
    case .lock: what = old == .beforeFirstUnlock ? "the device is locked (it was not unlocked since it restarted)" : "the device locks"
    case .unlock: what = old == .beforeFirstUnlock ? "the device is unlocked for the first time since it restarted" : "the device unlocks"
    }
    let consequence =
      refused.isEmpty
      ? "every App Group file can be opened (class \(protection.files.protection.swiftName))"
      : "\(refused.count) App Group file\(refused.count == 1 ? "" : "s") of class \(protection.files.protection.swiftName) "
        + "cannot be opened by the extensions until it unlocks"
    report.timeline.append(entry("device", "\(what): \(consequence)", line: line))
  }

  /// One timeline line per file an extension was refused since the last call (repeats counted).
  mutating func recordRefusals(line: Int? = nil) {
    guard let protection else { return }
    for (refusal, times) in ProtectedDataGuard.Refusal.counted(protection.guard.takeRefusals()) {
      refusedSinceLock += times
      let who =
        processes.launchedPIDs.contains(refusal.pid) ? monitor.name : widgetPIDs[refusal.pid] ?? "an extension (pid \(refusal.pid))"
      report.timeline.append(
        entry("protected", protection.files.refusal(by: who, ofPath: refusal.path, under: statePath, times: times, in: device),
          line: line))
    }
  }
}
