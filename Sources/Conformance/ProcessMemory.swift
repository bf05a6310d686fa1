import HostEngine

/// A process's memory as Linux reports it in `/proc/<pid>/status`.
///
/// `VmHWM` (the resident high-water mark) is the number closest to what iOS's memory limit for
/// extensions measures: pages the process actually touched, at their peak. `VmSize` and `VmPeak`
/// count address space, which Swift reserves generously (thread stacks, malloc arenas) and which
/// says little about what the process uses.
struct ProcessMemory: Hashable, Sendable {
  /// Peak resident memory (`VmHWM`), in bytes.
  var peakResidentBytes: UInt64
  /// Resident memory now (`VmRSS`), in bytes.
  var residentBytes: UInt64
  /// Address space now (`VmSize`), in bytes.
  var addressSpaceBytes: UInt64
  /// Peak address space (`VmPeak`), in bytes.
  var peakAddressSpaceBytes: UInt64

  /// Reads `/proc/<pid>/status`; nil when the process is gone or the file cannot be read.
  static func read(pid: Int32) -> ProcessMemory? {
    ProcessReadings.statusText(pid).flatMap(ProcessMemory.init(status:))
  }

  /// Parses the text of a `/proc/<pid>/status` file; nil when a field is missing.
  init?(status: String) {
    let fields = ProcessReadings.statusFields(status)
    func bytes(_ name: String) -> UInt64? { fields[name].map { $0.value * ($0.unit == "kB" ? 1024 : 1) } }
    guard let hwm = bytes("VmHWM"), let rss = bytes("VmRSS"), let size = bytes("VmSize"), let peak = bytes("VmPeak")
    else { return nil }
    self.init(peakResidentBytes: hwm, residentBytes: rss, addressSpaceBytes: size, peakAddressSpaceBytes: peak)
  }

  init(peakResidentBytes: UInt64, residentBytes: UInt64, addressSpaceBytes: UInt64, peakAddressSpaceBytes: UInt64) {
    self.peakResidentBytes = peakResidentBytes
    self.residentBytes = residentBytes
    self.addressSpaceBytes = addressSpaceBytes
    self.peakAddressSpaceBytes = peakAddressSpaceBytes
  }
}

/// `21.4 MiB`, `1 GiB`.
func formatBytes(_ bytes: UInt64) -> String {
  let mebibytes = Double(bytes) / Double(1 << 20)
  if mebibytes >= 1024 {
    let gibibytes = mebibytes / 1024
    return gibibytes == gibibytes.rounded() ? "\(Int(gibibytes)) GiB" : "\((gibibytes * 10).rounded() / 10) GiB"
  }
  return mebibytes == mebibytes.rounded() ? "\(Int(mebibytes)) MiB" : "\((mebibytes * 10).rounded() / 10) MiB"
}
