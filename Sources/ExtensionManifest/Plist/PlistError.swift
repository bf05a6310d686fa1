/// Why a plist could not be read: the file was unreadable, malformed, or refused as unsafe.
///
/// A reader reports the first error only, with its exact position and what was expected there.
package struct PlistError: Error, Sendable, CustomStringConvertible {
  /// What went wrong, broadly.
  package enum Kind: Sendable, Equatable {
    /// The file could not be opened or read (missing, a directory, permissions, too large to read).
    case io
    /// The bytes are not a well-formed plist.
    case syntax
    /// The input is refused on purpose: DTD internal subsets and entity declarations, nesting
    /// past the cap, oversized files or data blobs, binary-plist cycles, bad offsets.
    case unsafe
    /// Worth a warning, not an error: an optional file is missing (an xcconfig's `#include?`), or a
    /// project refers to a file relative to a place only Xcode knows (such as `BUILT_PRODUCTS_DIR`).
    case warning
  }

  /// Where the problem is (line 1, column 1 for whole-file problems).
  package let location: SourceLocation
  /// A sentence for a person: what was found and what was expected.
  package let reason: String
  /// The broad kind.
  package let kind: Kind

  /// Creates an error.
  package init(location: SourceLocation, reason: String, kind: Kind) {
    self.location = location
    self.reason = reason
    self.kind = kind
  }

  /// `path:line:column: error: reason`.
  package var description: String { "\(location): error: \(reason)" }
}
