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
  /// The most bytes of key paths (`PlistNode.keyPath`) one document may build, all its nodes
  /// together: a long key repeats in the path of every node below it, and a binary plist may share
  /// one key object among every level.
  package var maximumKeyPathBytes: Int

  /// Creates limits.
  package init(
    maximumFileSize: Int, maximumDataSize: Int, maximumDepth: Int, maximumNodeCount: Int,
    maximumKeyPathBytes: Int = 32 << 20
  ) {
    self.maximumFileSize = maximumFileSize
    self.maximumDataSize = maximumDataSize
    self.maximumDepth = maximumDepth
    self.maximumNodeCount = maximumNodeCount
    self.maximumKeyPathBytes = maximumKeyPathBytes
  }

  /// 8 MiB files, 1 MiB data blobs, 512 levels (CoreFoundation's cap), 1,000,000 nodes, 32 MiB of
  /// key paths (a real manifest's, even an 8 MiB project's, are a few megabytes at most).
  package static let `default` = PlistLimits(
    maximumFileSize: 8 << 20,
    maximumDataSize: 1 << 20,
    maximumDepth: 512,
    maximumNodeCount: 1_000_000,
    maximumKeyPathBytes: 32 << 20
  )
}
