import Foundation
import Testing

/// Golden SVG files under `Tests/HostTests/Fixtures/Rendering/`, read through `Bundle.module` and
/// recorded into the source tree (and the test failed) when `RECORD_SNAPSHOTS` is set.
enum SVGSnapshot {
  /// Whether this run rewrites the golden files instead of comparing with them.
  static var isRecording: Bool { GoldenFile.isRecording }

  /// The fixtures folder in the source tree, for recording.
  static let sourceDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Rendering", isDirectory: true)

  /// A fixture file's bytes as the test bundle holds them, or nil.
  static func fixture(_ fileName: String) -> Data? {
    guard let base = Bundle.module.resourceURL else { return nil }
    return FileManager.default.contents(
      atPath: base.appendingPathComponent("Fixtures/Rendering/\(fileName)").path)
  }

  /// Compares `svg` with `<name>.svg`, or records it.
  ///
  /// On a mismatch, names the first differing line and leaves the new output in the temporary
  /// directory for `diff`.
  static func expectMatches(_ svg: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let fileName = "\(name).svg"
    if isRecording {
      GoldenFile.record(
        Data(svg.utf8), to: sourceDirectory.appendingPathComponent(fileName).path, sourceLocation: sourceLocation)
      return
    }
    guard let data = fixture(fileName) else {
      Issue.record(
        "no golden file Fixtures/Rendering/\(fileName); run with RECORD_SNAPSHOTS=1 to create it",
        sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != svg else { return }
    let actualFile = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).actual.svg")
    try? Data(svg.utf8).write(to: actualFile)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = svg.split(separator: "\n", omittingEmptySubsequences: false)
    let index =
      zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(expectedLines.count, actualLines.count)
    let expectedLine = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
    let actualLine = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
    Issue.record(
      """
      \(fileName) differs at line \(index + 1):
        golden: \(expectedLine)
        actual: \(actualLine)
      new output: \(actualFile.path); re-record with RECORD_SNAPSHOTS=1 if the change is intended
      """, sourceLocation: sourceLocation)
  }
}
