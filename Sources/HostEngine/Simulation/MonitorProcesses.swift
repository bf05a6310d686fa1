import Foundation
import HostProtocol
import Synchronization

/// The monitor's processes across one simulation, as iOS runs them: a process per callback batch,
/// ended after the batch returned. Two things make that fast without changing it:
/// - **prewarming**: the next batch's process is launched, and its handshake done, while the
///   current batch runs (iOS prewarms extensions too); a batch takes the process that is ready.
/// - **retiring off the critical path**: after its batch a process lingers
///   (`SimulationOptions.lingerAfterReturn`, during which work it left running is refused and
///   named) and is stopped while later batches run; at most `maximumLingering` at once.
final class MonitorProcesses: Sendable {
  let monitor: ExtensionTarget
  let options: SimulationOptions
  let service: MonitorService
  /// The prewarmed launches for the next batches, oldest first.
  private let spares = Mutex<[Task<Ready, any Error>]>([])
  /// Forks each batch's process from the monitor's executable started once (`ForkServer`); nil
  /// (every process spawned) when the host or the executable cannot have one.
  private let forkServer: Task<ForkServer?, Never>

  /// Every monitor process launched so far, to name the opens the device's lock refused.
  private let pids = Mutex<Set<Int32>>([])
  var launchedPIDs: Set<Int32> { pids.withLock { $0 } }

  /// A launched process waiting for its batch, its memory already measured (`BatchMemory`) while
  /// it was idle, off the batch's critical path; nil when it failed or cannot be read.
  struct Ready: Sendable {
    let launch: ExtensionLauncher.Launch
    let memory: BatchMemory?
  }

  /// What a retired process did after its batch's callbacks returned.
  struct Retired: Sendable {
    /// Its store requests refused as work after return.
    var lateWrites: [String]
    /// Every fault judged on it, during and after the batch.
    var faults: [ExtensionFault]
    /// What it wrote to stdout and stderr and logged (`$/log`), in order: a crash's own message
    /// (`Fatal error: …`) is among them.
    var output: [TranscriptEntry]
  }

  init(monitor: ExtensionTarget, options: SimulationOptions, service: MonitorService) {
    self.monitor = monitor
    self.options = options
    self.service = service
    forkServer = Task { [monitor, options, service] in
      HostServiceScope.$current.withValue(service) { ExtensionLauncher.forkServer(for: monitor, limits: options.limits) }
    }
  }

  /// The process for the batch due now: the oldest prewarmed one, else one launched now; the
  /// spares are topped up at once (`SimulationOptions.prewarmed` of them).
  func take() async throws -> Ready {
    let ready = spares.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    let task = ready ?? prewarm()
    let missing = max(0, options.prewarmed - spares.withLock { $0.count })
    let next = (0..<missing).map { _ in prewarm() }
    spares.withLock { $0 += next }
    return try await task.value
  }

  /// Lingers (unless it is gone), stops the process, and says what it did after returning.
  func retire(_ connection: ExtensionConnection, linger: Bool) -> Task<Retired, Never> {
    Task { [options, service] in
      if linger { try? await Task.sleep(for: options.lingerAfterReturn) }
      _ = await connection.stop(grace: options.stopGrace)
      // What the batch's process wrote, then what it wrote past the caps, counted.
      let output =
        connection.transcript.filter { [.stdout, .stderr, .log].contains($0.channel) }
        + connection.droppedOutput().map {
          TranscriptEntry(milliseconds: connection.elapsedMilliseconds(), extension: connection.name, channel: $0.channel, text: $0.text)
        }
      return Retired(lateWrites: service.takeLateWrites(of: connection), faults: connection.faults, output: output)
    }
  }

  /// Stops the prewarmed processes no batch took and the fork server (the simulation is over).
  func stop() async {
    await stopSpares()
    await forkServer.value?.stop()
  }

  /// Stops the prewarmed processes no batch took (the device restarted, or the simulation is over).
  func stopSpares() async {
    let left = spares.withLock { spares in
      defer { spares = [] }
      return spares
    }
    for task in left {
      guard let ready = try? await task.value else { continue }
      _ = await ready.launch.connection.stop(grace: options.stopGrace)
    }
  }

  private func prewarm() -> Task<Ready, any Error> {
    Task { [self] in
      let server = await forkServer.value
      let connection = try HostServiceScope.$current.withValue(service) { () throws(ChildProcessError) in
        try ExtensionLauncher.spawn(monitor, limits: options.limits, origin: ContinuousClock.now, forkServer: server)
      }
      pids.withLock { _ = $0.insert(connection.process.pid) }
      let launch = await ExtensionLauncher.handshake(monitor, on: connection, limits: options.limits)
      launch.connection.lend(service)
      return Ready(launch: launch, memory: launch.failure == nil ? BatchMemory(pid: connection.process.pid) : nil)
    }
  }
}

/// The monitor's memory during one batch, read from its own `/proc/<pid>/status`. iOS charges an
/// extension its dirty memory, so file-backed pages (the executable, the libraries, ICU's data:
/// clean and shared) are not counted, nor what the process had when the batch began (on Linux
/// that is mostly the Swift runtime and Foundation, which on iOS belong to the shared cache).
struct BatchMemory: Sendable {
  let pid: Int32
  /// Anonymous and shared-memory resident kB before the batch began.
  let baseline: UInt64
  /// The status fields read: only these are parsed, as each batch reads them on its critical path.
  private static let names: Set<String> = ["RssAnon", "RssShmem", "RssFile", "VmHWM"]

  private static func fields(of pid: Int32) -> [String: ProcessReadings.StatusField]? {
    ProcessReadings.statusText(pid).map { ProcessReadings.statusFields($0, named: names) }
  }

  /// Starts measuring `pid`: its peak is reset to now (`clear_refs`), so the peak read later is
  /// the batch's own. Taken once the process is ready for its batch (after its handshake), where
  /// it waits idle: nothing runs in it until the batch's first callback.
  init?(pid: Int32) {
    _ = ProcessReadings.resetPeakResident(pid)
    guard let fields = Self.fields(of: pid), let anonymous = fields["RssAnon"]?.value
    else { return nil }
    self.pid = pid
    baseline = anonymous + (fields["RssShmem"]?.value ?? 0)
  }

  /// kB the batch's peak dirty memory grew above the baseline; nil when the process is gone.
  func growthKilobytes() -> UInt64? {
    guard let fields = Self.fields(of: pid), let peak = fields["VmHWM"]?.value
    else { return nil }
    let clean = fields["RssFile"]?.value ?? 0
    let dirtyPeak = peak > clean ? peak - clean : 0
    return dirtyPeak > baseline ? dirtyPeak - baseline : 0
  }
}
