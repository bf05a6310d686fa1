import HostProtocol

/// The device's lock made real for a widget run: the passes the run makes (`WidgetLockPass`), and
/// the guard that refuses the extension's opens of protected files during a locked pass. The
/// locked passes run beside the open one (the open pass's process is allowed by its pid), so a
/// run costs about one launch more in time only where the two CPUs are busy. Where the kernel
/// cannot enforce it (fanotify needs root), every state shares one process and a note says that
/// the locked rows show what the extension reads with every file open.
struct WidgetLocks {
  let passes: [WidgetLockPass]
  private let files: ProtectedFiles?
  private let guarded: ProtectedDataGuard?
  /// The state directory, which refused files are named inside.
  private let statePath: String

  /// The passes for `devices`, given the App Group's files (of `setup`'s class) and the app's
  /// Keychain as they are now; a note joins `notes` when a locked pass cannot be enforced.
  static func start(
    _ devices: [WidgetDeviceState], service: SharedStateService, setup: WidgetSetup, notes: inout [String]
  ) -> WidgetLocks {
    let everyState = WidgetLocks(
      passes: [WidgetLockPass(devices: devices, lock: nil)], files: nil, guarded: nil, statePath: service.state.path)
    guard devices.contains(where: \.isLocked), let files = try? service.protectedFiles(protection: setup.appGroupProtection) else {
      return everyState
    }
    let passes = WidgetLockPass.passes(for: devices, existing: files.existing().map(\.protection))
    guard passes.contains(where: { $0.lock != nil }) else { return everyState }
    switch ProtectedDataGuard.start() {
    case .success(let guarded):
      return WidgetLocks(passes: passes, files: files, guarded: guarded, statePath: service.state.path)
    case .failure(let unavailable):
      let states = passes.filter { $0.lock != nil }.flatMap(\.devices).map(\.rawValue).joined(separator: ", ")
      notes.append(
        "the rows of \(states) show what the extensions read with every App Group file open, where the phone would refuse "
          + "files of class \(files.protection.swiftName): \(unavailable)")
      return everyState
    }
  }

  /// From now on, refuses the extensions' opens that `lock` protects (none when nil).
  func enforce(_ lock: DeviceState?) {
    guard let guarded, let files else { return }
    guarded.enforce(lock ?? .unlocked, on: files)
  }

  /// From now on, lets the process `pid` open every file, whatever the lock: the open pass's
  /// process, running beside a locked one.
  func allow(_ pid: Int32) { guarded?.allow(pid) }

  /// A note for each file refused to `name`'s process since the last call, in the words of
  /// `visit --device-state`, with the state enforced now.
  func refusals(by name: String, in lock: DeviceState) -> [String] {
    guard let guarded, let files else { return [] }
    return ProtectedDataGuard.Refusal.counted(guarded.takeRefusals()).map { refusal, times in
      files.refusal(by: name, ofPath: refusal.path, under: statePath, times: times, in: lock)
    }
  }

  /// Stops refusing; call it once no locked pass's process runs.
  func stop() { guarded?.stop() }

  /// `rows` with each kind and family's rows in the order of `devices` (a locked pass's rows
  /// come after the others'), otherwise as they were made.
  static func inDeviceOrder(_ rows: [WidgetReport.Row], devices: [WidgetDeviceState]) -> [WidgetReport.Row] {
    var firstOfItem: [String: Int] = [:]
    for (index, row) in rows.enumerated() {
      let item = "\(row.extensionName) \(row.kind) \(row.family)"
      if firstOfItem[item] == nil { firstOfItem[item] = index }
    }
    return rows.enumerated().sorted { left, right in
      let leftKey = (firstOfItem["\(left.element.extensionName) \(left.element.kind) \(left.element.family)"] ?? 0,
        devices.firstIndex(of: left.element.device) ?? 0, left.offset)
      let rightKey = (firstOfItem["\(right.element.extensionName) \(right.element.kind) \(right.element.family)"] ?? 0,
        devices.firstIndex(of: right.element.device) ?? 0, right.offset)
      return leftKey < rightKey
    }.map(\.element)
  }
}
