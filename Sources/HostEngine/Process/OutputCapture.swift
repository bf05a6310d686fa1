import Glibc

/// Splits a child's stdout or stderr into lines, keeping a bounded number of bounded lines.
///
/// An extension that prints without end costs the host a fixed amount of memory: lines past
/// `maxLineBytes` are cut, lines past `maxLines` are counted and dropped.
public struct OutputCapture: Sendable {
  let maxLines: Int
  let maxLineBytes: Int
  /// The lines.
  public private(set) var lines: [String] = []
  /// The total lines.
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
    // Past the cap nothing is kept: lines are only counted, at memchr's speed (a child that
    // floods its stdout costs the host a count, not a string per line).
    if lines.count >= maxLines, bytes.withContiguousStorageIfAvailable({ countDroppedLines(in: $0) }) != nil {
      return []
    }
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
    if droppedTail {
      droppedTail = false
      partial.removeAll()
      totalLines += 1
      return nil
    }
    guard !partial.isEmpty else { return nil }
    return finishLine()
  }

  /// Bytes after the last newline while lines were only counted: a last line, not kept.
  private var droppedTail = false

  /// Whether `buffer` holds `Content-Length:`, found with memchr and memcmp.
  private static func containsFrameHeader(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = buffer.baseAddress else { return false }
    let needle: StaticString = "Content-Length:"
    let length = needle.utf8CodeUnitCount
    var offset = 0
    while offset + length <= buffer.count, let hit = memchr(base + offset, 0x43, buffer.count - offset - length + 1) {
      let position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
      if memcmp(hit, needle.utf8Start, length) == 0 { return true }
      offset = position + 1
    }
    return false
  }

  /// Counts the lines in `buffer` without keeping them (the cap is reached).
  private mutating func countDroppedLines(in buffer: UnsafeBufferPointer<UInt8>) {
    guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
    if !sawFrameHeader { sawFrameHeader = Self.containsFrameHeader(buffer) }
    var offset = 0
    while offset < buffer.count, let newline = memchr(base + offset, 10, buffer.count - offset) {
      totalLines += 1
      offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(newline)) + 1
      partial.removeAll()
      droppedTail = false
    }
    if offset < buffer.count { droppedTail = true }
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
