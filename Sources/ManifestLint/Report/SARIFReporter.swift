import ExtensionManifest
import HostProtocol

/// SARIF 2.1.0 with the fields GitHub code scanning requires: rules with short and full
/// descriptions and help, results with a level, message, relative artifact URI, region and
/// `partialFingerprints`, inline-suppressed and baselined findings as `suppressions`.
enum SARIFReporter {
  static func render(_ report: LintReport) throws -> String {
    let rules = report.rules.sorted { $0.id < $1.id }
    let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    var occurrences: [String: Int] = [:]
    let results = Linter.sorted(report.findings + report.suppressed).map { finding in
      let path = report.relative(finding.location.path)
      let key = "\(path)|\(finding.ruleID)|\(finding.keyPath)"
      occurrences[key, default: 0] += 1
      return SARIF.Result(
        finding, path: path, ruleIndex: index[finding.ruleID] ?? 0,
        lineHash: LintReport.fingerprint(key) + ":\(occurrences[key] ?? 1)")
    }
    let driver = SARIF.Driver(rules: rules.map(SARIF.Rule.init))
    return try ReportJSON.text(SARIF(runs: [SARIF.Run(tool: SARIF.Tool(driver: driver), results: results)]))
  }
}

/// The part of a SARIF 2.1.0 log that lint writes, member names as the standard spells them.
private struct SARIF: Encodable {
  struct Text: Encodable {
    var text: String
  }

  struct Run: Encodable {
    struct AutomationDetails: Encodable {
      var id = "extension-host-lint/"
    }

    var tool: Tool
    var automationDetails = AutomationDetails()
    var columnKind = "unicodeCodePoints"
    var results: [Result]
  }

  struct Tool: Encodable {
    var driver: Driver
  }

  struct Driver: Encodable {
    var name = "extension-host"
    var semanticVersion = LintTool.version
    var informationUri = LintTool.documentationURI
    var rules: [Rule]
  }

  struct Rule: Encodable {
    struct Help: Encodable {
      var text: String
      var markdown: String
    }

    struct Configuration: Encodable {
      var level: String
    }

    struct Properties: Encodable {
      var tags: [String]
      var precision = "very-high"
    }

    var id: String
    var name: String
    var shortDescription: Text
    var fullDescription: Text
    var helpUri: String
    var help: Help
    var defaultConfiguration: Configuration
    var properties: Properties

    init(_ rule: RuleDescription) {
      id = rule.id
      name = rule.name
      shortDescription = Text(text: rule.summary)
      fullDescription = Text(text: String(rule.rationale.prefix(1000)))
      helpUri = LintTool.documentationURI + "#" + rule.id.lowercased() + "-" + rule.name
      help = Help(
        text: "\(rule.rationale)\nEvidence: \(rule.evidence)\nFix: \(rule.fix)",
        markdown: "\(rule.rationale)\n\n**Evidence:** \(rule.evidence)\n\n**Fix:** \(rule.fix)")
      defaultConfiguration = Configuration(level: SARIF.level(rule.severity))
      properties = Properties(tags: [rule.layer.rawValue])
    }
  }

  struct Result: Encodable {
    struct Location: Encodable {
      var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
      var artifactLocation: ArtifactLocation
      var region: Region
    }

    struct ArtifactLocation: Encodable {
      var uri: String
      var uriBaseId = "%SRCROOT%"
    }

    struct Region: Encodable {
      var startLine: Int
      var startColumn: Int
    }

    struct Fingerprints: Encodable {
      var primaryLocationLineHash: String
    }

    /// `external` for the baseline, `inSource` for a comment in the manifest.
    struct Suppression: Encodable {
      var kind: String
      var justification: String
    }

    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Text
    var locations: [Location]
    var partialFingerprints: Fingerprints
    /// Left out for a finding that is not suppressed.
    var suppressions: [Suppression]?

    init(_ finding: Finding, path: String, ruleIndex: Int, lineHash: String) {
      ruleId = finding.ruleID
      self.ruleIndex = ruleIndex
      level = SARIF.level(finding.severity)
      message = Text(text: finding.message)
      let region = Region(startLine: finding.location.line, startColumn: finding.location.column)
      locations = [Location(physicalLocation: PhysicalLocation(artifactLocation: ArtifactLocation(uri: URIPath.encoded(path)), region: region))]
      partialFingerprints = Fingerprints(primaryLocationLineHash: lineHash)
      suppressions = finding.suppression.map { reason in
        [Suppression(kind: reason == "baseline" ? "external" : "inSource", justification: reason)]
      }
    }
  }

  var schema = "https://json.schemastore.org/sarif-2.1.0.json"
  var version = "2.1.0"
  var runs: [Run]

  enum CodingKeys: String, CodingKey {
    case schema = "$schema", version, runs
  }

  /// SARIF's level for a severity.
  static func level(_ severity: Severity) -> String { severity == .note ? "note" : severity.rawValue }
}
