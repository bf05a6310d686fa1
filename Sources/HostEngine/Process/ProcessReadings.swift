import Glibc

/// The one `/proc` reader: a process's status fields, its open descriptors, every process
/// there is. The daemon's status and memory ceiling, the orphan sweep and conform's memory
/// check all read through it.
public enum ProcessReadings {
  /// One field of `/proc/<pid>/status`: its leading number and unit (`VmHWM:  18844 kB`).
  public struct StatusField: Hashable, Sendable {
    /// The number.
    public var value: UInt64
    /// The unit after it (`kB`), empty when none.
    public var unit: String
  }

  /// The text of `/proc/<pid>/status`; nil when the process is gone or the file cannot be read.
  public static func statusText(_ pid: Int32) -> String? {
    contents("/proc/\(pid)/status").map { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether the process is stopped now: the state field of `/proc/<pid>/stat` is `T` (SIGSTOP,
  /// SIGTSTP, SIGTTIN or SIGTTOU) or `t` (a tracer holds it); false when it runs or is gone.
  public static func isStopped(_ pid: Int32) -> Bool {
    // `pid (comm) S ...`: the name may hold ')' and spaces, so the state follows the last ')'.
    guard let bytes = contents("/proc/\(pid)/stat"), let close = bytes.lastIndex(of: UInt8(ascii: ")")),
      close + 2 < bytes.count
    else { return false }
    return bytes[close + 2] == UInt8(ascii: "T") || bytes[close + 2] == UInt8(ascii: "t")
  }

  /// The bytes of a procfs file; nil when it cannot be opened. procfs files report a size of 0,
  /// so they are read until end of file rather than by size.
  private static func contents(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
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
    return bytes
  }

  /// The numeric fields of a status text, by name; lines without a leading number are left out.
  /// With `names`, only those lines are parsed (a reader on a hot path names the few it needs).
  public static func statusFields(_ text: String, named names: Set<String>? = nil) -> [String: StatusField] {
    var fields: [String: StatusField] = [:]
    for line in text.split(separator: "\n") {
      if let names {
        guard let colon = line.firstIndex(of: ":"), names.contains(String(line[..<colon])) else { continue }
      }
      if let (name, field) = parse(line) { fields[String(name)] = field }
    }
    return fields
  }

  /// The field `name` of a status text; stops at the line that has it.
  public static func statusField(_ name: String, in text: String) -> StatusField? {
    for line in text.split(separator: "\n") where line.hasPrefix(name) {
      if let (found, field) = parse(line), found == name { return field }
    }
    return nil
  }

  /// `Name:  1234 kB` as the name and its leading number with its unit.
  private static func parse(_ line: Substring) -> (Substring, StatusField)? {
    let parts = line.split(separator: ":", maxSplits: 1)
    guard parts.count == 2 else { return nil }
    let words = parts[1].split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let number = words.first.flatMap({ UInt64($0) }) else { return nil }
    return (parts[0], StatusField(value: number, unit: words.count > 1 ? String(words[1]) : ""))
  }

  /// `VmRSS` of `pid` in kB.
  static func residentKilobytes(_ pid: Int32) -> Int? { statusField("VmRSS", pid) }

  /// `VmHWM` of `pid` in kB: its peak resident memory since it started or since
  /// `resetPeakResident(_:)`.
  static func peakResidentKilobytes(_ pid: Int32) -> Int? { statusField("VmHWM", pid) }

  /// Resets the peak resident memory (`VmHWM`) of `pid` to its current resident memory, by
  /// writing 5 to `/proc/<pid>/clear_refs` (Linux 4.0 and later); false when that is refused.
  static func resetPeakResident(_ pid: Int32) -> Bool {
    let descriptor = open("/proc/\(pid)/clear_refs", O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return write(descriptor, "5", 1) == 1
  }

  /// `Threads` of `pid`.
  static func threads(_ pid: Int32) -> Int? { statusField("Threads", pid) }

  /// `PPid` of `pid`: its parent's process id.
  static func parent(_ pid: Int32) -> Int? { statusField("PPid", pid) }

  /// Every process id in `/proc`.
  static func allProcesses() -> [Int32] { numericEntries(of: "/proc") }

  /// This process's children, read from `/proc/self/task/<tid>/children` for each of its threads
  /// (a child's parent is the thread that started it or, for an adopted orphan, any live thread):
  /// a file per thread instead of a status file per process on the machine. Nil when the kernel
  /// has no such file (built without `CONFIG_PROC_CHILDREN`); the caller then scans every process.
  static func ownChildren() -> [Int32]? {
    var children: [Int32] = []
    var found = false
    for thread in numericEntries(of: "/proc/self/task") {
      guard let list = contents("/proc/self/task/\(thread)/children") else { continue }
      found = true
      children += list.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") })
        .compactMap { Int32(String(decoding: $0, as: UTF8.self)) }
    }
    return found ? children : nil
  }

  /// The names of `folder` that are numbers (process or thread ids).
  private static func numericEntries(of folder: String) -> [Int32] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var numbers: [Int32] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if let number = Int32(name) { numbers.append(number) }
    }
    return numbers
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
    statusText(pid).flatMap { statusField(name, in: $0) }.flatMap { Int(exactly: $0.value) }
  }
}
