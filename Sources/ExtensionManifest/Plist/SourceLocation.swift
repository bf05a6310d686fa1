/// A position in a manifest file: the file, a 1-based line, and a 1-based column.
///
/// Columns count Unicode scalars (code points) from the start of the line, so a tab is one
/// column and `é` is one column whatever its UTF-8 length. Lines end at LF, CR or CRLF (each
/// counts once). Binary plists have no lines: their nodes are at line 1, column = byte offset of
/// the object + 1.
package struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file, as it was given to the reader (not made absolute or relative).
  package let path: String
  /// The 1-based line.
  package let line: Int
  /// The 1-based column, in Unicode scalars.
  package let column: Int

  /// Creates a location.
  package init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// `path:line:column`, the form compilers and editors use.
  package var description: String { "\(path):\(line):\(column)" }
}

extension SourceLocation: Comparable {
  /// Orders by path, then line, then column.
  package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    if lhs.path != rhs.path { return lhs.path < rhs.path }
    if lhs.line != rhs.line { return lhs.line < rhs.line }
    return lhs.column < rhs.column
  }
}
