/// Splits a child's stdout or stderr into lines, keeping a bounded number of bounded lines.
///
/// An extension that prints without end costs the host a fixed amount of memory: lines past
/// `maxLineBytes` are cut, lines past `maxLines` are counted and dropped.
struct OutputCapture: Sendable {
  let maxLines: Int
  let maxLineBytes: Int
  private(set) var lines: [String] = []
  private(set) var totalLines = 0
  private(set) var totalBytes = 0
  private var partial: [UInt8] = []
  private var partialTruncated = false

  init(maxLines: Int = 200, maxLineBytes: Int = 2000) {
    self.maxLines = maxLines
    self.maxLineBytes = maxLineBytes
  }

  /// Lines beyond the cap that were counted but not kept.
  var droppedLines: Int { totalLines - lines.count }

  /// Adds bytes; returns the lines completed by them (already cut to `maxLineBytes`).
  @discardableResult
  mutating func append(_ bytes: some Collection<UInt8>) -> [String] {
    totalBytes += bytes.count
    var completed: [String] = []
    for byte in bytes {
      if byte == 10 {
        completed.append(finishLine())
      } else if partial.count < maxLineBytes {
        partial.append(byte)
      } else {
        partialTruncated = true
      }
    }
    return completed
  }

  /// Completes a last line that had no newline; call at end of stream.
  mutating func finish() -> String? {
    guard !partial.isEmpty else { return nil }
    return finishLine()
  }

  private mutating func finishLine() -> String {
    var line = String(decoding: partial, as: UTF8.self)
    if line.hasSuffix("\r") { line.removeLast() }
    if partialTruncated { line += " […cut]" }
    partial.removeAll(keepingCapacity: true)
    partialTruncated = false
    totalLines += 1
    if lines.count < maxLines { lines.append(line) }
    return line
  }
}
