import Foundation
import Testing

/// Where the lint fixtures and goldens are.
enum LintFixtures {
  /// `Tests/HostTests/Fixtures/Lint` as copied into the test bundle.
  static var directory: String {
    (Bundle.module.resourcePath ?? Bundle.module.bundlePath) + "/Fixtures/Lint"
  }

  /// The package's root folder, from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// `Tests/HostTests/Fixtures/Lint` in the source tree (goldens are recorded there).
  static let sourceDirectory = packageRoot + "/Tests/HostTests/Fixtures/Lint"

  /// A fresh temporary folder, removed by the caller.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// Golden files: compared, or recorded (and the test failed) when `RECORD_SNAPSHOTS` is set.
enum Snapshot {

  /// Expects `actual` to equal the file at `path` (or records it).
  static func expect(_ actual: String, matches path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    if GoldenFile.isRecording {
      GoldenFile.record(Data(actual.utf8), to: path, sourceLocation: sourceLocation)
      return
    }
    let expected = try String(contentsOfFile: path, encoding: .utf8)
    if actual != expected {
      let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let first = Array(zip(actualLines, expectedLines)).firstIndex { $0 != $1 } ?? min(actualLines.count, expectedLines.count)
      let got = first < actualLines.count ? String(actualLines[first]) : "<end>"
      let wanted = first < expectedLines.count ? String(expectedLines[first]) : "<end>"
      Issue.record(
        "\(path) differs at line \(first + 1):\n  expected: \(wanted)\n  actual:   \(got)\nRun RECORD_SNAPSHOTS=1 swift test to re-record.",
        sourceLocation: sourceLocation)
    }
  }
}
