import ExtensionManifest

/// PL001: the file must be a well-formed plist.
enum PlistSyntax: LintRule {
  static let description = RuleDescription(
    id: "PL001",
    name: "plist-syntax",
    summary: "The file is not a well-formed XML, binary or OpenStep plist (or cannot be read); an xcconfig include or a project's base configuration file cannot be found (a warning for `#include?` and for a file only Xcode can locate).",
    rationale: """
      Xcode cannot process an Info.plist it cannot parse, installd refuses the bundle, and every other rule is \
      blind to a file it cannot read. The first error is reported at its exact position, with what was expected.
      """,
    evidence: "`plutil -lint` fails on the file; Xcode's Info.plist processing stops the build.",
    layer: .parser,
    severity: .error,
    fix: "Correct the file at the reported position (`plutil -lint FILE` confirms on a Mac).",
    blocksLaunch: true,
    passing: [.extension("<key>CFBundleName</key>\n<string>Shield</string>")],
    failing: [
      .extension("<key>CFBundleName</key>\n<string>Shield1️⃣</strin>"),
      .extension("<key>CFBundleName</key>\n<string>Fish 1️⃣& Chips</string>"),
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    project.manifestFiles.compactMap { file in
      guard let error = file.error, error.kind != .unsafe else { return nil }
      // A missing optional xcconfig include (#include?) or an xcconfig only Xcode can find is a
      // warning; everything else an error.
      return Finding(
        description, error.reason, at: error.location, severity: error.kind == .warning ? .warning : nil)
    }
  }
}
