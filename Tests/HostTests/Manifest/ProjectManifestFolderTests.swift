import ExtensionManifest
import Foundation
import HostProtocol
import ManifestLint
import Testing

@testable import HostEngine

/// A manifests folder that holds an Xcode project is read through the project, as lint reads it:
/// extensions kept in nested folders (`Extensions/ShieldAction/`) are found where the project's
/// `INFOPLIST_FILE` and `CODE_SIGN_ENTITLEMENTS` put them, with the project's build settings.
@Suite
struct ProjectManifestFolderTests {
  /// A copy of `Fixtures/FocusTimer` whose two shield extensions live in `Extensions/`, the
  /// project's groups and settings moved with them; executables named as the project names them
  /// (`ShieldAction`, `ShieldConfiguration`) link to this package's sample extensions.
  struct NestedProject: ~Copyable {
    let directory: String
    let products: String

    init() throws {
      let fileManager = FileManager.default
      directory = FileManager.default.temporaryDirectory.appendingPathComponent("nested-project-\(UUID().uuidString)").path
      products = directory + "/.build/products"
      try fileManager.copyItem(atPath: OwnProjectEndToEndTests.fixture, toPath: directory)
      try Self.nest(directory)
      try fileManager.createDirectory(atPath: products, withIntermediateDirectories: true)
      try fileManager.createSymbolicLink(atPath: products + "/ShieldAction", withDestinationPath: BuildProducts.directory + "/ShieldActionExt")
      try fileManager.createSymbolicLink(
        atPath: products + "/ShieldConfiguration", withDestinationPath: BuildProducts.directory + "/ShieldConfigExt")
    }

    /// Moves `project`'s shield extension folders into `Extensions/`, and the project's paths to
    /// them, as a developer who groups their targets does in Xcode.
    static func nest(_ project: String) throws {
      let fileManager = FileManager.default
      try fileManager.createDirectory(atPath: project + "/Extensions", withIntermediateDirectories: true)
      let pbxproj = project + "/FocusTimer.xcodeproj/project.pbxproj"
      var text = try String(contentsOfFile: pbxproj, encoding: .utf8)
      for name in ["ShieldAction", "ShieldConfiguration"] {
        try fileManager.moveItem(atPath: project + "/" + name, toPath: project + "/Extensions/" + name)
        for (old, new) in [
          ("path = \(name);", "path = Extensions/\(name);"),
          ("INFOPLIST_FILE = \(name)/", "INFOPLIST_FILE = Extensions/\(name)/"),
          ("CODE_SIGN_ENTITLEMENTS = \(name)/", "CODE_SIGN_ENTITLEMENTS = Extensions/\(name)/"),
        ] {
          #expect(text.contains(old), "the fixture's project names \(old)")
          text = text.replacingOccurrences(of: old, with: new)
        }
      }
      try text.write(toFile: pbxproj, atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }
  }

  @Test func extensionsInNestedFoldersAreFoundThroughTheProject() throws {
    let project = try NestedProject()
    let setup = try SetupLoader.load(manifests: project.directory, policyPath: nil, searchDirectories: [project.products])
    let action = try #require(setup.actionExtension)
    let configuration = try #require(setup.configurationExtension)
    #expect(action.infoPlistPath == project.directory + "/Extensions/ShieldAction/Info.plist")
    #expect(configuration.infoPlistPath == project.directory + "/Extensions/ShieldConfiguration/Info.plist")
    #expect(action.entitlementsPath == project.directory + "/Extensions/ShieldAction/ShieldAction.entitlements")
    // The project's settings, not a folder's defaults: its bundle identifier and module name.
    #expect(action.bundleIdentifier == "com.example.focustimer.ShieldAction")
    #expect(action.principalClass == "ShieldAction.ShieldActionExtension")
    #expect(action.appGroups == ["group.com.example.focustimer"])
  }

  @Test func aFolderWithoutAProjectIsStillSearchedByItsFilesNames() throws {
    let fixture = try ManifestFixture()
    #expect(ManifestFolder.projects(in: fixture.directory).isEmpty)
    let setup = try SetupLoader.load(manifests: fixture.directory, policyPath: nil, searchDirectories: [BuildProducts.directory])
    #expect(setup.actionExtension?.name == "ShieldActionExt")
  }

  @Test func aProjectThatCannotBeReadIsAnErrorAtItsFile() throws {
    let project = try NestedProject()
    let pbxproj = project.directory + "/FocusTimer.xcodeproj/project.pbxproj"
    try "// !$*UTF8*$!\n{ archiveVersion = 1; objects = {".write(toFile: pbxproj, atomically: true, encoding: .utf8)
    do {
      _ = try SetupLoader.load(manifests: project.directory, policyPath: nil, searchDirectories: [project.products])
      Issue.record("a truncated project loaded")
    } catch {
      #expect(error.description.contains("project.pbxproj:"), "\(error.description)")
      #expect(error.description.contains("cannot read the Xcode project"), "\(error.description)")
    }
  }

  /// An `INFOPLIST_FILE` that names no file (it refers to itself, or to a setting set nowhere,
  /// which Xcode reads as empty, or to a path where the clone has no file) is one error at the
  /// setting, saying why, for visit and for lint, instead of a folder, `/Info.plist` or a file
  /// that cannot be read.
  @Test(arguments: [
    ("\"$(INFOPLIST_FILE)\"", "'INFOPLIST_FILE' refers to itself"),
    ("\"$(EXTENSIONS_DIR)/ShieldAction/Info.plist\"", "$(EXTENSIONS_DIR) is set nowhere"),
    ("Extensions/ShieldAction/Missing.plist", "no file is at Extensions/ShieldAction/Missing.plist in the project's folder, and Xcode fails the build"),
  ])
  func aPathSettingThatNamesNoFileIsOneErrorAtTheSetting(value: String, reason: String) throws {
    let project = try NestedProject()
    let pbxproj = project.directory + "/FocusTimer.xcodeproj/project.pbxproj"
    let text = try String(contentsOfFile: pbxproj, encoding: .utf8)
    let setting = "INFOPLIST_FILE = Extensions/ShieldAction/Info.plist;"
    #expect(text.contains(setting))
    try text.replacingOccurrences(of: setting, with: "INFOPLIST_FILE = \(value);").write(toFile: pbxproj, atomically: true, encoding: .utf8)
    do {
      _ = try SetupLoader.load(manifests: project.directory, policyPath: nil, searchDirectories: [project.products])
      Issue.record("a project whose INFOPLIST_FILE names no file loaded")
    } catch {
      #expect(error.problems.count == 1, "\(error.description)")
      #expect(error.description.contains("project.pbxproj:"), "\(error.description)")
      #expect(error.description.contains("does not name a file: " + reason), "\(error.description)")
      #expect(!error.description.contains("cannot read"), "\(error.description)")
    }
    let read = try XcodeProject(path: project.directory + "/FocusTimer.xcodeproj", configuration: nil)
    #expect(read.problems.count == 1 && read.problems[0].reason.contains(reason), "\(read.problems)")
    let target = try #require(read.targets.first { $0.name == "ShieldAction" })
    #expect(read.path(of: "INFOPLIST_FILE", for: target) == nil, "no path is made of what names no file")
  }

  /// An app whose `CODE_SIGN_ENTITLEMENTS` names a file the clone lacks is one lint error, at the
  /// setting: not also "has no .entitlements file" (EN301) for the Screen Time app it is.
  @Test func aMissingEntitlementsFileIsOneLintErrorAtTheSetting() throws {
    let project = try NestedProject()
    try FileManager.default.removeItem(atPath: project.directory + "/FocusTimer/FocusTimer.entitlements")
    let findings = Linter().lint(try ProjectLoader.load([project.directory], options: LoadOptions())).findings
    #expect(findings.count == 1, "\(findings.map(\.message))")
    let finding = try #require(findings.first)
    #expect(finding.ruleID == "PL001" && finding.location.path.hasSuffix("project.pbxproj"), "\(finding)")
    #expect(finding.message.contains("CODE_SIGN_ENTITLEMENTS 'FocusTimer/FocusTimer.entitlements' does not name a file"), "\(finding.message)")
  }

  /// An app target whose Info.plist Xcode generates whole (no `INFOPLIST_FILE`, Xcode's SwiftUI
  /// template) is the project's app: its bundle identifier and display name from the build
  /// settings, its App Groups and data protection from its entitlements, the scene manifest
  /// `INFOPLIST_KEY_UIApplicationSceneManifest_Generation` adds.
  @Test func anAppWhoseInfoPlistXcodeGeneratesIsTheProjectsApp() throws {
    let project = try NestedProject()
    let setup = try SetupLoader.load(manifests: project.directory, policyPath: nil, searchDirectories: [project.products])
    let app = try #require(setup.app, "the app target was left out")
    #expect(app.name == "FocusTimer")
    #expect(app.bundleIdentifier == "com.example.focustimer")
    #expect(app.appGroups == ["group.com.example.focustimer"])

    try FileManager.default.createSymbolicLink(
      atPath: project.products + "/FocusTimer", withDestinationPath: BuildProducts.directory + "/SwitcherSwiftUIApp")
    let manifest = try AppManifest.load(manifests: project.directory, searchDirectories: [project.products], bundleIdentifier: nil)
    #expect(manifest.infoPlistPath == nil)
    #expect(manifest.bundleIdentifier == "com.example.focustimer")
    #expect(manifest.displayName == "Focus Timer")
    #expect(manifest.lifecycle == .scenes)
    #expect(manifest.sceneConfigurations.isEmpty)
    #expect(manifest.resourcesDirectory == project.directory + "/FocusTimer")
    #expect(manifest.sceneManifestLocation.hasPrefix(project.directory + "/FocusTimer.xcodeproj/project.pbxproj:"))
    // With no Info.plist to find its bundle by, the app is told its resources' folder.
    let environment = ExtensionLauncher.environment(
      buildSettings: [:], lent: [:], infoPlistPath: manifest.infoPlistPath, resourcesDirectory: manifest.resourcesDirectory,
      limits: ExtensionLauncher.Limits())
    #expect(environment["EXTENSION_HOST_INFO_PLIST"] == nil)
    #expect(environment["EXTENSION_HOST_RESOURCES"] == project.directory + "/FocusTimer")
  }

  /// Without `INFOPLIST_KEY_UIApplicationSceneManifest_Generation` a generated Info.plist has no
  /// scene manifest: the app runs the app-delegate lifecycle.
  @Test func aGeneratedInfoPlistWithoutTheSceneManifestKeyRunsTheAppDelegateLifecycle() throws {
    let project = try NestedProject()
    let pbxproj = project.directory + "/FocusTimer.xcodeproj/project.pbxproj"
    let text = try String(contentsOfFile: pbxproj, encoding: .utf8)
    try text.replacingOccurrences(of: "INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;", with: "")
      .write(toFile: pbxproj, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: project.products + "/FocusTimer", withDestinationPath: BuildProducts.directory + "/SwitcherSwiftUIApp")
    let manifest = try AppManifest.load(manifests: project.directory, searchDirectories: [project.products], bundleIdentifier: nil)
    #expect(manifest.lifecycle == .appDelegate)
  }
}
