import Foundation

/// Runs the real `extension-host` binary and collects what it printed.
struct HostRun {
  var exitCode: Int32
  var stdout: String
  var stderr: String

  /// Runs `extension-host` with `arguments`. Its default state directory is a fresh folder,
  /// removed afterwards, so runs never share state unless a test passes `--state`.
  /// `executable` is another copy of the host (default: the one built next to the tests).
  static func run(_ arguments: [String], in directory: String? = nil, executable: String? = nil) throws -> HostRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try executable ?? BuildProducts.executable("extension-host"))
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let stateHome = FileManager.default.temporaryDirectory.appendingPathComponent("host-state-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: stateHome) }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["XDG_STATE_HOME"] = stateHome
    environment["EXTENSION_HOST_STATE"] = nil
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Drain both pipes before waiting, so a chatty child can never block on a full pipe.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return HostRun(
      exitCode: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
      stderr: String(decoding: errorData, as: UTF8.self))
  }

  /// The `--format json` report.
  func report() throws -> [String: Any] {
    guard let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any] else {
      throw TestSupportError("not a JSON object: \(stdout.prefix(200))")
    }
    return object
  }

  /// The kinds of fault in the report, with the extension that committed each.
  func faults() throws -> [(extension: String, kind: String, detail: String)] {
    let faults = try report()["faults"] as? [[String: Any]] ?? []
    return faults.map { ($0["extension"] as? String ?? "", $0["kind"] as? String ?? "", $0["detail"] as? String ?? "") }
  }
}
