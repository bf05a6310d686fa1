import Foundation

/// The CI job `extension-host init --ci` writes beside an adopted project: on a Linux runner in the
/// official Swift image, build the extensions, lint the manifests (SARIF to GitHub code scanning,
/// Code Quality and JUnit to GitLab), run the conformance suite (JUnit), and visit what the shield
/// policy shields. Both providers run the same shell commands, from ``commands``.
enum ContinuousIntegrationJob: String, CaseIterable {
  case github
  case gitlab

  /// The container image the job runs in: the toolchain the README names.
  static let image = "swift:6.3"

  /// Where the job file goes, relative to the project root.
  var path: String {
    switch self {
    case .github: ".github/workflows/extension-host.yml"
    case .gitlab: ".gitlab-ci.yml"
    }
  }

  /// What the job needs to know about the project.
  struct Plan: Equatable {
    /// The project's name, for the job's comments.
    var projectName: String
    /// This package's path from the project root, as `Package.swift` names it.
    var hostPackagePath: String
    /// Where the job clones this package from when that path is missing (its git remote), if known.
    var hostRepository: String?
    /// The argument lists after `extension-host visit`, one visit each, in order.
    var visits: [[String]]
    /// Whether the conformance suite runs: the project has shield extensions.
    var conforms = true
    /// Whether `widgets` runs: the project has widget extensions.
    var runsWidgets = false
    /// Whether the starter scenario plays: the project has a device activity monitor extension.
    var simulates = false
  }

  /// Files the job writes; the provider uploads them.
  enum Report {
    static let sarif = "extension-host-lint.sarif"
    static let lintJUnit = "extension-host-lint.xml"
    static let codeQuality = "gl-code-quality-report.json"
    static let conformJUnit = "extension-host-conform.xml"
  }

  /// One named step of the job: a shell script run by `bash -eo pipefail`.
  struct Step: Equatable {
    var name: String
    var script: String
  }

  /// The job's steps, in order. `EXTENSION_HOST` is the built host, set by the build step (in
  /// GitHub's `$GITHUB_ENV`, in GitLab's one shell).
  func commands(_ plan: Plan) -> [Step] {
    let host = Self.shellQuoted(plan.hostPackagePath)
    let export: String
    let lintFormats: String
    switch self {
    case .github:
      export = "echo \"EXTENSION_HOST=$(swift build --show-bin-path)/extension-host\" >> \"$GITHUB_ENV\""
      lintFormats = "--format github --format sarif:\(Report.sarif)"
    case .gitlab:
      export = "export EXTENSION_HOST=\"$(swift build --show-bin-path)/extension-host\""
      lintFormats = "--format text --format gitlab:\(Report.codeQuality) --format junit:\(Report.lintJUnit)"
    }
    var steps = [
      Step(
        name: "Fetch extension-host",
        script: """
          if [ ! -d \(host) ]; then
            if [ -z "$EXTENSION_HOST_REPOSITORY" ]; then
              echo 'extension-host is not at '\(host)': set EXTENSION_HOST_REPOSITORY to its git URL, or commit it there' >&2
              exit 1
            fi
            git clone --depth 1 "$EXTENSION_HOST_REPOSITORY" \(host)
          fi
          """),
      Step(name: "Build the extensions", script: "swift build --product extension-host\nswift build\n\(export)"),
      Step(name: "Lint the manifests", script: "\"$EXTENSION_HOST\" lint . \(lintFormats)"),
    ]
    if plan.conforms {
      steps.append(
        Step(
          name: "Run the conformance suite",
          script: """
            if ! "$EXTENSION_HOST" conform . --format junit > \(Report.conformJUnit); then
              "$EXTENSION_HOST" conform .
              exit 1
            fi
            """))
    }
    if plan.runsWidgets {
      steps.append(Step(name: "Run the widgets in every device state", script: "\"$EXTENSION_HOST\" widgets --manifests ."))
    }
    if plan.simulates {
      steps.append(
        Step(name: "Play the monitor's scenario", script: "\"$EXTENSION_HOST\" simulate \(StarterScenario.path) --manifests ."))
    }
    for visit in plan.visits {
      let arguments = visit.map { ContinuousIntegrationPlanning.isPlainName($0) || $0.hasPrefix("--") ? $0 : Self.shellQuoted($0) }
        .joined(separator: " ")
      steps.append(Step(name: "Visit \(visit.joined(separator: " "))", script: "\"$EXTENSION_HOST\" visit \(arguments)"))
    }
    return steps
  }

  /// The job file.
  func contents(_ plan: Plan) -> String {
    let header =
      "# Written by `extension-host init --ci \(rawValue)`: runs \(ProjectAdoption.escaped(plan.projectName))'s extensions on a Linux runner.\n"
      + (plan.conforms
        ? "# The visits are what ShieldPolicy.plist shielded when init ran: add one when you shield more.\n" : "")
      + "\n"
    let repository = Self.yamlQuoted(plan.hostRepository ?? "")
    let steps = commands(plan)
    switch self {
    case .github:
      let body = steps.map { step in
        "      - name: \(Self.yamlQuoted(step.name))\n        run: |\n" + Self.indented(step.script, by: 10)
      }
      return header + """
        name: extension-host
        on:
          push:
          pull_request:
        permissions:
          contents: read
          security-events: write
        jobs:
          extensions:
            runs-on: ubuntu-latest
            container: \(Self.image)
            env:
              EXTENSION_HOST_REPOSITORY: \(repository)
            defaults:
              run:
                shell: bash
            steps:
              - uses: actions/checkout@v4

        """ + body.joined() + """
              - name: Upload the lint findings to code scanning
                if: always()
                uses: github/codeql-action/upload-sarif@v3
                with:
                  sarif_file: \(Report.sarif)

        """ + (plan.conforms ? """
              - name: Keep the conformance report
                if: always()
                uses: actions/upload-artifact@v4
                with:
                  name: extension-host-conform
                  path: \(Report.conformJUnit)

        """ : "")
    case .gitlab:
      let script = steps.map { "    # \($0.name)\n    - |\n" + Self.indented($0.script, by: 6) }
      return header + """
        extension-host:
          image: \(Self.image)
          stage: test
          variables:
            EXTENSION_HOST_REPOSITORY: \(repository)
          script:

        """ + script.joined() + (plan.conforms ? """
          artifacts:
            when: always
            paths:
              - \(Report.conformJUnit)
            reports:
              junit:
                - \(Report.lintJUnit)
                - \(Report.conformJUnit)
              codequality: \(Report.codeQuality)

        """ : """
          artifacts:
            when: always
            reports:
              junit:
                - \(Report.lintJUnit)
              codequality: \(Report.codeQuality)

        """)
    }
  }

  /// `text` indented by `width` spaces, one line each.
  private static func indented(_ text: String, by width: Int) -> String {
    let pad = String(repeating: " ", count: width)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { pad + $0 + "\n" }.joined()
  }

  /// `text` as one shell word.
  static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// `text` as a YAML single-quoted scalar (one line: callers pass names without line breaks).
  static func yamlQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
  }
}
