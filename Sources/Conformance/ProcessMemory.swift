import Glibc
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
    // procfs files report a size of 0, so read until end of file rather than by size.
    let descriptor = open("/proc/\(pid)/status", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    return ProcessMemory(status: String(decoding: bytes, as: UTF8.self))
  }

  /// Parses the text of a `/proc/<pid>/status` file; nil when a field is missing.
  init?(status: String) {
    var fields: [String: UInt64] = [:]
    for line in status.split(separator: "\n") {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, parts[0].hasPrefix("Vm") else { continue }
      let words = parts[1].split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let number = words.first.flatMap({ UInt64($0) }) else { continue }
      let unit: UInt64 = words.count > 1 && words[1] == "kB" ? 1024 : 1
      fields[String(parts[0])] = number * unit
    }
    guard let hwm = fields["VmHWM"], let rss = fields["VmRSS"], let size = fields["VmSize"], let peak = fields["VmPeak"]
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
