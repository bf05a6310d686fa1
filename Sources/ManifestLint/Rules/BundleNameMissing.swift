import ExtensionManifest

/// AX112: every bundle has a name.
enum BundleNameMissing: LintRule {
  static let description = RuleDescription(
    id: "AX112",
    name: "bundle-name-missing",
    summary: "`CFBundleName` is absent or empty.",
    rationale: "installd refuses a bundle without a name, and the upload is rejected.",
    evidence: "installd 52 \"does not have a CFBundleName key with a non-zero length string value\"; ITMS-90784; (90360) \"'CFBundleName' in bundle X.appex is required\".",
    layer: .install,
    severity: .error,
    fix: "Add `<key>CFBundleName</key><string>$(PRODUCT_NAME)</string>`.",
    passing: [.extension("<key>CFBundleName</key>\n<string>$(PRODUCT_NAME)</string>")],
    failing: [.extension("<key>CFBundleName</key>\n1️⃣<string></string>")]
  )

  static func check(_ project: LintProject) -> [Finding] {
    RequiredKey.check(description, key: "CFBundleName", in: project, consequence: "installd refuses the bundle")
  }
}
