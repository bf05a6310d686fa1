import Foundation
import HostProtocol
import ShieldRendering

/// Runs each widget extension as a child process (`ExtensionLauncher`: the same spawn, pipes,
/// handshake and supervision as a shield extension) and asks it, per kind and family, for its
/// placeholder and timeline, then for each entry's view in each device state. The extension is
/// always stopped and reaped; a fault ends its run and is named once.
public enum WidgetRun {
  /// Runs what `options` describe.
  ///
  /// - Throws: `SetupError` when the manifests have no launchable widget extension or the state
  ///   directory cannot be opened and seeded.
  public static func run(_ options: WidgetOptions) async throws(SetupError) -> WidgetReport {
    let setup = try WidgetSetup.load(manifests: options.manifests, searchDirectories: options.searchDirectories)
    let throwaway = options.sharedState.directory == nil
    let statePath =
      options.sharedState.directory
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("extension-host-widgets-\(UUID())").path
    let state: StateDirectory
    do {
      state = try StateDirectory.open(statePath)
    } catch {
      throw SetupError(at: statePath, "cannot open the state directory: \(error)")
    }
    let service: SharedStateService
    do {
      service = try SharedStateService.open(
        extensions: setup.extensions.map(\.target), app: setup.app, policy: nil, state: state,
        manifestsDirectory: options.sharedState.manifestsDirectory)
    } catch {
      if throwaway { try? ContainedDirectory.removeFolder(state.root) }
      throw error as? SetupError ?? SetupError(at: statePath, "cannot prepare the state directory: \(error)")
    }
    defer { if throwaway { try? ContainedDirectory.removeFolder(state.root) } }
    let host = WidgetHostService(shared: service)
    var report = WidgetReport(rows: [], faults: [])
    let locks = WidgetLocks.start(options.devices, service: service, setup: setup, notes: &report.notes)
    // Each extension has exited before the next starts (what it writes as it exits is on disk);
    // the last one's exit is awaited once the report is judged, which needs nothing of it.
    var exiting: Task<WidgetReport, Never>?
    for widgetExtension in setup.extensions {
      if let exiting { report.merge(await exiting.value) }
      exiting = nil
      locks.enforce(nil)
      let visits = locks.passes.enumerated().map { index, pass in
        WidgetExtensionVisit(
          extension: widgetExtension, options: options, service: service, devices: pass.devices, lock: pass.lock,
          saysWhatIsNotShown: index == 0)
      }
      let locked = visits.filter { $0.lock != nil }
      guard let open = visits.first, open.lock == nil else {
        for visit in locked { report.merge(await Self.lockedPass(visit, locks: locks, host: host)) }
        continue
      }
      // The locked passes run beside the open one, from the moment its process runs: its opens
      // are allowed by its pid, theirs refused as the lock says.
      let alongside: @Sendable (Int32) -> Task<WidgetReport, Never>? = { pid in
        guard !locked.isEmpty else { return nil }
        locks.allow(pid)
        return Task {
          var fragment = WidgetReport(rows: [], faults: [])
          for visit in locked { fragment.merge(await Self.lockedPass(visit, locks: locks, host: host)) }
          return fragment
        }
      }
      let (exit, besides) = await HostServiceScope.$current.withValue(host) {
        await open.run(into: &report, whenLaunched: alongside, relaunched: { locks.allow($0) })
      }
      exiting = exit
      if let besides {
        let fragment = await besides.value
        // An executable that cannot start as a widget extension fails in every pass: named once.
        let failedToStart = report.faults.contains { $0.kind == .launchFailed && $0.extensionName == widgetExtension.name }
        if !failedToStart { report.merge(fragment) }
      }
    }
    locks.stop()  // no locked pass's process runs: each was awaited
    if let kind = options.kind, report.faults.isEmpty, report.extensionsWithoutKind == setup.extensions.count {
      report.unknownKind = kind  // no extension serves it: a mistyped --kind, not a widget that shows nothing
    }
    report.rows = WidgetLocks.inDeviceOrder(report.rows, devices: options.devices)
    WidgetJudge(options: options).judge(&report)
    if let exiting { report.merge(await exiting.value) }
    // Known once every process has exited: what the preferences watch saw, and what was heard.
    let contract = host.contractFaults(of: setup)
    report.faults += contract.faults
    report.notes += contract.notes
    return report
  }
}

extension WidgetRun {
  /// One locked pass: the extension launched again with the files `visit.lock` closes refused,
  /// its rows, faults and the opens it was refused, once it has exited.
  fileprivate static func lockedPass(_ visit: WidgetExtensionVisit, locks: WidgetLocks, host: WidgetHostService) async -> WidgetReport {
    var fragment = WidgetReport(rows: [], faults: [])
    guard let lock = visit.lock else { return fragment }
    locks.enforce(lock)
    let (exit, _) = await HostServiceScope.$current.withValue(host) { await visit.run(into: &fragment) }
    if let exit { fragment.merge(await exit.value) }
    fragment.notes += locks.refusals(by: visit.extension.name, in: lock)
    return fragment
  }
}
