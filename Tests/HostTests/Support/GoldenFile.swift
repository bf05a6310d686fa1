import Foundation
import Testing

/// The one switch for golden files. With `RECORD_SNAPSHOTS` set (to any value, even empty) a
/// golden test writes what it produced into the source tree and then fails, so a recording run
/// can never pass: rerun without the switch to compare.
enum GoldenFile {
  static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil }

  /// Writes `contents` to `path` (creating its folder) and fails the test.
  static func record(_ contents: Data, to path: String, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try contents.write(to: URL(fileURLWithPath: path), options: .atomic)
      recorded(path, sourceLocation: sourceLocation)
    } catch {
      Issue.record("could not record \(path): \(error)", sourceLocation: sourceLocation)
    }
  }

  /// Fails the test for a golden file written by other means.
  static func recorded(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) {
    Issue.record("recorded \(path): rerun without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
  }
}
