import ExtensionManifest

/// PL003: no input that a parser must refuse to stay safe.
enum PlistUnsafeConstruct: LintRule {
  static let description = RuleDescription(
    id: "PL003",
    name: "plist-unsafe-construct",
    summary: "Inline DTDs or entity declarations, nesting, size, data or key paths past the limits, binary-plist cycles or bad offsets, or a setting that `$(inherited)` grows past 1 MiB.",
    rationale: """
      Such input is either an attack on whatever reads it (entity expansion, deep recursion, reference cycles) or \
      a corrupt file. Apple's parsers refuse inline DTDs and cap depth; lint refuses them before reading further. \
      Every value is read with its key path, so a long key repeats at each level below it (a binary plist may share \
      one key among them all): the paths of one file are capped at 32 MiB. Each `$(inherited)` copies the value \
      set before it, so xcconfig lines that use it twice double a setting at each repeat: past 1 MiB the line is refused.
      """,
    evidence: "CoreFoundation and swift-foundation reject inline DTDs (\"XML plist parsing has never attempted to parse inline DTDs\") and cap nesting at 512.",
    layer: .parser,
    severity: .error,
    fix: "Remove the DOCTYPE's internal subset or the entity declarations, flatten nesting deeper than 512 levels, "
      + "shorten keys repeated in deep nesting, write `$(inherited)` once in an assignment, and regenerate a corrupt or oversized file from its source.",
    blocksLaunch: true,
    passing: [.extension("<key>CFBundleName</key>\n<string>Shield</string>")],
    failing: [
      .extension(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist 1️⃣[ <!ENTITY name "Shield"> ]>
        <plist version="1.0"><dict/></plist>
        """
      )
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    project.manifestFiles.compactMap { file in
      guard let error = file.error, error.kind == .unsafe else { return nil }
      return Finding(description, error.reason, at: error.location)
    }
  }
}
