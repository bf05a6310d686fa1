/// The caps that keep a hostile plist from exhausting the host: every reader enforces them and
/// reports a `PlistError` of kind `.unsafe` when one is exceeded.
package struct PlistLimits: Sendable {
  /// The largest file read, in bytes.
  package var maximumFileSize: Int
  /// The largest single `<data>` blob (or binary data object), in decoded bytes.
  package var maximumDataSize: Int
  /// The deepest nesting of arrays and dictionaries.
  package var maximumDepth: Int
  /// The most nodes one document may produce (bounds binary plists whose shared references
  /// would otherwise explode into an exponential tree).
  package var maximumNodeCount: Int

  /// Creates limits.
  package init(maximumFileSize: Int, maximumDataSize: Int, maximumDepth: Int, maximumNodeCount: Int) {
    self.maximumFileSize = maximumFileSize
    self.maximumDataSize = maximumDataSize
    self.maximumDepth = maximumDepth
    self.maximumNodeCount = maximumNodeCount
  }

  /// 8 MiB files, 1 MiB data blobs, 512 levels (CoreFoundation's cap), 1,000,000 nodes.
  package static let `default` = PlistLimits(
    maximumFileSize: 8 << 20,
    maximumDataSize: 1 << 20,
    maximumDepth: 512,
    maximumNodeCount: 1_000_000
  )
}
