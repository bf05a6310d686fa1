import Foundation
import Testing

/// A project whose configurations are based on xcconfig files that include each other (Xcode
/// refuses the cycle and builds nothing) is refused by the commands that run extensions, the cycle
/// said once at its include line; `visit` ran it on the settings it happened to read, without a
/// word. The real `extension-host visit` and `conform`, on a copy of the FocusTimer project.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct UnreadProjectSettingsEndToEndTests {
  @Test func anXcconfigIncludeCycleStopsTheRunOnce() async throws {
    let project = try OwnProjectEndToEndTests.scratchCopy("xcconfig-cycle")
    defer { try? FileManager.default.removeItem(atPath: project) }
    let file = project + "/FocusTimer.xcodeproj/project.pbxproj"
    var text = try String(contentsOfFile: file, encoding: .utf8)
    let reference = "\t\tXC1 = {isa = PBXFileReference; path = A.xcconfig; sourceTree = SOURCE_ROOT;};\n"
    text = text.replacingOccurrences(of: "/* Begin XCBuildConfiguration section */\n", with: "/* Begin XCBuildConfiguration section */\n" + reference)
    text = text.replacingOccurrences(of: "isa = XCBuildConfiguration;", with: "isa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = XC1;")
    #expect(text.contains("baseConfigurationReference = XC1;"), "the fixture's project changed")
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    try "#include \"B.xcconfig\"\nMARKETING_VERSION = 2.0\n".write(toFile: project + "/A.xcconfig", atomically: true, encoding: .utf8)
    try "#include \"A.xcconfig\"\n".write(toFile: project + "/B.xcconfig", atomically: true, encoding: .utf8)

    let cycle = "B.xcconfig:1:1: error: the include of 'A.xcconfig' makes a cycle (A.xcconfig includes B.xcconfig includes A.xcconfig); remove it"
    for command in [["visit", "social.example", "--manifests", project], ["conform", project]] {
      let run = try await HostRun.run(command + ["--products", BuildProducts.directory])
      #expect(run.exitCode == 3, "\(command[0]): \(run.stdout)\(run.stderr)")
      #expect(run.stderr.components(separatedBy: cycle).count == 2, "\(command[0]) says the cycle once: \(run.stderr)")
    }
  }
}
