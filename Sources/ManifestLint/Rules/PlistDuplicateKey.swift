import ExtensionManifest

/// PL002: a key appears once per dictionary.
enum PlistDuplicateKey: LintRule {
  static let description = RuleDescription(
    id: "PL002",
    name: "plist-duplicate-key",
    summary: "The same key appears twice in one dictionary.",
    rationale: """
      CoreFoundation keeps the last value silently, so the first one, often the one a reviewer reads, has no \
      effect. `plutil -lint` does not report it.
      """,
    evidence: "CFPropertyList's XML parser calls CFDictionarySetValue for each key: the last one wins.",
    layer: .parser,
    severity: .error,
    fix: "Delete one of the two entries, keeping the value you mean.",
    passing: [.extension("<key>CFBundleName</key>\n<string>Shield</string>\n<key>CFBundleVersion</key>\n<string>1</string>")],
    failing: [
      .extension(
        "<key>CFBundleName</key>\n<string>Shield</string>\n1️⃣<key>CFBundleName</key>\n<string>Shield Action</string>"
      )
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    var findings: [Finding] = []
    for file in project.manifestFiles {
      for node in file.nodes {
        guard let entries = node.entries, entries.count > 1 else { continue }
        var seen: [String: PlistEntry] = [:]
        for (index, entry) in entries.enumerated() {
          // Manifests have small dictionaries: compare directly; hash only large ones.
          let earlier: PlistEntry?
          if entries.count <= 32 {
            earlier = entries[..<index].first { $0.key == entry.key }
          } else {
            earlier = seen[entry.key]
            if earlier == nil { seen[entry.key] = entry }
          }
          guard let earlier else { continue }
          findings.append(
            Finding(
              description,
              "'\(entry.key)' is already set at line \(earlier.keyLocation.line); only this later value takes effect",
              at: entry.keyLocation,
              keyPath: entry.value.keyPath
            )
          )
        }
      }
    }
    return findings
  }
}
