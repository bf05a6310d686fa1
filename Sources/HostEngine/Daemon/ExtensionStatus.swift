import Glibc

/// What `extension-host status` shows for one supervised extension.
public struct ExtensionStatus: Codable, Hashable, Sendable {
  /// The name.
  public var name: String
  /// The executable.
  public var executable: String
  /// The principal class.
  public var principalClass: String
  /// `running`, `stopped` or `quarantined`.
  public var state: String
  /// The pid.
  public var pid: Int32?
  /// The uptime (ms).
  public var uptimeMilliseconds: Double?
  /// The requests.
  public var requests: Int
  /// The p50 (ms).
  public var p50Milliseconds: Double?
  /// The p99 (ms).
  public var p99Milliseconds: Double?
  /// The restarts.
  public var restarts: Int
  /// The crashes.
  public var crashes: Int
  /// The strikes.
  public var strikes: Int
  /// The resident (kB).
  public var residentKilobytes: Int?
  /// Why it is quarantined, or how it last crashed.
  public var lastProblem: String?
}

/// What `extension-host status` shows for the daemon.
public struct DaemonStatus: Codable, Sendable {
  /// The pid.
  public var pid: Int32
  /// The socket.
  public var socket: String
  /// The uptime (ms).
  public var uptimeMilliseconds: Double
  /// The visits.
  public var visits: Int
  /// The visits in flight.
  public var visitsInFlight: Int
  /// The resident (kB).
  public var residentKilobytes: Int?
  /// The open descriptors.
  public var openDescriptors: Int?
  /// The threads.
  public var threads: Int?
  /// The extensions.
  public var extensions: [ExtensionStatus]
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
