import ExtensionManifest
import Foundation

/// Reads the manifests a visit needs, each parsed once per distinct content: the daemon reads
/// them again on every visit (so an edited manifest is seen at once), and parsing was a fifth
/// of a warm visit. Errors are `PlistReader`'s own, word for word.
enum ManifestCache {
  private static let documents = ContentMemo<PlistDocument>(capacity: 64)

  /// The document at `path`, as `PlistReader.read(contentsOf:)` returns it.
  static func read(_ path: String) throws(PlistError) -> PlistDocument {
    guard case .success(let bytes) = FileSystem.readFile(path, limit: PlistLimits.default.maximumFileSize) else {
      return try PlistReader.read(contentsOf: path)  // the same failure, worded by the reader
    }
    let key = Data(bytes)
    if let document = documents.value(path: path, bytes: key) { return document }
    let document = try PlistReader.read(bytes: bytes, path: path)
    documents.remember(document, path: path, bytes: key)
    return document
  }
}
