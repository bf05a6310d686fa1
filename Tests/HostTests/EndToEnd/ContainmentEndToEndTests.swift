import Foundation
import Testing

/// Names from manifests never become paths outside the host's folders, and links planted in the
/// state directory are never followed: each hostile manifest is refused before anything runs,
/// with the file, the line and the fix, and nothing next to the state directory changes.
@Suite(.timeLimit(.minutes(3)))
struct ContainmentEndToEndTests {
  /// One hostile manifest: what to change, and what the refusal must name.
  struct HostileName: CustomTestStringConvertible, Sendable {
    let label: String
    let file: String
    let old: String
    let new: String
    /// Text the error must contain (the rule and what is wrong).
    let expected: String
    var testDescription: String { label }
  }

  static let appGroup = "<string>group.com.example.FocusApp</string>"
  static func extraGroup(_ group: String) -> String { appGroup + "<string>\(group)</string>" }
  static let actionIdentifier = "<string>com.example.FocusApp.ShieldAction</string>"

  static let hostileNames: [HostileName] = [
    HostileName(
      label: "App Group climbing out of the sandbox", file: "ShieldActionExt.entitlements", old: appGroup,
      new: extraGroup("../../../../../victim"), expected: "is not an iOS App Group"),
    HostileName(
      label: "App Group with a path after group.", file: "ShieldActionExt.entitlements", old: appGroup,
      new: extraGroup("group.x/../../.."), expected: "contains '/'"),
    HostileName(
      label: "App Group with a NUL", file: "ShieldActionExt.entitlements", old: appGroup,
      new: extraGroup("group.a\u{0}b"), expected: "U+0000"),
    HostileName(
      label: "App Group with an escape sequence", file: "ShieldConfigExt.entitlements", old: appGroup,
      new: extraGroup("group.a\u{1B}[2J"), expected: "U+001B"),
    HostileName(
      label: "App Group '..'", file: "ShieldActionExt.entitlements", old: appGroup, new: extraGroup(".."),
      expected: "is not an iOS App Group"),
    HostileName(
      label: "App Group 'group.' with no name", file: "ShieldActionExt.entitlements", old: appGroup,
      new: extraGroup("group."), expected: "is not an iOS App Group"),
    HostileName(
      label: "App Group with an empty component", file: "ShieldActionExt.entitlements", old: appGroup,
      new: extraGroup("group.a..b"), expected: "empty component"),
    HostileName(
      label: "App Group longer than a file name", file: "ShieldActionExt.entitlements", old: appGroup,
      new: extraGroup("group." + String(repeating: "a", count: 300)), expected: "bytes long"),
    HostileName(
      label: "App Group listed only by the app", file: "App.entitlements", old: appGroup,
      new: extraGroup("../../outside/planted"), expected: "is not an iOS App Group"),
    HostileName(
      label: "App Group seeded by AppGroupDefaults.plist", file: "AppGroupDefaults.plist",
      old: "<key>group.com.example.FocusApp</key>",
      new: "<key>group.x/../../../victim</key><dict/><key>group.com.example.FocusApp</key>", expected: "contains '/'"),
    HostileName(
      label: "extension bundle identifier climbing out", file: "ShieldActionExt-Info.plist", old: actionIdentifier,
      new: "<string>../../../victim</string>", expected: "[AX102]"),
    HostileName(
      label: "extension bundle identifier with a NUL", file: "ShieldActionExt-Info.plist", old: actionIdentifier,
      new: "<string>com.example.FocusApp.Shield\u{0}Action</string>", expected: "U+0000"),
    HostileName(
      label: "app bundle identifier naming the store file", file: "App-Info.plist",
      old: "<string>com.example.FocusApp</string>", new: "<string>../../victim</string>", expected: "[AX102]"),
    HostileName(
      label: "executable outside the products", file: "ShieldActionExt-Info.plist", old: "<string>$(EXECUTABLE_NAME)</string>",
      new: "<string>../outside/evil</string>", expected: "[AX114]"),
    HostileName(
      label: "executable as an absolute path", file: "ShieldActionExt-Info.plist", old: "<string>$(EXECUTABLE_NAME)</string>",
      new: "<string>/bin/sh</string>", expected: "[AX114]"),
    HostileName(
      label: "executable '..'", file: "ShieldConfigExt-Info.plist", old: "<string>$(EXECUTABLE_NAME)</string>",
      new: "<string>..</string>", expected: "[AX114]"),
    HostileName(
      label: "executable cut short by a NUL", file: "ShieldActionExt-Info.plist", old: "<string>$(EXECUTABLE_NAME)</string>",
      new: "<string>ShieldActionExt\u{0}../outside/evil</string>", expected: "U+0000"),
  ]

  @Test(arguments: hostileNames)
  func visitRefusesTheNameBeforeAnythingRuns(_ hostile: HostileName) async throws {
    let hostileCase = try HostileManifestCase(file: hostile.file, replacing: hostile.old, with: hostile.new)
    let scratch = hostileCase.scratch
    let run = try await HostRun.run(["visit", "social.example", "--press", "secondary"] + scratch.visitArguments)
    #expect(run.exitCode == 3, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains(scratch.manifests + "/" + hostile.file + ":"), "names the file: \(run.stderr)")
    #expect(run.stderr.contains(hostile.expected), "\(run.stderr)")
    hostileCase.nothingEscaped(hostile.label)
  }

  static let hostileExecutables = hostileNames.filter { $0.expected == "[AX114]" || $0.new.contains("ShieldActionExt\u{0}") }

  @Test(arguments: hostileExecutables)
  func conformAndLintRefuseAnExecutableThatIsAPath(_ hostile: HostileName) async throws {
    let hostileCase = try HostileManifestCase(file: hostile.file, replacing: hostile.old, with: hostile.new)
    let scratch = hostileCase.scratch
    let conform = try await HostRun.run(["conform", scratch.manifests, "--products", BuildProducts.directory])
    #expect(conform.exitCode == 3, "\(conform.stdout)\(conform.stderr)")
    // A NUL is refused by the XML reader itself (PL001), before the name's grammar (AX114).
    #expect(conform.stderr.contains(hostile.expected), "\(conform.stderr)")
    hostileCase.nothingEscaped(hostile.label)
    let lint = try await HostRun.run(["lint", scratch.manifests])
    #expect(lint.exitCode == 1, "\(lint.stdout)\(lint.stderr)")
    #expect(lint.stdout.contains(hostile.expected), "\(lint.stdout)")
  }

  @Test func lintRefusesTheAppGroupsVisitRefuses() async throws {
    let scratch = try HostileScratch()
    try scratch.addAppGroup("group.x/../../..", to: "ShieldActionExt.entitlements")
    let lint = try await HostRun.run(["lint", scratch.manifests, "--format", "json"])
    #expect(lint.exitCode == 1)
    #expect(lint.stdout.contains("EN303"), "\(lint.stdout)")
  }

  // MARK: Links planted in the state directory

  /// A state directory after one clean visit, with `plant` done to it afterwards.
  private func plantedState(_ plant: (HostileScratch) throws -> Void) async throws -> HostileScratch {
    let scratch = try HostileScratch()
    let first = try await HostRun.run(["visit", "social.example"] + scratch.visitArguments)
    #expect(first.exitCode == 0, "\(first.stdout)\(first.stderr)")
    try plant(scratch)
    return scratch
  }

  private func replaceWithLink(_ path: String, to destination: String) throws {
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
  }

  static let planted: [(label: String, place: String, toVictim: Bool)] = [
    ("the extension's Preferences folder", "Sandboxes/com.example.FocusApp.ShieldAction/Library/Preferences", false),
    ("the extension's home", "Sandboxes/com.example.FocusApp.ShieldAction", false),
    ("the Sandboxes folder", "Sandboxes", false),
    ("the stores file", "ManagedSettings/com.example.FocusApp.json", true),
    ("the ManagedSettings folder", "ManagedSettings", false),
    ("a group's container", "AppGroups/group.com.example.FocusApp", false),
  ]

  @Test(arguments: 0..<planted.count)
  func aLinkPlantedInTheStateDirectoryIsNeverFollowed(_ index: Int) async throws {
    let (_, place, toVictim) = Self.planted[index]
    let scratch = try await plantedState { scratch in
      try replaceWithLink(scratch.state + "/" + place, to: toVictim ? scratch.victim : scratch.outside)
    }
    let before = scratch.outsideTree()
    let run = try await HostRun.run(["visit", "social.example", "--press", "secondary"] + scratch.visitArguments)
    #expect(run.exitCode == 3, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("symbolic link"), "\(run.stderr)")
    #expect(scratch.outsideTree() == before, "nothing outside the state directory changed")
    let reset = try await HostRun.run(["reset", "--state", scratch.state])
    #expect(reset.exitCode == 0, "\(reset.stdout)\(reset.stderr)")
    #expect(scratch.outsideTree() == before, "reset removed the link, not what it points to")
  }

  @Test func aLinkInPlaceOfAPrivateSuiteIsReplacedNotWrittenThrough() async throws {
    // ShieldConfigExt is not entitled to the group the action extension lists only: its suite
    // file for it is private, a file the host writes.
    let scratch = try HostileScratch()
    try scratch.addAppGroup("group.com.example.Other", to: "ShieldActionExt.entitlements")
    let first = try await HostRun.run(["visit", "social.example"] + scratch.visitArguments)
    #expect(first.exitCode == 0, "\(first.stdout)\(first.stderr)")
    let privateSuite = scratch.state + "/Sandboxes/com.example.FocusApp.ShieldConfiguration/Library/Preferences/group.com.example.Other.plist"
    try replaceWithLink(privateSuite, to: scratch.victim)
    let before = scratch.outsideTree()
    let run = try await HostRun.run(["visit", "social.example"] + scratch.visitArguments)
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(scratch.outsideTree() == before)
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: privateSuite)) == nil, "the link was replaced")
  }

  @Test func aLinkInPlaceOfTheSeedCopyIsRefused() async throws {
    let scratch = try await plantedState { scratch in
      try replaceWithLink(scratch.state + "/Seeds/group.com.example.FocusApp.plist", to: scratch.victim)
    }
    let before = scratch.outsideTree()
    let run = try await HostRun.run(["visit", "social.example"] + scratch.visitArguments)
    #expect(run.exitCode == 3, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("Seeds/group.com.example.FocusApp.plist"), "\(run.stderr)")
    #expect(scratch.outsideTree() == before)
  }
}
