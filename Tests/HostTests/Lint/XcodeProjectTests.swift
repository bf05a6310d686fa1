import HostProtocol
import ExtensionManifest
import Foundation
@testable import ManifestLint
import Testing

@Suite(.timeLimit(.minutes(1))) struct XcodeProjectTests {
  static let path = LintFixtures.directory + "/FocusApp/FocusApp.xcodeproj"

  @Test func readsTargetsKindsSettingsAndEmbedding() throws {
    let project = try XcodeProject(path: Self.path, configuration: nil)
    #expect(project.targets.map(\.name) == ["FocusApp", "ShieldAction", "ShieldConfiguration"])
    #expect(project.targets.map(\.kind) == [.application, .appExtension, .appExtension])
    let app = try #require(project.targets.first)
    #expect(app.embedded == ["ShieldAction", "ShieldConfiguration"])
    let action = project.targets[1]
    #expect(action.settings["MARKETING_VERSION"] == "1.2")
    #expect(action.settings["INFOPLIST_FILE"] == "ShieldAction/Info.plist")
    #expect(action.settings["SWIFT_COMPILATION_MODE"] == "wholemodule")
    #expect(action.settingLocations["MARKETING_VERSION"]?.line == 2)
    let debug = try XcodeProject(path: Self.path, configuration: "Debug")
    #expect(debug.targets[1].settings["SWIFT_COMPILATION_MODE"] == "singlefile")
  }

  @Test func theLoaderBuildsLintTargetsWithGeneratedInfoValues() throws {
    let project = try ProjectLoader.load([Self.path], options: LoadOptions())
    let action = try #require(project.targets.first { $0.name == "ShieldAction" })
    #expect(action.hostName == "FocusApp")
    #expect(action.generatesInfoPlist)
    #expect(action.infoValue("CFBundleIdentifier")?.text == "com.example.focus.ShieldAction")
    #expect(action.infoValue("CFBundleDisplayName")?.text == "Focus Shield Action")
    #expect(action.infoValue("CFBundleShortVersionString")?.text == "1.2")
    #expect(action.infoValue("MinimumOSVersion")?.text == "16.0")
    #expect(action.infoValue("CFBundlePackageType")?.text == "XPC!")
    #expect(action.extensionPoint == .shieldAction)
    #expect(action.sources.contains { $0.classes.contains { $0.name == "ShieldActionExtension" && $0.superclass == "ShieldActionDelegate" } })
  }

  @Test func xcconfigIncludesAndInheritedAreFollowed() throws {
    let directory = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let base = directory.appendingPathComponent("Base.xcconfig").path
    let main = directory.appendingPathComponent("Main.xcconfig").path
    try "FLAGS = -a\nNAME[sdk=iphoneos*] = ignored\n".write(toFile: base, atomically: true, encoding: .utf8)
    try "#include \"Base.xcconfig\"\n#include? \"Missing.xcconfig\"\nFLAGS = $(inherited) -b // comment\nNAME = x\n"
      .write(toFile: main, atomically: true, encoding: .utf8)
    let xcconfig = XCConfig(path: main)
    #expect(xcconfig.values == ["FLAGS": "-a -b", "NAME": "x"])
    #expect(xcconfig.locations["NAME"]?.line == 4)
    // The missing optional include is a warning at its line; nothing else is wrong.
    #expect(xcconfig.problems.map(\.kind) == [.warning])
    #expect(xcconfig.problems.first?.location.line == 2)
    #expect(xcconfig.problems.first?.reason == "the optional include 'Missing.xcconfig' does not exist")
  }

  /// `A = $(inherited)$(inherited)` on 40 lines doubles A at each: 2^40 bytes unchecked. The line
  /// that would take it past 1 MiB is an error (once, however many lines follow), read at once,
  /// and A keeps the value it had before that line.
  @Test func inheritedThatDoublesEachLineIsAnErrorAtTheLineThatOutgrowsTheCap() throws {
    let directory = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("Double.xcconfig").path
    let lines = ["A = x"] + Array(repeating: "A = $(inherited)$(inherited)", count: 40) + ["B = $(inherited) y"]
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    let xcconfig = XCConfig(path: path)
    #expect(xcconfig.problems.count == 1, "\(xcconfig.problems)")
    let problem = try #require(xcconfig.problems.first)
    #expect(problem.kind == .unsafe)
    #expect(problem.location.line == 21, "x doubled 19 times is 2^19 bytes; the 20th doubling is over 1 MiB")
    #expect(problem.reason.contains("'A' would grow past 1048576 bytes here: each of its 2 $(inherited)"), "\(problem.reason)")
    #expect(xcconfig.values["A"]?.utf8.count == 1 << 19)
    #expect(xcconfig.values["B"] == "y", "other settings are read on")
  }

  /// The same cap where layers meet: a target setting over its project's (or an xcconfig's) value.
  @Test func inheritedAcrossLayersIsCappedToo() throws {
    let big = String(repeating: "v", count: 600_000)
    #expect("$(inherited)$(inherited)".replacingInherited(with: big) == nil)
    #expect("$(inherited) ${inherited}".replacingInherited(with: "ab") == "ab ab")
    #expect("no reference".replacingInherited(with: big) == "no reference")
  }

  /// Files that include themselves (directly, and through another, three times each) are an
  /// error at the include that closes the cycle, read in an instant, never followed 16 levels down.
  @Test func anIncludeCycleIsAnErrorAtItsLineAndEndsAtOnce() throws {
    let directory = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let shared = directory.appendingPathComponent("Shared.xcconfig").path
    let other = directory.appendingPathComponent("Other.xcconfig").path
    try String(repeating: "#include \"Other.xcconfig\"\n", count: 3).appending("A = 1\n").write(toFile: shared, atomically: true, encoding: .utf8)
    try String(repeating: "#include \"Shared.xcconfig\"\n", count: 3).appending("B = 2\n").write(toFile: other, atomically: true, encoding: .utf8)
    let start = ContinuousClock.now
    let xcconfig = XCConfig(path: shared)
    #expect(ContinuousClock.now - start < .seconds(2))
    #expect(xcconfig.values["A"] == "1" && xcconfig.values["B"] == "2")
    let cycles = xcconfig.problems.filter { $0.reason.contains("makes a cycle (Shared.xcconfig includes Other.xcconfig includes Shared.xcconfig)") }
    #expect(!cycles.isEmpty, "\(xcconfig.problems.map(\.reason))")
    #expect(cycles.allSatisfy { $0.location.path == other })
  }

  /// A copy of the FocusApp fixture whose `project.pbxproj` has `edit` applied; the copy's project path.
  private func focusAppCopy(_ edit: (String) -> String) throws -> String {
    let directory = try LintFixtures.temporaryDirectory().appendingPathComponent("FocusApp")
    try FileManager.default.copyItem(atPath: LintFixtures.directory + "/FocusApp", toPath: directory.path)
    let project = directory.appendingPathComponent("FocusApp.xcodeproj").path
    let file = project + "/project.pbxproj"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let edited = edit(text)
    try #require(edited != text, "the edit changed nothing")
    try edited.write(toFile: file, atomically: true, encoding: .utf8)
    return project
  }

  @Test func groupsThatContainEachOtherAreAnErrorAtTheReferenceNotASilentLoss() throws {
    let project = try focusAppCopy {
      $0.replacingOccurrences(
        of: "XC0000000000000000000000 /* Shared.xcconfig */,\n\t\t\t);",
        with: "XC0000000000000000000000 /* Shared.xcconfig */,\n\t\t\t\tCG0000000000000000000000 /* Config */,\n\t\t\t);")
    }
    let read = try XcodeProject(path: project, configuration: nil)
    let problem = try #require(read.problems.first, "a cycle of groups is reported")
    #expect(problem.kind == .syntax)
    #expect(problem.reason.contains("'Release' configuration sits in groups that contain each other (Config in Config)"), "\(problem.reason)")
    #expect(problem.location.path.hasSuffix("project.pbxproj"))
    let text = try String(contentsOfFile: problem.location.path, encoding: .utf8)
    let line = text.split(separator: "\n", omittingEmptySubsequences: false)[problem.location.line - 1]
    #expect(line.contains("baseConfigurationReference"), "at the reference: \(line)")
  }

  @Test func aBaseConfigurationOnlyXcodeCanLocateIsAWarningAndSourceRootResolves() throws {
    let hidden = try focusAppCopy {
      $0.replacingOccurrences(of: "path = Shared.xcconfig; sourceTree = \"<group>\"", with: "path = Shared.xcconfig; sourceTree = BUILT_PRODUCTS_DIR")
    }
    let warned = try XcodeProject(path: hidden, configuration: nil)
    #expect(warned.problems.map(\.kind).allSatisfy { $0 == .warning } && !warned.problems.isEmpty)
    #expect(warned.problems.first?.reason.contains("is relative to BUILT_PRODUCTS_DIR, which lint cannot resolve") == true)
    #expect(warned.targets[1].settings["MARKETING_VERSION"] == nil, "its settings are not read")

    let rooted = try focusAppCopy {
      $0.replacingOccurrences(of: "path = Shared.xcconfig; sourceTree = \"<group>\"", with: "path = Config/Shared.xcconfig; sourceTree = SOURCE_ROOT")
    }
    let read = try XcodeProject(path: rooted, configuration: nil)
    #expect(read.problems.isEmpty, "\(read.problems.map(\.reason))")
    #expect(read.targets[1].settings["MARKETING_VERSION"] == "1.2")
  }

  @Test func aMissingIncludeNamesTheToolThatWouldWriteIt() throws {
    let directory = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let main = directory.appendingPathComponent("App.xcconfig").path
    try "#include? \"Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig\"\n#include \"Carthage/Build/x.xcconfig\"\n"
      .write(toFile: main, atomically: true, encoding: .utf8)
    let problems = XCConfig(path: main).problems
    #expect(problems.map(\.kind) == [.warning, .io])
    #expect(problems.first?.reason.contains("CocoaPods creates it: run 'pod install'") == true)
    #expect(problems.last?.reason.contains("Carthage creates it") == true)
    #expect(problems.last?.reason.contains("write #include? if it is optional") == true)
  }

  /// A base configuration file CocoaPods writes, missing from a clone that never ran
  /// `pod install`, names the tool too: Xcode builds nothing without it, and neither do the
  /// running commands.
  @Test func aMissingBaseConfigurationNamesTheToolThatWouldWriteIt() throws {
    let directory = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("Pods/Target Support Files/Pods-App/Pods-App.release.xcconfig").path
    let problems = XCConfig(path: missing).problems
    #expect(problems.map(\.kind) == [.io])
    #expect(problems.first?.reason.contains("cannot read") == true, "\(problems)")
    #expect(problems.first?.reason.contains("CocoaPods creates it: run 'pod install'") == true, "\(problems)")
  }

  /// Each missing include of one xcconfig is its own finding, at its own line: none is dropped
  /// because another problem of the same file came first.
  @Test func everyMissingIncludeOfOneXcconfigIsReported() async throws {
    let directory = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let main = directory.appendingPathComponent("App.xcconfig").path
    try "#include? \"Pods/Pods-App.release.xcconfig\"\nNAME = x\n#include? \"Local.xcconfig\"\n#include \"Carthage/Build/x.xcconfig\"\n"
      .write(toFile: main, atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      atPath: BuildProducts.repositoryRoot + "/plists/ShieldActionExt-Info.plist",
      toPath: directory.appendingPathComponent("ShieldActionExt-Info.plist").path)
    let run = try await HostRun.run(["lint", directory.path, "--xcconfig", main, "--format", "json"])
    let findings = try run.report().objects("findings").filter { ($0["path"] as? String)?.hasSuffix("App.xcconfig") == true }
    #expect(findings.compactMap { $0["line"] as? Int }.sorted() == [1, 3, 4], "\(run.stdout)")
    #expect(findings.filter { $0["severity"] as? String == "warning" }.count == 2, "\(findings)")
  }

  @Test func swiftSourcesAreScannedForClassesAndImports() {
    let file = SwiftSourceFile(
      path: "A.swift",
      text: """
        @preconcurrency import ManagedSettings
        import class ManagedSettingsUI.ShieldConfigurationDataSource
        // class Commented: Nope {}
        let text = "class InString: Nope {}"
        final class Generic<T>: ManagedSettings.ShieldActionDelegate, Sendable {
          class func make() {}
        }
        """)
    #expect(file.imports == ["ManagedSettings", "ManagedSettingsUI"])
    #expect(file.classes.map(\.name) == ["Generic"])
    #expect(file.classes.first?.superclass == "ShieldActionDelegate")
    #expect(file.classes.first?.location.line == 5)
  }

  /// A line continuation inside a multi-line string, CRLF and a lone CR each end a line, as in
  /// the plist readers (one `LineLocator`).
  @Test func swiftPositionsCountEveryLineEnding() {
    let text = "let a = \"\"\"\n  one \\\n  two\n  \"\"\"\r\nclass Late: Nope {}\rclass Later: Nope {}\n"
    let file = SwiftSourceFile(path: "A.swift", text: text)
    #expect(file.classes.map(\.name) == ["Late", "Later"])
    #expect(file.classes.map(\.location.line) == [5, 6])
    #expect(file.classes.map(\.location.column) == [7, 7])
  }
}
