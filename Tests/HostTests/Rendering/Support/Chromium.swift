import Foundation
import Glibc

/// Headless Chromium from the distribution's packages, used to turn SVGs into PNG screenshots.
///
/// Found as `$CHROMIUM`, or `chromium`, `chromium-browser`, `google-chrome` on `PATH`. On Debian:
/// `apt-get install -y chromium fonts-liberation`.
enum Chromium {
  /// The browser's path, or nil when none is installed.
  static let executable: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) { return path }
    let directories = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
      for directory in directories {
        let path = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
      }
    }
    return nil
  }()

  /// Whether the picture tests can run.
  static var isAvailable: Bool { executable != nil }

  /// Whether a missing browser must fail the picture tests instead of skipping them (CI sets it).
  static var isRequired: Bool { ProcessInfo.processInfo.environment["REQUIRE_CHROMIUM"] == "1" }

  /// Why the tests are skipped.
  static let absenceMessage =
    "headless Chromium not found (set CHROMIUM or install Debian's 'chromium' package); picture tests skipped"

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Screenshots `svgFile` at one device pixel per point and decodes the PNG. The browser takes
  /// seconds: the test awaits it while a thread of its own waits (see `offThePool`).
  static func screenshot(of svgFile: URL, width: Int, height: Int) async throws -> PNGImage {
    let test = currentTestName()
    return try await offThePool { try blockingScreenshot(of: svgFile, width: width, height: height, in: test) }
  }

  private static func blockingScreenshot(of svgFile: URL, width: Int, height: Int, in test: String) throws -> PNGImage {
    guard let executable else {
      throw Failure(
        description: "REQUIRE_CHROMIUM=1 but headless Chromium is not installed: apt-get install -y chromium")
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "shield-picture-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let png = scratch.appendingPathComponent("screenshot.png")

    let arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
      "--force-device-scale-factor=1", "--window-size=\(width),\(height)",
      "--user-data-dir=\(scratch.appendingPathComponent("profile").path)",
      "--screenshot=\(png.path)", svgFile.absoluteString,
    ]
    let log = scratch.appendingPathComponent("chromium.log")
    let logDescriptor = open(log.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard logDescriptor >= 0 else { throw Failure(description: "cannot create \(log.path)") }
    // Its own process group and marker: on a timeout the browser and every helper it started die.
    let process = try SpawnedProcess(executable, arguments, stdout: logDescriptor, stderr: logDescriptor)
    close(logDescriptor)
    // Chromium is a tool here, not the product under test: its helpers are stopped, not judged.
    defer { process.killEverything() }
    let deadline = ContinuousClock.now + .seconds(90)
    while !process.reap() {
      if ContinuousClock.now > deadline {
        process.killEverything()
        process.reap(blocking: true)
        throw Failure(description: "\(test): Chromium took over 90 s to screenshot \(svgFile.lastPathComponent)")
      }
      usleep(50_000)
    }
    guard let bytes = FileManager.default.contents(atPath: png.path) else {
      let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      throw Failure(
        description: "Chromium (exit \(process.exitCode.map(String.init) ?? "?")) wrote no screenshot:\n\(output.suffix(2000))")
    }
    return try PNGImage([UInt8](bytes))
  }
}
