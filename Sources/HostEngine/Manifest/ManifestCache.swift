import ExtensionManifest
import Foundation
import ManifestLint

/// Reads the manifests a visit needs, each parsed once per distinct content: the daemon reads
/// them again on every visit (so an edited manifest is seen at once), and parsing was a fifth
/// of a warm visit. Errors are `PlistReader`'s own, word for word.
///
/// An unchanged file comes back as the same `ManifestFile` object, so what is computed from it
/// (`LaunchCheck`'s rules) can be remembered by its identity.
enum ManifestCache {
  private static let files = ContentMemo<ManifestFile>(capacity: 64)

  /// The document at `path`, as `PlistReader.read(contentsOf:)` returns it.
  static func read(_ path: String) throws(PlistError) -> PlistDocument {
    try parsed(path).document
  }

  /// The document at `path` and the bytes it was parsed from (nil in the rare case the reader
  /// had to read the file itself), so a caller that needs both reads the file once.
  static func readWithBytes(_ path: String) throws(PlistError) -> (document: PlistDocument, bytes: Data?) {
    let read = try parsed(path)
    return (read.document, read.bytes)
  }

  /// The file at `path` as lint reads it: its document, or why it could not be read.
  static func file(_ path: String) -> ManifestFile {
    do {
      return try parsed(path).file
    } catch {
      return ManifestFile(path: path, error: error)
    }
  }

  private static func parsed(_ path: String) throws(PlistError)
    -> (file: ManifestFile, document: PlistDocument, bytes: Data?)
  {
    guard case .success(let bytes) = FileSystem.readFile(path, limit: PlistLimits.default.maximumFileSize) else {
      let document = try PlistReader.read(contentsOf: path)  // the same failure, worded by the reader
      return (ManifestFile(path: path, document: document), document, nil)
    }
    let key = Data(bytes)
    if let file = files.value(path: path, bytes: key), let document = file.document { return (file, document, key) }
    let document = try PlistReader.read(bytes: bytes, path: path)
    let file = ManifestFile(path: path, document: document)
    files.remember(file, path: path, bytes: key)
    return (file, document, key)
  }
}
