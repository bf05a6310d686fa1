import ExtensionManifest

/// AX111: every bundle names its executable.
enum ExecutableMissing: LintRule {
  static let description = RuleDescription(
    id: "AX111",
    name: "executable-missing",
    summary: "`CFBundleExecutable` is absent or empty.",
    rationale: "Without it the system cannot find the binary to launch; the upload is rejected.",
    evidence: "App Store Connect (90360) \"'CFBundleExecutable' in bundle … is required\" with (90171) Invalid bundle structure; installd MissingBundleExecutable.",
    layer: .upload,
    severity: .error,
    fix: "Add `<key>CFBundleExecutable</key><string>$(EXECUTABLE_NAME)</string>`.",
    passing: [.extension("<key>CFBundleExecutable</key>\n<string>$(EXECUTABLE_NAME)</string>")],
    failing: [.extension("1️⃣<dict>\n  <key>CFBundleName</key>\n  <string>Shield</string>\n</dict>")]
  )

  static func check(_ project: LintProject) -> [Finding] {
    RequiredKey.check(description, key: "CFBundleExecutable", in: project, consequence: "the system cannot launch it")
  }
}
