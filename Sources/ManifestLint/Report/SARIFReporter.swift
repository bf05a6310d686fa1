import ExtensionManifest

/// SARIF 2.1.0 with the fields GitHub code scanning requires: rules with short and full
/// descriptions and help, results with a level, message, relative artifact URI, region and
/// `partialFingerprints`, inline-suppressed and baselined findings as `suppressions`.
enum SARIFReporter {
  static func render(_ report: LintReport) -> String {
    let rules = report.rules.sorted { $0.id < $1.id }
    let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    func level(_ severity: Severity) -> String { severity == .note ? "note" : severity.rawValue }
    let ruleObjects: [JSONValue] = rules.map { rule in
      .object([
        ("id", .string(rule.id)), ("name", .string(rule.name)),
        ("shortDescription", .object([("text", .string(rule.summary))])),
        ("fullDescription", .object([("text", .string(String(rule.rationale.prefix(1000))))])),
        ("helpUri", .string(LintTool.documentationURI + "#" + rule.id.lowercased() + "-" + rule.name)),
        (
          "help",
          .object([
            ("text", .string("\(rule.rationale)\nEvidence: \(rule.evidence)\nFix: \(rule.fix)")),
            ("markdown", .string("\(rule.rationale)\n\n**Evidence:** \(rule.evidence)\n\n**Fix:** \(rule.fix)")),
          ])
        ),
        ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
        ("properties", .object([("tags", .array([.string(rule.layer.rawValue)])), ("precision", .string("very-high"))])),
      ])
    }
    var occurrences: [String: Int] = [:]
    func result(_ finding: Finding) -> JSONValue {
      let path = report.relative(finding.location.path)
      let key = "\(path)|\(finding.ruleID)|\(finding.keyPath)"
      occurrences[key, default: 0] += 1
      var members: [(String, JSONValue)] = [
        ("ruleId", .string(finding.ruleID)), ("ruleIndex", .number(index[finding.ruleID] ?? 0)),
        ("level", .string(level(finding.severity))), ("message", .object([("text", .string(finding.message))])),
        (
          "locations",
          .array([
            .object([
              (
                "physicalLocation",
                .object([
                  ("artifactLocation", .object([("uri", .string(path)), ("uriBaseId", .string("%SRCROOT%"))])),
                  ("region", .object([("startLine", .number(finding.location.line)), ("startColumn", .number(finding.location.column))])),
                ])
              )
            ])
          ])
        ),
        ("partialFingerprints", .object([("primaryLocationLineHash", .string(LintReport.fingerprint(key) + ":\(occurrences[key] ?? 1)"))])),
      ]
      if let reason = finding.suppression {
        let kind = reason == "baseline" ? "external" : "inSource"
        members.append(("suppressions", .array([.object([("kind", .string(kind)), ("justification", .string(reason))])])))
      }
      return .object(members)
    }
    let results = Linter.sorted(report.findings + report.suppressed).map(result)
    let document = JSONValue.object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      (
        "runs",
        .array([
          .object([
            (
              "tool",
              .object([
                (
                  "driver",
                  .object([
                    ("name", .string("extension-host")), ("semanticVersion", .string(LintTool.version)),
                    ("informationUri", .string(LintTool.documentationURI)), ("rules", .array(ruleObjects)),
                  ])
                )
              ])
            ),
            ("automationDetails", .object([("id", .string("extension-host-lint/"))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
          ])
        ])
      ),
    ])
    return document.rendered() + "\n"
  }
}
