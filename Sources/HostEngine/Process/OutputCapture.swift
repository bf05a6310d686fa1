/// Splits a child's stdout or stderr into lines, keeping a bounded number of bounded lines.
///
/// An extension that prints without end costs the host a fixed amount of memory: lines past
/// `maxLineBytes` are cut, lines past `maxLines` are counted and dropped.
public struct OutputCapture: Sendable {
  let maxLines: Int
  let maxLineBytes: Int
  public private(set) var lines: [String] = []
  public private(set) var totalLines = 0
  private(set) var totalBytes = 0
  private var partial: [UInt8] = []
  private var partialTruncated = false

  init(maxLines: Int = 200, maxLineBytes: Int = 2000) {
    self.maxLines = maxLines
    self.maxLineBytes = maxLineBytes
  }

  /// Lines beyond the cap that were counted but not kept.
  var droppedLines: Int { totalLines - lines.count }

  /// Whether any line looked like a `Content-Length` frame header.
  private(set) var sawFrameHeader = false

  /// Adds bytes; returns the completed lines that were kept (cut to `maxLineBytes`).
  @discardableResult
  mutating func append(_ bytes: some Collection<UInt8>) -> [String] {
    totalBytes += bytes.count
    var completed: [String] = []
    for byte in bytes {
      if byte == 10 {
        if let line = finishLine() { completed.append(line) }
      } else if partial.count < maxLineBytes {
        partial.append(byte)
      } else {
        partialTruncated = true
      }
    }
    return completed
  }

  /// Completes a last line that had no newline; call at end of stream. Nil if none or not kept.
  mutating func finish() -> String? {
    guard !partial.isEmpty else { return nil }
    return finishLine()
  }

  /// Ends the current line; returns it if it is kept.
  private mutating func finishLine() -> String? {
    var line = String(decoding: partial, as: UTF8.self)
    if line.hasSuffix("\r") { line.removeLast() }
    if partialTruncated { line += " […cut]" }
    partial.removeAll(keepingCapacity: true)
    partialTruncated = false
    totalLines += 1
    if line.contains("Content-Length:") { sawFrameHeader = true }
    guard lines.count < maxLines else { return nil }
    lines.append(line)
    return line
  }
}
