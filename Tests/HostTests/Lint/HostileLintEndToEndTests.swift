import Foundation
import Testing

/// `extension-host lint` on hostile projects: each gives a clear, bounded answer (an error naming
/// the file and what is wrong), never a hang, a blow-up or a silent pass.
@Suite(.timeLimit(.minutes(2)))
struct HostileLintEndToEndTests {
  /// `A1 = $(A0)$(A0)` and so on to `A30`: ten bytes become ten gigabytes without the budget.
  private static func doublingSettings(levels: Int = 30) -> [(name: String, value: String)] {
    [("A0", "0123456789")] + (1...levels).map { ("A\($0)", "$(A\($0 - 1))$(A\($0 - 1))") }
  }

  @Test func settingsThatDoubleFromTheConfigurationFileAreAnErrorNotABlowUp() async throws {
    let scratch = try HostileScratch()
    let settings = Dictionary(uniqueKeysWithValues: Self.doublingSettings())
    let json = try JSONSerialization.data(withJSONObject: ["settings": settings])
    try json.write(to: URL(fileURLWithPath: scratch.manifests + "/.extension-host.json"))
    try scratch.edit("ShieldActionExt-Info.plist", replacing: "<string>$(PRODUCT_NAME)</string>", with: "<string>$(A30)</string>")
    let run = try await HostRun.run(["lint", scratch.manifests])
    #expect(run.exitCode == 1, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("ShieldActionExt-Info.plist:"), "\(run.stdout)")
    #expect(run.stdout.contains("bytes (settings that double at each level?)"), "\(run.stdout)")
    #expect(run.stdout.contains("error:"))
    #expect(run.stdout.utf8.count < 100_000, "the report quotes no expansion")
  }

  @Test func settingsThatDoubleInAnXCConfigAreNamedWhereTheyAreSet() async throws {
    let temporary = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: temporary) }
    let project = temporary.appendingPathComponent("FocusApp").path
    try FileManager.default.copyItem(atPath: LintFixtures.directory + "/FocusApp", toPath: project)
    let xcconfig = project + "/Config/Shared.xcconfig"
    let chain = Self.doublingSettings().map { "\($0.name) = \($0.value)" } + ["BUNDLE_PREFIX = $(A30)"]
    let text = try String(contentsOfFile: xcconfig, encoding: .utf8) + chain.joined(separator: "\n") + "\n"
    try text.write(toFile: xcconfig, atomically: true, encoding: .utf8)
    let run = try await HostRun.run(["lint", project, "--root", project])
    #expect(run.exitCode == 1, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("Config/Shared.xcconfig:"), "\(run.stdout)")
    #expect(run.stdout.contains("the expansion was cut short [PL006]"), "\(run.stdout)")
    // A17 to A30 and what uses them outgrow the budget: one finding names the first and counts the rest.
    #expect(run.stdout.contains(try Regex(#"setting 'A\d+' \(and \d+ more that use it or each other\) writes more than"#)), "\(run.stdout)")
  }
}

/// Lint on what is not a manifest: never a wait, never "0 files" and success.
extension HostileLintEndToEndTests {
  /// A folder under the scratch root, made by `make`.
  private func folder(_ make: (String) throws -> Void) throws -> HostileScratch {
    let scratch = try HostileScratch()
    try make(scratch.outside)
    return scratch
  }

  /// Named on the command line, it is a set-up error; found in a folder, it is that folder's
  /// manifest, which cannot be read: an error at the file, as for any manifest lint cannot read.
  @Test func aFIFONamedInfoPlistIsNamedNotWaitedOn() async throws {
    let scratch = try folder { path in #expect(mkfifo(path + "/Info.plist", 0o644) == 0) }
    let given = try await HostRun.run(["lint", scratch.outside + "/Info.plist"])
    #expect(given.exitCode == 3, "\(given.stdout)\(given.stderr)")
    #expect(given.stderr.contains("Info.plist is a FIFO"), "\(given.stderr)")
    let found = try await HostRun.run(["lint", scratch.outside])
    #expect(found.exitCode == 1, "\(found.stdout)\(found.stderr)")
    #expect(found.stdout.contains("Info.plist:1:1: error: cannot read: is a FIFO, not a regular file [PL001]"), "\(found.stdout)")
  }

  @Test func aFolderNamedInfoPlistIsNamed() async throws {
    let scratch = try folder { path in try FileManager.default.createDirectory(atPath: path + "/Info.plist", withIntermediateDirectories: true) }
    let given = try await HostRun.run(["lint", scratch.outside + "/Info.plist"])
    #expect(given.exitCode == 3, "\(given.stdout)\(given.stderr)")
    #expect(given.stderr.contains("Info.plist is a folder, not a file"), "\(given.stderr)")
    let found = try await HostRun.run(["lint", scratch.outside])
    #expect(found.exitCode == 1, "\(found.stdout)\(found.stderr)")
    #expect(found.stdout.contains("Info.plist:1:1: error: cannot read: is a directory [PL001]"), "\(found.stdout)")
    #expect(!found.stdout.contains("0 files"))
  }

  @Test func anEmptyFolderSaysThereIsNothingToLint() async throws {
    let scratch = try folder { path in try FileManager.default.removeItem(atPath: path + "/kept.txt") }
    let run = try await HostRun.run(["lint", scratch.outside])
    #expect(run.exitCode == 3, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("nothing to lint"), "\(run.stderr)")
    #expect(!run.stdout.contains("0 files"))
  }

  @Test func aFIFOInPlaceOfAManifestAVisitReadsIsRefusedNotWaitedOn() async throws {
    let scratch = try HostileScratch()
    try FileManager.default.removeItem(atPath: scratch.manifests + "/ShieldPolicy.plist")
    #expect(mkfifo(scratch.manifests + "/ShieldPolicy.plist", 0o644) == 0)
    let run = try await HostRun.run(["visit", "social.example"] + scratch.visitArguments)
    #expect(run.exitCode == 3, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("FIFO"), "\(run.stderr)")
  }
}

/// Lint's own JSON files (`.extension-host.json`, a baseline) when they are broken: the error
/// names the place and the reason, and a key given twice is refused.
extension HostileLintEndToEndTests {
  struct BrokenJSON: Sendable, CustomTestStringConvertible {
    let label: String
    let bytes: [UInt8]
    /// What the error must say, after `not valid JSON at `.
    let expected: String
    var testDescription: String { label }
  }

  static let brokenJSON: [BrokenJSON] = [
    BrokenJSON(label: "cut short", bytes: Array("{\n  \"strict\": true,\n".utf8), expected: "line 3, column 1: expected a key"),
    BrokenJSON(
      label: "a key twice", bytes: Array("{\"disabledRules\": [\"PL001\"],\n \"disabledRules\": []}".utf8),
      expected: "line 2, column 17: the key 'disabledRules' appears twice in one object"),
    BrokenJSON(label: "not UTF-8", bytes: [0x7B, 0x22, 0x61, 0xFF, 0x22, 0x3A, 0x31, 0x7D], expected: "line 1, column 4: a string holds bytes that are not UTF-8"),
  ]

  /// `.extension-host.json` is found upward from the linted folder, so a broken one there breaks
  /// every lint run below it: the error says where and why, and the run stops with exit 2.
  @Test(arguments: brokenJSON)
  func aConfigurationThatIsNoJSONIsNamedWithItsPlace(_ item: BrokenJSON) async throws {
    let scratch = try HostileScratch()
    let config = scratch.manifests + "/.extension-host.json"
    try Data(item.bytes).write(to: URL(fileURLWithPath: config))
    let run = try await HostRun.run(["lint", scratch.manifests])
    #expect(run.exitCode == 2, "exit \(run.exitCode): \(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("\(config): error: not valid JSON at \(item.expected)"), "\(run.stderr)")
  }

  @Test func aBaselineThatIsNoJSONIsNamedWithItsPlace() async throws {
    let scratch = try HostileScratch()
    let baseline = scratch.outside + "/baseline.json"
    try Data("{\"version\": 1, \"findings\": [}".utf8).write(to: URL(fileURLWithPath: baseline))
    let run = try await HostRun.run(["lint", scratch.manifests, "--no-config", "--baseline", baseline])
    #expect(run.exitCode == 2, "exit \(run.exitCode): \(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("not valid JSON at line 1, column 29: invalid value"), "\(run.stderr)")
  }

  /// A configuration that is no regular file says what it is, not only "cannot read".
  @Test func aConfigurationThatIsAFIFOSaysSo() async throws {
    let scratch = try HostileScratch()
    let fifo = scratch.outside + "/config.json"
    #expect(mkfifo(fifo, 0o600) == 0)
    let run = try await HostRun.run(["lint", scratch.manifests, "--config", fifo])
    #expect(run.exitCode == 2, "exit \(run.exitCode): \(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("cannot read the configuration file: is a FIFO, not a regular file"), "\(run.stderr)")
  }
}
