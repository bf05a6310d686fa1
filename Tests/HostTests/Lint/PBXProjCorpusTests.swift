import ExtensionManifest
import Foundation
import ManifestLint
import Testing

/// The project reader takes `project.pbxproj` files as Xcode 14, 15 and 16 write them, and as
/// people and tools leave them: unquoted strings with `+`, `-`, `.`, `/` and `$`, comments between
/// any two tokens, UTF-8 names, escaped quotes, objects on one line or spread over many. Each
/// project of the corpus is generated from a seed, read, and compared with what was written.
@Suite struct PBXProjCorpusTests {
  /// How Xcode lays a project out, by the version that wrote it.
  enum Style: CaseIterable {
    case xcode14, xcode15, xcode16
    var objectVersion: String {
      switch self {
      case .xcode14: "56"
      case .xcode15: "60"
      case .xcode16: "77"
      }
    }
  }

  struct Target {
    var name: String
    var productType: String
    var bundleIdentifier: String
    var sdk: String = "iphoneos"
    var embeds: [String] = []
  }

  /// Writes a project the way Xcode does, with `random` choosing where comments go and whether
  /// an object sits on one line.
  struct Writer {
    var style: Style
    var random: SeededRandom
    var text = ""
    var nextID = 0x1000

    mutating func id() -> String {
      nextID += 1
      let hex = String(nextID, radix: 16, uppercase: true)
      return String(repeating: "0", count: 24 - hex.count) + hex
    }

    /// A comment where Xcode would not put one, sometimes.
    mutating func stray() -> String {
      random.int(0...3) == 0 ? " /* \(["note", "é ✓", "a * b", "TODO: x = y;"][random.int(0...3)]) */" : ""
    }

    mutating func object(_ id: String, _ comment: String, _ pairs: [(String, String)]) {
      let oneLine = random.bool()
      var body = ""
      for (key, value) in pairs {
        let entry = "\(key)\(stray()) =\(stray()) \(value)\(stray());"
        body += oneLine ? entry + " " : "\n\t\t\t" + entry
      }
      text += "\t\t\(id) /* \(comment) */\(stray()) = {\(oneLine ? "" : "")\(body)\(oneLine ? "" : "\n\t\t")};\(stray())\n"
    }

    mutating func project(_ targets: [Target], sources: [String]) -> String {
      text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = \(style.objectVersion);\n\tobjects = {\n"
      var productIDs: [String: String] = [:]
      var targetIDs: [String] = []
      var listIDs: [String] = []
      let rootGroup = id()
      var children: [String] = []
      text += "\n/* Begin PBXFileReference section */\n"
      for source in sources {
        let reference = id()
        children.append(reference)
        let quoted = source.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_$+/:.-".contains($0)) }
        object(reference, source, [
          ("isa", "PBXFileReference"), ("lastKnownFileType", "sourcecode.swift"),
          ("path", quoted && random.bool() ? source : "\"\(source)\""), ("sourceTree", "\"<group>\""),
        ])
      }
      for target in targets {
        let product = id()
        productIDs[target.name] = product
        let isApp = target.productType.hasSuffix("application")
        object(product, target.name + (isApp ? ".app" : ".appex"), [
          ("isa", "PBXFileReference"), ("explicitFileType", isApp ? "wrapper.application" : "\"wrapper.app-extension\""),
          ("includeInIndex", "0"), ("path", "\"\(target.name).\(isApp ? "app" : "appex")\""), ("sourceTree", "BUILT_PRODUCTS_DIR"),
        ])
      }
      text += "/* End PBXFileReference section */\n"
      if style == .xcode16 {
        text += "\n/* Begin PBXFileSystemSynchronizedRootGroup section */\n"
        for target in targets {
          object(id(), target.name, [
            ("isa", "PBXFileSystemSynchronizedRootGroup"), ("path", target.name), ("sourceTree", "\"<group>\""),
          ])
        }
        text += "/* End PBXFileSystemSynchronizedRootGroup section */\n"
      }
      object(rootGroup, "Main group", [
        ("isa", "PBXGroup"), ("children", "(" + children.map { "\n\t\t\t\t\($0) /* file */," }.joined() + "\n\t\t\t)"),
        ("sourceTree", "\"<group>\""),
      ])
      text += "\n/* Begin PBXNativeTarget section */\n"
      for target in targets {
        let targetID = id()
        targetIDs.append(targetID)
        var phases: [String] = []
        if !target.embeds.isEmpty {
          let phase = id()
          phases.append(phase)
          var files: [String] = []
          for embedded in target.embeds {
            let buildFile = id()
            files.append(buildFile)
            object(buildFile, "\(embedded).appex in Embed Foundation Extensions", [
              ("isa", "PBXBuildFile"), ("fileRef", "\(productIDs[embedded] ?? "") /* \(embedded).appex */"),
              ("settings", "{ATTRIBUTES = (RemoveHeadersOnCopy, ); }"),
            ])
          }
          object(phase, "Embed Foundation Extensions", [
            ("isa", "PBXCopyFilesBuildPhase"), ("buildActionMask", "2147483647"), ("dstPath", "\"\""),
            ("dstSubfolderSpec", "13"), ("files", "(" + files.map { "\($0) /* x */, " }.joined() + ")"),
            ("name", "\"Embed Foundation Extensions\""), ("runOnlyForDeploymentPostprocessing", "0"),
          ])
        }
        let list = id()
        listIDs.append(list)
        let configuration = id()
        let settings = [
          ("PRODUCT_BUNDLE_IDENTIFIER", random.bool() && !target.bundleIdentifier.contains("(")
            ? target.bundleIdentifier : "\"\(target.bundleIdentifier)\""),
          ("SDKROOT", target.sdk),
          ("GENERATE_INFOPLIST_FILE", "YES"), ("MARKETING_VERSION", "1.0"), ("CURRENT_PROJECT_VERSION", "1"),
          ("OTHER_SWIFT_FLAGS", "\"-D \\\"FLAG+X\\\" $(inherited)\""),
          ("LD_RUNPATH_SEARCH_PATHS", "(\n\t\t\t\t\t\"$(inherited)\",\n\t\t\t\t\t\"@executable_path/Frameworks\",\n\t\t\t\t)"),
          ("INFOPLIST_KEY_CFBundleDisplayName", "\"\(target.name) ✓ «\\\"quoted\\\"»\""),
        ]
        object(configuration, "Release", [
          ("isa", "XCBuildConfiguration"),
          ("buildSettings", "{" + settings.map { "\n\t\t\t\t\($0.0) = \($0.1);" }.joined() + "\n\t\t\t}"),
          ("name", "Release"),
        ])
        object(list, "Build configuration list for PBXNativeTarget \"\(target.name)\"", [
          ("isa", "XCConfigurationList"), ("buildConfigurations", "(\n\t\t\t\t\(configuration) /* Release */,\n\t\t\t)"),
          ("defaultConfigurationIsVisible", "0"), ("defaultConfigurationName", "Release"),
        ])
        var pairs: [(String, String)] = [
          ("isa", "PBXNativeTarget"), ("buildConfigurationList", "\(list) /* list */"),
          ("buildPhases", "(" + phases.map { "\n\t\t\t\t\($0) /* Embed */," }.joined() + "\n\t\t\t)"),
          ("name", target.name.contains("+") || target.name.contains(" ") ? "\"\(target.name)\"" : target.name),
          ("productName", "\"\(target.name)\""), ("productReference", "\(productIDs[target.name] ?? "") /* product */"),
          ("productType", "\"\(target.productType)\""),
        ]
        if style == .xcode16 { pairs.append(("fileSystemSynchronizedGroups", "(\n\t\t\t)")) }
        object(targetID, target.name, pairs)
      }
      text += "/* End PBXNativeTarget section */\n"
      let projectID = id()
      object(projectID, "Project object", [
        ("isa", "PBXProject"), ("compatibilityVersion", "\"Xcode 14.0\""), ("mainGroup", rootGroup),
        ("targets", "(" + targetIDs.map { "\n\t\t\t\t\($0) /* target */," }.joined() + "\n\t\t\t)"),
        ("projectDirPath", "\"\""), ("projectRoot", "\"\""),
      ])
      text += "\t};\n\trootObject = \(projectID) /* Project object */;\n}\n"
      return text
    }
  }

  static let targets = [
    Target(
      name: "Focus+App", productType: "com.apple.product-type.application", bundleIdentifier: "com.example.focus-app",
      embeds: ["ShieldAction", "Shield.Configuration"]),
    Target(
      name: "ShieldAction", productType: "com.apple.product-type.app-extension",
      bundleIdentifier: "com.example.focus-app.ShieldAction"),
    Target(
      name: "Shield.Configuration", productType: "com.apple.product-type.app-extension",
      bundleIdentifier: "com.example.focus-app.$(PRODUCT_NAME:rfc1034identifier)"),
    Target(
      name: "FocusMac", productType: "com.apple.product-type.application", bundleIdentifier: "com.example.focus-app",
      sdk: "macosx"),
  ]

  static let sources = [
    "Foo+Extensions.swift", "Shared/View-Model.swift", "$(SRCROOT)/Generated/Strings.swift", "Écran d'accueil.swift",
    "a.b.c/d_e.swift", "Quote \"x\".swift",
  ]

  @Test(arguments: Style.allCases)
  func everyGeneratedProjectReadsAsWritten(_ style: Style) throws {
    for seed in 1...25 {
      var writer = Writer(style: style, random: SeededRandom(seed: UInt64(seed)))
      let escaped = Self.sources.map { $0.replacingOccurrences(of: "\"", with: "\\\"") }
      let text = writer.project(Self.targets, sources: escaped)
      let directory = try LintFixtures.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let bundle = directory.appendingPathComponent("Focus.xcodeproj")
      try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
      try text.write(to: bundle.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
      let project: XcodeProject
      do {
        project = try XcodeProject(path: bundle.path, configuration: nil)
      } catch {
        Issue.record("\(style) seed \(seed): \(error)\n\(text)")
        continue
      }
      #expect(project.targets.map(\.name) == Self.targets.map(\.name), "\(style) seed \(seed)")
      #expect(project.targets.map(\.kind) == [.application, .appExtension, .appExtension, .application])
      #expect(project.targets.first?.embedded == ["ShieldAction", "Shield.Configuration"], "\(style) seed \(seed)")
      let action = try #require(project.targets.first { $0.name == "ShieldAction" })
      #expect(action.settings["PRODUCT_BUNDLE_IDENTIFIER"] == "com.example.focus-app.ShieldAction")
      // $(inherited) takes the project layer's value, which is empty here.
      #expect(action.settings["OTHER_SWIFT_FLAGS"] == "-D \"FLAG+X\"")
      #expect(action.settings["INFOPLIST_KEY_CFBundleDisplayName"] == "ShieldAction ✓ «\"quoted\"»")
      #expect(action.settings["LD_RUNPATH_SEARCH_PATHS"] == "@executable_path/Frameworks")
      let document = try PlistReader.read(contentsOf: bundle.appendingPathComponent("project.pbxproj").path)
      let paths = document.root["objects"]?.entries?.compactMap { $0.value["path"]?.string } ?? []
      for source in Self.sources { #expect(paths.contains(source), "\(style) seed \(seed): \(source) not read back") }
    }
  }

  /// The iOS app and the macOS app share a bundle identifier, and so do an iOS extension and a
  /// macOS extension of no known app: they never install together, so no collision (AX105); two
  /// extensions of one app with one identifier still collide.
  @Test func bundleIdentifiersCollideOnlyWhereTargetsInstallTogether() throws {
    var writer = Writer(style: .xcode16, random: SeededRandom(seed: 7))
    var targets = Self.targets
    let directory = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func lint(_ targets: [Target]) throws -> [String] {
      let bundle = directory.appendingPathComponent("Focus-\(UUID().uuidString.prefix(6)).xcodeproj")
      try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
      try writer.project(targets, sources: []).write(
        to: bundle.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
      let project = try ProjectLoader.load([bundle.path], options: LoadOptions())
      return Linter().lint(project).findings.filter { $0.ruleID == "AX105" }.map(\.message)
    }
    #expect(try lint(targets).isEmpty, "an iOS and a macOS app may share an identifier")
    // An extension no app embeds may install with any app, but only on its own platform.
    let macExtension = Target(
      name: "MacShield", productType: "com.apple.product-type.app-extension",
      bundleIdentifier: "com.example.focus-app.ShieldAction", sdk: "macosx")
    #expect(try lint(targets + [macExtension]).isEmpty, "a macOS extension never installs with the iOS one")
    targets[2].bundleIdentifier = "com.example.focus-app.ShieldAction"
    let collisions = try lint(targets)
    #expect(collisions.count == 1, "\(collisions)")
    #expect(collisions.first?.contains("'com.example.focus-app.ShieldAction' is also the identifier of") == true, "\(collisions)")
  }
}
