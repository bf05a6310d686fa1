/// Turns byte offsets into line/column positions, scanning forward lazily.
///
/// Readers ask for positions in increasing order, so the total work is one pass over the file
/// however many nodes there are (no per-error rescans). Asking for an earlier offset restarts.
/// Lines end at LF, CRLF or a lone CR; columns count Unicode scalars from 1. The plist readers
/// and lint's Swift scanner use it, so both place a finding the same way.
package struct LineLocator {
  /// The file the positions are in.
  package let path: String
  private var line = 1
  private var lineStart = 0
  private var scanned = 0
  /// The last column computed on the current line, so a long line is counted once.
  private var columnOffset = 0
  private var column = 1

  /// Starts at the beginning of `path`.
  package init(path: String) { self.path = path }

  /// The position of `offset` in `bytes`.
  package mutating func location(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
    let offset = min(max(offset, 0), bytes.count)
    if offset < scanned {
      line = 1
      lineStart = 0
      scanned = 0
      columnOffset = 0
      column = 1
    }
    var index = scanned
    while index < offset {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        lineStart = index + 1
      } else if byte == 0x0D, index + 1 >= bytes.count || bytes[index + 1] != 0x0A {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    scanned = offset
    if columnOffset < lineStart || columnOffset > offset {
      columnOffset = lineStart
      column = 1
    }
    while columnOffset < offset {
      if bytes[columnOffset] & 0xC0 != 0x80 { column += 1 }
      columnOffset += 1
    }
    return SourceLocation(path: path, line: line, column: column)
  }
}
