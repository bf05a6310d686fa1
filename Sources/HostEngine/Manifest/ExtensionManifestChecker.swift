import ExtensionManifest
import HostProtocol
import Glibc

/// Reads one extension's Info.plist the way the device would before launching it.
///
/// What stops a launch is decided by the launch-blocking lint rules (`LaunchCheck`), the same
/// code `lint` runs; this type only reads out what a launch needs (the hosted extension point, the
/// principal class, the executable inside the products folder) and names what the host itself
/// cannot do: a point it does not host, an executable not built. A value the rules did not
/// report but that cannot be read is still a problem here, never a silent refusal.
public struct ExtensionManifestChecker {
  let target: ManifestTarget
  let document: PlistDocument
  let searchDirectories: [String]
  private(set) var problems: [SetupError.Problem]
  /// The hosted point the manifest names, once `check` has read it.
  private(set) var point: ExtensionPoint?
  /// The points this run launches: the Screen Time points (`visit`, `simulate`), or WidgetKit (`widgets`).
  let accepted: [ExtensionPoint]

  /// `ruleProblems`: the launch-blocking errors `LaunchCheck` found in this target's files.
  init(
    target: ManifestTarget, document: PlistDocument, searchDirectories: [String], ruleProblems: [SetupError.Problem],
    accepting accepted: [ExtensionPoint] = ExtensionPoint.hosted
  ) {
    self.target = target
    self.document = document
    self.searchDirectories = searchDirectories
    self.problems = ruleProblems
    self.accepted = accepted
  }

  /// The launchable extension, or nil with `problems` saying why not.
  mutating func check(appGroups: [String]) -> ExtensionTarget? {
    let nsExtension = document.root["NSExtension"]
    let point = extensionPoint(in: nsExtension)
    self.point = point
    // A point without a principal class (WidgetKit: the `@main` type is the entry point) names none.
    let principal =
      point?.principalBase == nil
      ? "" : nsExtension?["NSExtensionPrincipalClass"]?.string.map { target.settings.expand($0).value }
    let executable = executablePath()
    guard let point, let principal, point.principalBase == nil || !principal.isEmpty, let executable else {
      if problems.isEmpty { problem(document.root, "NSExtension needs NSExtensionPointIdentifier and NSExtensionPrincipalClass strings") }
      return nil
    }
    let bundleIdentifier = Self.bundleIdentifier(in: document, settings: target.settings)
    guard problems.isEmpty else { return nil }
    return ExtensionTarget(
      name: target.name, infoPlistPath: document.path, extensionPoint: point, principalClass: principal,
      executablePath: executable, bundleIdentifier: bundleIdentifier, appGroups: appGroups,
      buildSettings: target.settings.expandedValues, entitlementsPath: target.entitlementsPath)
  }

  /// Whether the manifest declares a WidgetKit extension: `extension-host widgets` runs those;
  /// the shield commands (visit, simulate, conform) leave them out of their set.
  static func declaresWidgetKit(_ document: PlistDocument, settings: BuildSettings) -> Bool {
    document.root["NSExtension"]?["NSExtensionPointIdentifier"]?.string.map { settings.expand($0).value }
      == ExtensionPoint.widgetKit.rawValue
  }

  /// `CFBundleIdentifier` with build settings expanded, valid or not, for naming the target in
  /// messages; nil when absent.
  var rawBundleIdentifier: String? {
    BuiltInfoPlist(document: document, settings: target.settings).string("CFBundleIdentifier")
  }

  /// `CFBundleIdentifier` as the built bundle has it (for a generated Info.plist,
  /// `PRODUCT_BUNDLE_IDENTIFIER`), build settings expanded; nil when absent, or outside Apple's
  /// grammar (AX102, a launch-blocking rule, reports it): it names the target's sandbox folder.
  static func bundleIdentifier(in document: PlistDocument?, settings: BuildSettings) -> String? {
    guard let identifier = BuiltInfoPlist(document: document, settings: settings).string("CFBundleIdentifier"),
      !identifier.isEmpty, ManifestName.violation(identifier, as: .bundleIdentifier) == nil
    else { return nil }
    return identifier
  }

  /// The hosted point, or nil. A point that exists but that the host does not run is a problem
  /// here (lint has nothing against it); a missing or unknown one is AX202's or AX203's.
  private mutating func extensionPoint(in nsExtension: PlistNode?) -> ExtensionPoint? {
    guard let node = nsExtension?["NSExtensionPointIdentifier"], let text = node.string else { return nil }
    let identifier = target.settings.expand(text).value
    if let point = ExtensionPoint(rawValue: identifier), accepted.contains(point) { return point }
    if ExtensionPoint.isKnown(identifier) {
      let what = accepted == [.widgetKit] ? "a WidgetKit extension point" : "a shield extension point"
      problem(node, "'\(identifier)' is not \(what); this command runs " + accepted.map(\.rawValue).joined(separator: " and "))
    }
    return nil
  }

  private mutating func executablePath() -> String? {
    var name = target.settings.expandedValue(for: "EXECUTABLE_NAME") ?? target.name
    if let node = document.root["CFBundleExecutable"], let text = node.string {
      let expansion = target.settings.expand(text)
      guard expansion.unresolved.isEmpty, !expansion.value.isEmpty else {
        problem(node, "CFBundleExecutable '\(text)' does not expand to a name (undefined: \(expansion.unresolved.joined(separator: ", ")))")
        return nil
      }
      // A name outside the grammar is AX114's finding; it never becomes a path.
      guard ManifestName.violation(expansion.value, as: .executable) == nil else { return nil }
      name = expansion.value
    }
    if let violation = ManifestName.violation(name, as: .executable) {
      problems.append(SetupError.Problem(location: document.path, message: "EXECUTABLE_NAME: " + violation.description))
      return nil
    }
    let candidates = searchDirectories.map { $0 + "/" + name }
    // A regular file: in an Xcode layout the target's source folder has the executable's name.
    if let found = candidates.first(where: { isExecutableFile($0) }) { return found }
    problems.append(SetupError.Problem(
      location: document.path,
      message: "executable '\(name)' not found; looked in \(searchDirectories.joined(separator: ", ")). "
        + "Build it (swift build) or pass --products DIR",
      missingExecutable: name))
    return nil
  }

  private func isExecutableFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
  }

  private mutating func problem(_ node: PlistNode, _ message: String) {
    problems.append(SetupError.Problem(node, message))
  }
}
