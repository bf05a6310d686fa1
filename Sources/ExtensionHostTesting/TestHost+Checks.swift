import Conformance
import HostEngine
import ManifestLint

extension TestHost {
  /// Lints the manifests folder (or `paths`: folders, an `.xcodeproj`) with every default rule,
  /// the `.extension-host.json` found above it, and its inline suppressions, as
  /// `extension-host lint` does.
  ///
  /// - Throws: `TestHostError` when there is nothing to lint or the configuration is invalid.
  ///   Findings never throw: they are the result.
  public func lint(_ paths: [String]? = nil) throws(TestHostError) -> LintResult {
    let targets = paths ?? [manifestsDirectory]
    var configuration = LintConfiguration()
    if let path = LintConfiguration.find(from: targets[0]) {
      do {
        configuration = try LintConfiguration.load(path: path)
      } catch {
        throw TestHostError(error.description)
      }
    }
    let project: LintProject
    do {
      project = try ProjectLoader.load(targets, options: LoadOptions(configuration))
    } catch {
      throw TestHostError(error.description)
    }
    let linter = Linter(configuration: configuration)
    let result = linter.lint(project)
    return LintResult(
      LintReport(
        findings: result.findings, suppressed: result.suppressed, files: project.manifestFiles.map(\.path),
        rules: linter.enabledRules.map { $0.description }, root: manifestsDirectory))
  }

  /// Runs the conformance suite (`checks`, or every check) against every extension in the manifests, each in its
  /// own launches, as `extension-host conform` does.
  ///
  /// - Throws: `TestHostError` for an unknown check or a manifest that cannot launch. A broken
  ///   extension never throws: its failed checks are the result.
  public func conform(checks: [String] = []) async throws(TestHostError) -> ConformanceResult {
    let selection: ConformanceChecks.Selection
    let targets: [ExtensionTarget]
    do {
      selection = try ConformanceChecks.selection(checks)
    } catch {
      throw TestHostError(error.description)
    }
    do {
      targets = try ConformanceTargets.resolve([manifestsDirectory], searchDirectories: [productsDirectory])
    } catch {
      throw TestHostError(setup: error, products: productsDirectory)
    }
    var conformanceOptions = ConformanceOptions()
    conformanceOptions.handshakeTimeout = options.handshakeTimeout
    let runner = ConformanceRunner(options: conformanceOptions, selection: selection, progress: { _ in })
    return ConformanceResult(await runner.run(targets))
  }
}
