import ExtensionManifest
import HostProtocol
import ManifestLint
import Glibc

/// Checks one extension's Info.plist the way the device would before launching it.
public struct ExtensionManifestChecker {
  let target: ManifestTarget
  let document: PlistDocument
  let searchDirectories: [String]
  private(set) var problems: [SetupError.Problem] = []
  /// The hosted point the manifest names, once `check` has read it.
  private(set) var point: ExtensionPoint?

  init(target: ManifestTarget, document: PlistDocument, searchDirectories: [String]) {
    self.target = target
    self.document = document
    self.searchDirectories = searchDirectories
  }

  /// The launchable extension, or nil with `problems` saying why not.
  mutating func check(appGroups: [String]) -> ExtensionTarget? {
    guard let nsExtension = document.root["NSExtension"], nsExtension.entries != nil else {
      problem(document.root, "NSExtension must be a dictionary")
      return nil
    }
    let point = extensionPoint(in: nsExtension)
    self.point = point
    let principal = principalClass(in: nsExtension, point: point)
    let executable = executablePath()
    guard let point, let principal, let executable else { return nil }
    let bundleIdentifier = Self.bundleIdentifier(in: document, settings: target.settings, problems: &problems)
    guard problems.isEmpty else { return nil }
    return ExtensionTarget(
      name: target.name, infoPlistPath: document.path, extensionPoint: point, principalClass: principal,
      executablePath: executable, bundleIdentifier: bundleIdentifier, appGroups: appGroups,
      buildSettings: target.settings.expandedValues, entitlementsPath: target.entitlementsPath)
  }

  /// `CFBundleIdentifier` with build settings expanded, valid or not, for naming the target in
  /// messages; nil when absent.
  var rawBundleIdentifier: String? {
    document.root["CFBundleIdentifier"]?.string.map { target.settings.expand($0).value }
  }

  /// `CFBundleIdentifier`, build settings expanded; nil when absent, or outside Apple's grammar
  /// (a problem, AX102's rule): it names the target's sandbox folder in the state directory.
  static func bundleIdentifier(in document: PlistDocument, settings: BuildSettings, problems: inout [SetupError.Problem])
    -> String?
  {
    guard let node = document.root["CFBundleIdentifier"], let text = node.string else { return nil }
    let identifier = settings.expand(text).value
    guard !identifier.isEmpty else { return nil }
    if let violation = ManifestName.violation(identifier, as: .bundleIdentifier) {
      problems.append(SetupError.Problem(node, violation.description + " [AX102]"))
      return nil
    }
    return identifier
  }

  private mutating func extensionPoint(in nsExtension: PlistNode) -> ExtensionPoint? {
    let hosted = ExtensionPoint.hosted.map(\.rawValue)
    guard let node = nsExtension["NSExtensionPointIdentifier"] else {
      problem(nsExtension, "NSExtension has no NSExtensionPointIdentifier; a shield extension needs "
        + hosted.joined(separator: " or "))
      return nil
    }
    guard let text = node.string else {
      problem(node, "NSExtensionPointIdentifier must be a string, not a \(node.typeName)")
      return nil
    }
    let identifier = target.settings.expand(text).value
    if let point = ExtensionPoint(rawValue: identifier), point.isHosted { return point }
    if ExtensionPoint.isKnown(identifier) {
      problem(node, "'\(identifier)' is not a shield extension point; extension-host runs " + hosted.joined(separator: " and "))
      return nil
    }
    problem(node, "'\(identifier)' is not an extension point" + ExtensionPoint.didYouMean(identifier))
    return nil
  }

  private mutating func principalClass(in nsExtension: PlistNode, point: ExtensionPoint?) -> String? {
    let base = point?.baseClass ?? "the base class of its extension point"
    if let storyboard = nsExtension["NSExtensionMainStoryboard"] {
      problem(storyboard, "a shield extension has no storyboard; remove NSExtensionMainStoryboard and keep NSExtensionPrincipalClass")
    }
    guard let node = nsExtension["NSExtensionPrincipalClass"] else {
      problem(nsExtension, "NSExtension has no NSExtensionPrincipalClass; add $(PRODUCT_MODULE_NAME).YourClass, a subclass of \(base)")
      return nil
    }
    guard let text = node.string else {
      problem(node, "NSExtensionPrincipalClass must be a string, not a \(node.typeName)")
      return nil
    }
    let expansion = target.settings.expand(text)
    guard !expansion.isTruncated else {
      problem(node, "NSExtensionPrincipalClass: \(expansion.malformed.last ?? "its expansion was cut short")")
      return nil
    }
    guard expansion.unresolved.isEmpty else {
      problem(node, "NSExtensionPrincipalClass uses undefined build settings: \(expansion.unresolved.joined(separator: ", "))")
      return nil
    }
    guard !expansion.value.isEmpty, expansion.value.contains(".") else {
      problem(node, "principal class '\(expansion.value)' has no module; Swift classes are named Module.Class: write $(PRODUCT_MODULE_NAME).\(expansion.value)")
      return nil
    }
    return expansion.value
  }

  private mutating func executablePath() -> String? {
    var name = target.settings.expandedValue(for: "EXECUTABLE_NAME") ?? target.name
    if let node = document.root["CFBundleExecutable"], let text = node.string {
      let expansion = target.settings.expand(text)
      guard expansion.unresolved.isEmpty, !expansion.value.isEmpty else {
        problem(node, "CFBundleExecutable '\(text)' does not expand to a name (undefined: \(expansion.unresolved.joined(separator: ", ")))")
        return nil
      }
      if let violation = ManifestName.violation(expansion.value, as: .executable) {
        problem(node, "CFBundleExecutable: " + violation.description + " [AX114]")
        return nil
      }
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
