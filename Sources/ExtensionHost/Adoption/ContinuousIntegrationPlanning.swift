import ExtensionManifest
import HostEngine

/// Decides what the CI job of an adopted project does: where it finds this package, and which
/// visits it makes (what the project's `ShieldPolicy.plist` shields).
enum ContinuousIntegrationPlanning {
  /// At most this many visits by token or category, then one press of the secondary button, so the
  /// job stays a few seconds long whatever the policy lists.
  static let visitLimit = 8

  /// The plan for `adoption`, whose files are already written under `root`. Says in `notes` what
  /// the job could not take (an unsafe name, no git remote).
  static func plan(
    for adoption: ProjectAdoption, root: String, hostPackage: String, notes: inout [String]
  ) throws(SetupError) -> ContinuousIntegrationJob.Plan {
    guard !adoption.hostPackagePath.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
      throw SetupError(at: hostPackage, "the path of extension-host holds a control character; a CI job cannot name it")
    }
    let visits = adoption.hasShieldExtensions ? try Self.visits(root: root, notes: &notes) : []
    if adoption.hostPackagePath.hasPrefix("/") {
      notes.append(
        "Package.swift names extension-host by an absolute path (\(adoption.hostPackagePath)), which a CI runner "
          + "rarely has: clone extension-host beside the project and run init with --host-package ../extension-host")
    }
    let repository = GitRemote.originURL(of: hostPackage)
    if repository == nil {
      notes.append(
        "extension-host has no git remote 'origin'; the CI job needs it at \(adoption.hostPackagePath): "
          + "set EXTENSION_HOST_REPOSITORY in the job, or commit the package there")
    }
    return .init(
      projectName: adoption.projectName, hostPackagePath: adoption.hostPackagePath,
      hostRepository: repository, visits: visits, conforms: adoption.hasShieldExtensions,
      runsWidgets: adoption.hasWidgetExtensions, simulates: adoption.hasMonitorExtensions)
  }

  /// The visits to make: what `ShieldPolicy.plist` shields, the unsafe names left out (in `notes`).
  private static func visits(root: String, notes: inout [String]) throws(SetupError) -> [[String]] {
    let policy = try ShieldPolicy.read(FileSystem.join(root, "ShieldPolicy.plist"))
    let examples = policy.examples
    var visits: [[String]] = []
    var skipped: [String] = []
    for domain in examples.webDomains {
      if isPlainName(domain) { visits.append([domain]) } else { skipped.append(domain) }
    }
    for app in examples.applications {
      if isPlainName(app) { visits.append(["--app", app]) } else { skipped.append(app) }
    }
    if !skipped.isEmpty {
      notes.append(
        "the CI job does not visit \(skipped.count) name(s) of ShieldPolicy.plist that are not plain domains "
          + "or bundle ids: \(skipped.map { DisplayText.escaped($0) }.joined(separator: ", "))")
    }
    if visits.count > visitLimit {
      notes.append("the CI job visits the first \(visitLimit) of the \(visits.count) targets ShieldPolicy.plist shields")
      visits.removeLast(visits.count - visitLimit)
    }
    if let first = visits.first {
      visits.append(first + ["--press", "secondary"])
    } else {
      notes.append("ShieldPolicy.plist shields nothing, so the CI job makes no visit")
    }
    return visits
  }

  /// A domain or bundle id made only of letters, digits, `.`, `-` and `_`: nothing a shell or YAML
  /// reads specially.
  static func isPlainName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix("-") && name.utf8.allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2E || byte == 0x2D || byte == 0x5F
    }
  }
}
