import Foundation
import Testing

/// A hostile `project.pbxproj` whose xcconfig sits at the bottom of a chain of 90,000 nested
/// groups (7 MB, within the plist reader's limits) is read in one pass: a chain whose paths make
/// one longer than `PATH_MAX` is an error at the configuration's line, and a chain of groups with
/// no path of their own resolves to the file at the top. Each used to take minutes (every group
/// looked up by a search of every object, and a path copied at every level), past any deadline.
/// The real `extension-host lint` and `visit`.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct NestedGroupsEndToEndTests {
  /// A project folder whose one configuration's base xcconfig sits in `depth` nested groups, each
  /// with the path `groupPath` ("" for none), and a shield action extension beside it.
  private func project(depth: Int, groupPath: String) throws -> HostileScratch {
    let scratch = try HostileScratch()
    let folder = scratch.root + "/Chain.xcodeproj"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = groupPath.isEmpty ? "" : " path = \(groupPath);"
    var text = "// !$*UTF8*$!\n{ archiveVersion = 1; objectVersion = 56; objects = {\n"
    for index in 0..<depth {
      let child = index + 1 < depth ? "G\(index + 1)" : "F"
      text += "G\(index) = {isa = PBXGroup; children = (\(child));\(path) sourceTree = \"<group>\";};\n"
    }
    text += """
      F = {isa = PBXFileReference; path = Base.xcconfig; sourceTree = "<group>";};
      P = {isa = PBXProject; buildConfigurationList = L; mainGroup = G0; targets = (T);};
      L = {isa = XCConfigurationList; buildConfigurations = (C);};
      C = {isa = XCBuildConfiguration; baseConfigurationReference = F; name = Release; buildSettings = {};};
      T = {isa = PBXNativeTarget; name = ShieldActionExt; productType = "com.apple.product-type.app-extension"; buildConfigurationList = M;};
      M = {isa = XCConfigurationList; buildConfigurations = (D);};
      D = {isa = XCBuildConfiguration; name = Release; buildSettings = {INFOPLIST_FILE = "manifests/ShieldActionExt-Info.plist";};};
      }; rootObject = P; }

      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/project.pbxproj"))
    return scratch
  }

  @Test func aChainLongerThanAPathCanBeIsAnErrorAtItsConfiguration() async throws {
    let scratch = try project(depth: 90_000, groupPath: "a")
    let run = try await HostRun.run(["lint", scratch.root])
    #expect(run.exitCode == 1, "\(run.stdout.suffix(2000))\(run.stderr)")
    let line = try #require(run.stdout.split(separator: "\n").first { $0.contains("no file system opens") }, "\(run.stdout.suffix(2000))")
    #expect(line.contains("project.pbxproj:90006:"), "at the configuration's line: \(line)")
    #expect(
      line.contains("the base configuration file of the 'Release' configuration sits in groups whose paths make one longer than 4096 bytes (2043 groups deep)"),
      "\(line)")
  }

  @Test func aChainOfGroupsWithoutPathsResolvesInOnePass() async throws {
    let scratch = try project(depth: 90_000, groupPath: "")
    try Data("BASE_SETTING = 1\n".utf8).write(to: URL(fileURLWithPath: scratch.root + "/Base.xcconfig"))
    let run = try await HostRun.run(["lint", scratch.root])
    #expect(!run.stdout.contains("Base.xcconfig"), "the xcconfig at the top was found and read: \(run.stdout.suffix(2000))")
    #expect(run.stdout.contains("ShieldActionExt"), "the extension was linted: \(run.stdout.suffix(2000))")
    let visit = try await HostRun.run(["visit", "social.example", "--manifests", scratch.root, "--products", BuildProducts.directory])
    #expect(visit.exitCode == 0, "visit reads the project as lint does: \(visit.stdout)\(visit.stderr)")
  }
}
