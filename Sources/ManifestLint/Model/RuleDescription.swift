/// Everything about a rule except its check: identity, documentation, examples.
///
/// The examples are the rule's tests (one parameterized test runs them all) and its
/// documentation (`Documentation/LintRules.md` and `lint --explain` are generated from them).
package struct RuleDescription: Sendable {
  /// Stable identifier, never reused or renumbered: `PLnnn` plist, `AXnnn` app extension,
  /// `ENnnn` entitlements, `SWnnn` Swift sources, `LNnnn` the linter itself.
  package let id: String
  /// Stable kebab-case name; accepted wherever an ID is.
  package let name: String
  /// One line: what the rule checks.
  package let summary: String
  /// Why it matters.
  package let rationale: String
  /// What Apple does about it (error text, ITMS code, documentation), with sources.
  package let evidence: String
  /// The layer the rule mirrors.
  package let layer: EnforcementLayer
  /// The default severity.
  package let severity: Severity
  /// How to fix a finding.
  package let fix: String
  /// Off unless a configuration enables it.
  package let isOptIn: Bool
  /// Whether an error of this rule stops a launch: `visit`, `conform`, `serve` and `simulate`
  /// refuse the manifest with this finding (`LaunchRules`), as a device would not launch it or
  /// the host could not run it safely. The other rules only `lint` reports.
  package let blocksLaunch: Bool
  /// Projects on which the rule must find nothing.
  package let passing: [RuleExample]
  /// Projects on which the rule must find exactly the marked places.
  package let failing: [RuleExample]

  /// Creates a description.
  package init(
    id: String, name: String, summary: String, rationale: String, evidence: String,
    layer: EnforcementLayer, severity: Severity, fix: String, isOptIn: Bool = false, blocksLaunch: Bool = false,
    passing: [RuleExample], failing: [RuleExample]
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.rationale = rationale
    self.evidence = evidence
    self.layer = layer
    self.severity = severity
    self.fix = fix
    self.isOptIn = isOptIn
    self.blocksLaunch = blocksLaunch
    self.passing = passing
    self.failing = failing
  }
}

/// A small project for a rule's example: files by path, with `1️⃣`…`9️⃣` markers where the
/// rule must report.
///
/// Paths follow the folder layout (`<Target>/Info.plist`, `<Target>/<Target>.entitlements`,
/// `<Target>/*.swift`). A plist text that does not start with `<?xml`, `<plist` or `<dict` is
/// the body of the top-level `<dict>` and is wrapped in the standard header. Targets are
/// extensions unless named `App`.
package struct RuleExample: Sendable {
  /// Files by path, marked.
  package let files: [(path: String, text: String)]
  /// Build settings for every target, over the defaults.
  package let settings: [String: String]

  /// Creates an example from files.
  package init(_ files: [(path: String, text: String)], settings: [String: String] = [:]) {
    self.files = files
    self.settings = settings
  }

  /// One extension target `ShieldAction` with this Info.plist body (and entitlements body).
  package static func `extension`(
    _ info: String,
    entitlements: String? = nil,
    sources: [(String, String)] = [],
    settings: [String: String] = [:]
  ) -> RuleExample {
    var files = [(path: "ShieldAction/Info.plist", text: info)]
    if let entitlements { files.append((path: "ShieldAction/ShieldAction.entitlements", text: entitlements)) }
    for (name, text) in sources { files.append((path: "ShieldAction/" + name, text: text)) }
    return RuleExample(files, settings: settings)
  }

  /// An `App` target and a `ShieldAction` extension target embedded in it.
  package static func app(
    _ appInfo: String,
    appEntitlements: String? = nil,
    extension info: String,
    entitlements: String? = nil,
    settings: [String: String] = [:]
  ) -> RuleExample {
    var files = [(path: "App/Info.plist", text: appInfo), (path: "ShieldAction/Info.plist", text: info)]
    if let appEntitlements { files.append((path: "App/App.entitlements", text: appEntitlements)) }
    if let entitlements { files.append((path: "ShieldAction/ShieldAction.entitlements", text: entitlements)) }
    return RuleExample(files, settings: settings)
  }
}
