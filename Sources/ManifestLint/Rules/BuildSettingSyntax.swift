import ExtensionManifest

/// PL006: build-setting references use `$(NAME)` and are well formed.
enum BuildSettingSyntax: LintRule {
  static let description = RuleDescription(
    id: "PL006",
    name: "build-setting-syntax",
    summary: "A reference uses deprecated syntax (`${}`, `$[]`, bare `$NAME`) or is malformed (unterminated, empty, unknown operator).",
    rationale: """
      Xcode still expands the deprecated forms but warns; malformed references are kept or dropped in ways that \
      rarely match what was meant (an unknown operator is ignored, a trailing `$` stays literal).
      """,
    evidence: "swift-build MacroExpressionParser: deprecatedMacroRefSyntax warning; unterminatedMacroSubexpression, missingMacroName, unknown operator errors.",
    layer: .build,
    severity: .warning,
    fix: "Write `$(NAME)` with known operators (`$(PRODUCT_NAME:rfc1034identifier)`); `$$` for a literal dollar.",
    passing: [.extension("<key>CFBundleName</key>\n<string>$(PRODUCT_NAME)</string>")],
    failing: [
      .extension("<key>CFBundleName</key>\n1️⃣<string>${PRODUCT_NAME}</string>"),
      .extension("<key>CFBundleName</key>\n1️⃣<string>$(PRODUCT_NAME:lowercase)</string>"),
    ]
  )

  static func check(_ project: LintProject) -> [Finding] {
    project.referencingStrings.compactMap { target, node, text, _ in
      let expansion = target.settings.expand(text)
      let problems = expansion.deprecatedSyntax.map { "'\($0)' is deprecated syntax; write $(…)" } + expansion.malformed
      guard !problems.isEmpty else { return nil }
      return Finding(description, problems.joined(separator: "; "), at: node.location, keyPath: node.keyPath)
    }
  }
}
