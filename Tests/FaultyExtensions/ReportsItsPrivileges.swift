import Foundation
import ManagedSettings

/// Not broken: on a press it writes to stderr the privileges it runs with, read from its own
/// `/proc/self/status` (no_new_privs, the five capability sets, the user ids), then those of every
/// program it can start: `/bin/cat` and each executable named `privileges-probe-*` beside its
/// Info.plist (a test puts there copies of `cat` that a setuid bit or file capabilities would
/// otherwise make more privileged). One line each: `privileges NAME NoNewPrivs=… CapEff=… …`, or
/// `privileges NAME refused=ERRNO` when the program could not be started.
class ReportsItsPrivileges: ShieldActionDelegate {
  static let fields = ["NoNewPrivs", "CapInh", "CapPrm", "CapEff", "CapBnd", "CapAmb", "Uid"]

  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    var lines = [Self.line("self", status: (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? "")]
    var programs = [("exec", "/bin/cat")]
    if let plist = ProcessInfo.processInfo.environment["EXTENSION_HOST_INFO_PLIST"] {
      let folder = (plist as NSString).deletingLastPathComponent
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names.sorted() where name.hasPrefix("privileges-probe-") { programs.append((name, folder + "/" + name)) }
    }
    for (name, path) in programs {
      do {
        lines.append(Self.line(name, status: try Self.statusSeen(by: path)))
      } catch {
        // Foundation wraps the errno of the failed exec (NSFileReadNoPermissionError over EPERM)
        let wrapped = error as NSError
        let code = (wrapped.userInfo[NSUnderlyingErrorKey] as? NSError)?.code ?? wrapped.code
        lines.append("privileges \(name) refused=\(code)")
      }
    }
    FileHandle.standardError.write(Data(lines.map { $0 + "\n" }.joined().utf8))
    completionHandler(.close)
  }

  /// What `program /proc/self/status` prints: the status of the program itself, as it runs.
  static func statusSeen(by program: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = ["/proc/self/status"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  static func line(_ name: String, status: String) -> String {
    var values: [String: String] = [:]
    for row in status.split(separator: "\n") {
      let parts = row.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { continue }
      values[String(parts[0])] = parts[1].split(whereSeparator: \.isWhitespace).joined(separator: ",")
    }
    return "privileges \(name) " + fields.map { "\($0)=\(values[$0] ?? "missing")" }.joined(separator: " ")
  }
}
