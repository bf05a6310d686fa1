import HostEngine

/// The extension's peak resident memory, after the sweep and the request checks, stays under the
/// ceiling (`--memory-limit`), modelled on the tight limits iOS gives extensions. The verdict names
/// the measured peak either way.
enum MemoryWithinCeilingCheck: ConformanceCheck {
  static let id = "memory-within-ceiling"
  static let summary = "Peak resident memory (VmHWM) stays under the ceiling; names the peak"
  static let iOSBehaviour = "iOS ends an extension past its memory limit, far below an app's (about 6 MB reported for DeviceActivity monitors; the shield extensions' limit is undocumented)"
  static let iOSSource = "App Extension Programming Guide, https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionOverview.html (Optimize Efficiency and Performance); https://developer.apple.com/forums/thread/735454"
  static let requires = [OverloadsAnsweredCheck.id, AnswersInTimeCheck.id]

  static func run(_ session: ConformanceSession) async -> CheckVerdict {
    guard let connection = await session.servingConnection() else { return .skip("no extension process could be started") }
    guard let memory = ProcessMemory.read(pid: connection.process.pid) else {
      return .skip("cannot read /proc/\(connection.process.pid)/status")
    }
    let ceiling = session.options.memoryCeilingBytes
    let requests = connection.requestCount
    let peak = formatBytes(memory.peakResidentBytes)
    guard memory.peakResidentBytes <= ceiling else {
      return .fail(
        "peak resident memory \(peak) (VmHWM) after \(requests) requests is over the \(formatBytes(ceiling)) "
          + "ceiling; iOS ends an extension that goes past its limit. Load less at once, or release caches")
    }
    return .pass(
      "peak resident memory \(peak) (VmHWM) of the \(formatBytes(ceiling)) ceiling after \(requests) requests "
        + "(address space \(formatBytes(memory.peakAddressSpaceBytes)))")
  }
}
