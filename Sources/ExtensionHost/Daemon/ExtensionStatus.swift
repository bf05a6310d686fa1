import Glibc

/// What `extension-host status` shows for one supervised extension.
struct ExtensionStatus: Codable, Hashable, Sendable {
  var name: String
  var executable: String
  var principalClass: String
  /// `running`, `stopped` or `quarantined`.
  var state: String
  var pid: Int32?
  var uptimeMilliseconds: Double?
  var requests: Int
  var p50Milliseconds: Double?
  var p99Milliseconds: Double?
  var restarts: Int
  var crashes: Int
  var strikes: Int
  var residentKilobytes: Int?
  /// Why it is quarantined, or how it last crashed.
  var lastProblem: String?
}

/// What `extension-host status` shows for the daemon.
struct DaemonStatus: Codable, Sendable {
  var pid: Int32
  var socket: String
  var uptimeMilliseconds: Double
  var visits: Int
  var visitsInFlight: Int
  var residentKilobytes: Int?
  var openDescriptors: Int?
  var threads: Int?
  var extensions: [ExtensionStatus]
}

/// Readings from `/proc` for a process.
enum ProcessReadings {
  /// `VmRSS` of `pid` in kB.
  static func residentKilobytes(_ pid: Int32) -> Int? { statusField("VmRSS", pid) }

  /// `Threads` of `pid`.
  static func threads(_ pid: Int32) -> Int? { statusField("Threads", pid) }

  /// `PPid` of `pid`: its parent's process id.
  static func parent(_ pid: Int32) -> Int? { statusField("PPid", pid) }

  /// Every process id in `/proc`.
  static func allProcesses() -> [Int32] {
    guard let directory = opendir("/proc") else { return [] }
    defer { closedir(directory) }
    var pids: [Int32] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if let pid = Int32(name) { pids.append(pid) }
    }
    return pids
  }

  /// The number of open descriptors of `pid`.
  static func openDescriptors(_ pid: Int32) -> Int? {
    guard let directory = opendir("/proc/\(pid)/fd") else { return nil }
    defer { closedir(directory) }
    var count = 0
    while readdir(directory) != nil { count += 1 }
    return count - 3  // ".", ".." and the descriptor opendir itself holds
  }

  private static func statusField(_ name: String, _ pid: Int32) -> Int? {
    guard let file = fopen("/proc/\(pid)/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
      let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard text.hasPrefix(name + ":") else { continue }
      return Int(text.dropFirst(name.count + 1).filter(\.isNumber))
    }
    return nil
  }
}
