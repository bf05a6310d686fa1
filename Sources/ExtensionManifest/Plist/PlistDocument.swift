/// The serialization a plist file was written in.
package enum PlistFormat: String, Sendable {
  /// The XML format (`<plist version="1.0">`).
  case xml
  /// The binary format (`bplist00`).
  case binary
  /// The OpenStep / ASCII format (`{ key = value; }`), as in `project.pbxproj`.
  case openStep
}

/// A comment found in a plist file: the text between `<!--` and `-->` (or `//`, `/* */` in
/// OpenStep), trimmed, with where the comment starts.
package struct PlistComment: Sendable, Equatable {
  /// The comment text without its delimiters, trimmed of surrounding whitespace.
  package let text: String
  /// Where the comment's opening delimiter starts.
  package let location: SourceLocation

  /// Creates a comment.
  package init(text: String, location: SourceLocation) {
    self.text = text
    self.location = location
  }
}

/// A whole plist file, read.
package struct PlistDocument: Sendable {
  /// The file, as given to the reader.
  package let path: String
  /// The format it was written in.
  package let format: PlistFormat
  /// The top-level object.
  package let root: PlistNode
  /// Every comment in the file, in order (XML and OpenStep only), for inline suppressions.
  package let comments: [PlistComment]

  /// Creates a document.
  package init(path: String, format: PlistFormat, root: PlistNode, comments: [PlistComment] = []) {
    self.path = path
    self.format = format
    self.root = root
    self.comments = comments
  }
}
