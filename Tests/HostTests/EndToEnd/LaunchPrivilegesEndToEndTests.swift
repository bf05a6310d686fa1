import Foundation
import Glibc
import Testing

/// Extensions start with no capability and with no_new_privs, however privileged the host is (CI
/// runs it as root with every capability): read inside a real extension process
/// (`FaultyExtensions.ReportsItsPrivileges`, its own `/proc/self/status`) launched by a real
/// `extension-host visit`, which itself keeps all the test's privileges.
@Suite(.timeLimit(.minutes(5)))
struct LaunchPrivilegesEndToEndTests {
  /// The capability sets no extension, nor anything it runs, may hold.
  static let emptySets = ["CapInh", "CapPrm", "CapEff", "CapAmb"]
  static let none = "0000000000000000"

  @Test func anExtensionStartsWithNoCapabilityAndNoNewPrivileges() async throws {
    let (lines, _) = try await visitReportingPrivileges()
    let me = try Self.ownStatus()
    let own = try #require(lines["self"], "the extension reported nothing: \(lines)")
    #expect(own["NoNewPrivs"] == "1", "\(own)")
    for set in Self.emptySets { #expect(own[set] == Self.none, "\(set): \(own)") }
    // The bounding set goes too where the host may drop it (it holds CAP_SETPCAP, as root does).
    #expect(own["CapBnd"] == (Self.holdsSetpcap(me) ? Self.none : me["CapBnd"]), "\(own), host \(me)")
    #expect(own["Uid"] == me["Uid"], "the extension keeps the host's user: \(own)")
    // What it executes gains nothing either, though the host runs as root (uid 0 gets every
    // capability at execve unless no_new_privs and the empty sets say otherwise).
    let exec = try #require(lines["exec"], "\(lines)")
    #expect(exec["NoNewPrivs"] == "1", "\(exec)")
    for set in Self.emptySets { #expect(exec[set] == Self.none, "\(set): \(exec)") }
  }

  /// A host that may not empty the bounding set (no CAP_SETPCAP; here root with every other
  /// capability, run through `setpriv`) still leaves its extensions none: uid 0 would get back
  /// every capability of the bounding set at execve, but no_new_privs caps them at the permitted
  /// set, which is empty.
  @Test(.enabled(if: getuid() == 0 && access("/usr/bin/setpriv", X_OK) == 0, "needs root and setpriv (util-linux)"))
  func aHostThatCannotDropTheBoundingSetStillGivesNoCapability() async throws {
    let me = try Self.ownStatus()
    let (lines, _) = try await visitReportingPrivileges(wrappedIn: ["/usr/bin/setpriv", "--bounding-set=-setpcap"])
    let own = try #require(lines["self"], "the extension reported nothing: \(lines)")
    #expect(own["NoNewPrivs"] == "1", "\(own)")
    for set in Self.emptySets { #expect(own[set] == Self.none, "\(set): \(own)") }
    let bounding = try #require(me["CapBnd"].flatMap { UInt64($0, radix: 16) })
    #expect(own["CapBnd"] == String(format: "%016llx", bounding & ~(1 << 8)), "the bounding set stays: \(own)")
    let exec = try #require(lines["exec"], "\(lines)")
    for set in Self.emptySets { #expect(exec[set] == Self.none, "\(set): \(exec)") }
  }

  /// A setuid program and one with file capabilities, run by an extension: the setuid bit is
  /// ignored and the file capabilities are not granted (the kernel refuses to start the program),
  /// which is what no_new_privs and the empty sets promise. The
  /// probes are copies of `cat` owned by another user with the setuid bit, and with
  /// CAP_DAC_OVERRIDE+ep in `security.capability`; making them takes root (CI runs as root).
  @Test(.enabled(if: getuid() == 0, "making a setuid probe owned by another user takes root"))
  func aSetuidOrFileCapabilityProgramGivesAnExtensionNothing() async throws {
    let (lines, _) = try await visitReportingPrivileges { folder in
      let setuid = folder + "/privileges-probe-setuid"
      try FileManager.default.copyItem(atPath: "/bin/cat", toPath: setuid)
      guard chown(setuid, 65534, 65534) == 0, chmod(setuid, 0o4755) == 0 else {
        throw TestSupportError("cannot make \(setuid) setuid: errno \(errno)")
      }
      let capable = folder + "/privileges-probe-filecap"
      try FileManager.default.copyItem(atPath: "/bin/cat", toPath: capable)
      // struct vfs_cap_data, revision 2, effective: CAP_DAC_OVERRIDE (bit 1) permitted.
      let capability: [UInt32] = [0x0200_0001, 1 << 1, 0, 0, 0]
      let set = try capability.withUnsafeBytes { try Self.setxattr(capable, "security.capability", $0.baseAddress, $0.count, 0) }
      guard set == 0 else { throw TestSupportError("cannot give \(capable) file capabilities: errno \(errno)") }
    }
    let uid = String(getuid())
    let setuid = try #require(lines["privileges-probe-setuid"], "\(lines)")
    #expect(setuid["Uid"] == [uid, uid, uid, uid].joined(separator: ","), "the setuid bit was honoured: \(setuid)")
    // The kernel refuses to start a program whose file capabilities it will not grant in full
    // (EPERM, capabilities(7)); one that started anyway must hold none of them.
    let capable = try #require(lines["privileges-probe-filecap"], "\(lines)")
    if capable["refused"] != String(EPERM) {
      for set in Self.emptySets { #expect(capable[set] == Self.none, "file capabilities were granted: \(set): \(capable)") }
    }
  }

  /// Runs `visit --press primary` with `ReportsItsPrivileges` as the action extension, after
  /// `prepare` has put what it wants beside the manifests; returns each reported line's fields.
  /// `wrappedIn`: a command that runs the host (its last argument is the host's path).
  private func visitReportingPrivileges(wrappedIn wrapper: [String] = [], prepare: (String) throws -> Void = { _ in }) async throws -> (
    [String: [String: String]], HostRun
  ) {
    let fixture = try ManifestFixture(
      action: ManifestFixture.Extension(principalClass: "FaultyExtensions.ReportsItsPrivileges", executable: "FaultyExtensions"))
    try prepare(fixture.directory)
    let visit = ["visit", "social.example", "--press", "primary", "--format", "json"] + fixture.arguments
    let run: HostRun
    if let command = wrapper.first {
      let host = try BuildProducts.executable("extension-host")
      run = try await HostRun.run(Array(wrapper.dropFirst()) + [host] + visit, executable: command)
    } else {
      run = try await HostRun.run(visit)
    }
    #expect(run.exitCode == 0, "\(run.stderr)\n\(run.stdout.prefix(2000))")
    let logs = try #require(run.report()["logs"] as? [String: [String]], "\(run.stdout.prefix(2000))")
    var lines: [String: [String: String]] = [:]
    for line in logs.values.joined() {
      // what the extension wrote to stderr, as the log shows it: "stderr: privileges NAME ..."
      guard let start = line.range(of: "privileges ") else { continue }
      let words = line[start.lowerBound...].split(separator: " ").map(String.init)
      lines[words[1]] = Dictionary(
        words.dropFirst(2).compactMap { word in word.firstIndex(of: "=").map { (String(word[..<$0]), String(word[word.index(after: $0)...])) } },
        uniquingKeysWith: { first, _ in first })
    }
    #expect(fixture.leftoverProcesses.isEmpty)
    return (lines, run)
  }

  /// The test process's own fields, in the extension's format.
  private static func ownStatus() throws -> [String: String] {
    var values: [String: String] = [:]
    for row in try String(contentsOfFile: "/proc/self/status", encoding: .utf8).split(separator: "\n") {
      let parts = row.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { continue }
      values[String(parts[0])] = parts[1].split(whereSeparator: \.isWhitespace).joined(separator: ",")
    }
    return values
  }

  /// `setxattr(2)`, which the Glibc module does not export (it leaves out `sys/xattr.h`).
  private static func setxattr(
    _ path: String, _ name: String, _ value: UnsafeRawPointer?, _ size: Int, _ flags: Int32
  ) throws -> Int32 {
    typealias Function = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
    guard let symbol = dlsym(nil, "setxattr") else { throw TestSupportError("libc has no setxattr") }  // nil: RTLD_DEFAULT
    return unsafeBitCast(symbol, to: Function.self)(path, name, value, size, flags)
  }

  /// Whether the effective set holds CAP_SETPCAP (bit 8), which dropping from the bounding set takes.
  private static func holdsSetpcap(_ status: [String: String]) -> Bool {
    guard let text = status["CapEff"], let bits = UInt64(text, radix: 16) else { return false }
    return bits & (1 << 8) != 0
  }
}
