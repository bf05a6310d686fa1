/// The lines of a text file that Xcode, Git and editors on every platform write: ended by `\n` or
/// `\r\n`. Swift's `String` holds `\r\n` as one `Character`, so splitting on `"\n"` alone leaves
/// a file saved with Windows line ends as one long line.
package enum TextLines {
  /// `text`'s lines, without their ends, empty ones kept, so the n-th is the file's line n.
  package static func of(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
  }
}
