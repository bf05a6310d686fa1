package import ExtensionManifest

/// A manifest file as read: the document, or why it could not be read. Immutable.
package final class ManifestFile: Sendable {
  /// The file's path.
  package let path: String
  /// The document, when it was read.
  package let document: PlistDocument?
  /// The reason it was not, when it was not.
  package let error: PlistError?
  /// Every value node of the document, depth first in file order (computed once, shared by rules).
  package let nodes: [PlistNode]
  /// The string nodes of `nodes` that hold a `$` and so may reference a build setting (found
  /// once, while the file is read on every core; two rules walk them for every target).
  package let referencingNodes: [PlistNode]

  /// Reads `path`.
  package convenience init(path: String) {
    do {
      self.init(path: path, document: try PlistReader.read(contentsOf: path), error: nil)
    } catch {
      self.init(path: path, document: nil, error: error)
    }
  }

  private init(path: String, document: PlistDocument?, error: PlistError?) {
    self.path = path
    self.document = document
    self.error = error
    self.nodes = document?.root.descendants ?? []
    self.referencingNodes = nodes.filter { node in node.string.map(BuildSettings.mayReference) ?? false }
  }

  /// Reads `bytes` as the file `path`.
  package convenience init(path: String, bytes: [UInt8]) {
    do {
      self.init(path: path, document: try PlistReader.read(bytes: bytes, path: path), error: nil)
    } catch {
      self.init(path: path, document: nil, error: error)
    }
  }

  /// A file already read (a launch reads each manifest once, through its cache).
  package convenience init(path: String, document: PlistDocument) {
    self.init(path: path, document: document, error: nil)
  }

  /// A file that could not be read, with the reason.
  package convenience init(path: String, error: PlistError) {
    self.init(path: path, document: nil, error: error)
  }

  /// The top-level node, when the file was read.
  package var root: PlistNode? { document?.root }

  /// Where findings about the file as a whole point: its root object, or line 1.
  package var rootLocation: SourceLocation {
    document?.root.location ?? SourceLocation(path: path, line: 1, column: 1)
  }
}

/// What a target builds.
package enum TargetKind: String, Sendable {
  /// An app (`com.apple.product-type.application`, or an Info.plist with `APPL`).
  case application
  /// A classic app extension in `PlugIns/` (`com.apple.product-type.app-extension`).
  case appExtension
  /// An ExtensionKit extension in `Extensions/` (`com.apple.product-type.extensionkit-extension`).
  case extensionKitExtension
  /// Anything else (frameworks, tests) or unknown.
  case other

  /// Whether the target is an extension of either kind.
  package var isExtension: Bool { self == .appExtension || self == .extensionKitExtension }
}
