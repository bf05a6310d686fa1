import Foundation
import Glibc
import Testing

/// A full disk is a write failure, never a success, and a device given as the output stays a
/// device. The device is a private `/dev/full` twin made in a scratch folder, so a regression can
/// replace only that one.
@Suite(.timeLimit(.minutes(2)))
struct FullDeviceEndToEndTests {
  /// A character device like `/dev/full` (1, 7) in a fresh folder; nil where nodes cannot be made.
  private static func fullDevice() -> String? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("full-\(UUID().uuidString)").path
    guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
      return nil
    }
    let path = folder + "/full"
    // Linux's makedev(1, 7): major 1 in bits 8-19, minor 7 in bits 0-7.
    guard mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0 else { return nil }
    return path
  }

  private static func isCharacterDevice(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR
  }

  @Test func everyOutputToAFullDeviceFailsNamingIt() async throws {
    let full = try #require(Self.fullDevice() ?? (Self.isCharacterDevice("/dev/full") ? "/dev/full" : nil))
    defer { if full != "/dev/full" { try? FileManager.default.removeItem(atPath: FileSystemPath.directory(of: full)) } }
    let fixture = try ManifestFixture()
    let runs = [
      ["visit", "social.example", "--render", full] + fixture.arguments,
      ["render", BuildProducts.repositoryRoot + "/Documentation/images/sample-shield.json", "--output", full],
      ["lint", fixture.directory, "--format", "sarif:" + full],
    ]
    for arguments in runs {
      let run = try await HostRun.run(arguments)
      #expect(run.exitCode == 3, "\(arguments[0]): \(run.stdout)\(run.stderr)")
      #expect(run.stderr.contains(full) && run.stderr.contains("No space left on device"), "\(run.stderr)")
      #expect(Self.isCharacterDevice(full), "\(arguments[0]) left the device a device")
    }
  }

  @Test func aReportToAFullStandardOutputIsAnError() async throws {
    let full = try #require(Self.fullDevice() ?? (Self.isCharacterDevice("/dev/full") ? "/dev/full" : nil))
    let fixture = try ManifestFixture()
    let host = try BuildProducts.executable("extension-host")
    let arguments =
      ["visit", "social.example", "--state", FileManager.default.temporaryDirectory.path + "/full-state-\(UUID().uuidString)"]
      + fixture.arguments
    let (status, message) = try await Self.run(host, arguments, standardOutput: full)
    #expect(status == 3, "\(message)")
    #expect(message.contains("cannot write to standard output: No space left on device"), "\(message)")
  }

  /// Runs `host` with `arguments`, its standard output the file at `standardOutput`: its exit
  /// status and what it wrote to standard error.
  private static func run(_ host: String, _ arguments: [String], standardOutput: String) async throws -> (Int32, String) {
    try await offThePool {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: host)
      process.arguments = arguments
      process.standardOutput = FileHandle(forWritingAtPath: standardOutput)
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()  // on offThePool's own thread
      return (process.terminationStatus, message)
    }
  }

  /// Help and the version are output like a report: lost to a full disk, they are an error too.
  @Test(arguments: [["--help"], ["help"], ["--version"], ["visit", "--help"], ["lint", "-h"]])
  func helpToAFullStandardOutputIsAnError(arguments: [String]) async throws {
    let full = try #require(Self.fullDevice() ?? (Self.isCharacterDevice("/dev/full") ? "/dev/full" : nil))
    defer { if full != "/dev/full" { try? FileManager.default.removeItem(atPath: FileSystemPath.directory(of: full)) } }
    let host = try BuildProducts.executable("extension-host")
    let (status, message) = try await Self.run(host, arguments, standardOutput: full)
    #expect(status == 3, "\(arguments): \(message)")
    #expect(message.contains("cannot write to standard output: No space left on device"), "\(arguments): \(message)")
  }
}

/// The folder part of a path, without Foundation's URL round trip.
private enum FileSystemPath {
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }
}
