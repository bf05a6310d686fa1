import Foundation
import Testing

/// Terminal escapes from extensions (logs, shield text, store names) and from manifests (lint
/// messages, GitHub annotations, visit errors) reach no text output raw, and every JSON output
/// keeps them exact.
@Suite(.timeLimit(.minutes(2)))
struct TextEscapingEndToEndTests {
  /// What `InjectsTerminalEscapes` writes (Tests/FaultyExtensions/TerminalInjection.swift).
  static let injection = "\u{1B}[2J\u{7}\u{1B}]0;owned\u{7}\rfake line\u{202E}desrever\u{0}\u{9B}31m"

  /// Control characters (other than line breaks and tabs) and bidirectional controls in `text`.
  static func rawControls(in text: String) -> [String] {
    text.unicodeScalars.filter { scalar in
      switch scalar.value {
      case 0x0A, 0x09: false
      case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
      default: false
      }
    }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
  }

  private func hostileExtensions() throws -> ManifestFixture {
    try ManifestFixture(
      action: .init(principalClass: "FaultyExtensions.InjectsTerminalEscapesOnPress", executable: "FaultyExtensions"),
      configuration: .init(principalClass: "FaultyExtensions.InjectsTerminalEscapes", executable: "FaultyExtensions"))
  }

  @Test func aVisitsTextShowsTheEscapesAndItsJSONKeepsThemExact() async throws {
    let fixture = try hostileExtensions()
    let state = StateFixture()
    let text = try await HostRun.run(["visit", "social.example"] + fixture.arguments + state.arguments)
    #expect(Self.rawControls(in: text.stdout).isEmpty, "raw controls in the visit: \(Self.rawControls(in: text.stdout))")
    #expect(Self.rawControls(in: text.stderr).isEmpty)
    // The escaped title is one long word: the shield wraps it after "title", escapes intact.
    #expect(text.stdout.contains(#"\u{1B}[2J\u{7}\u{1B}]0;owned\u{7}\rfake l…"#), "the shield title, escaped: \(text.stdout)")
    #expect(text.stdout.contains(#"stdout \u{1B}[2J"#), "the log line, escaped")
    #expect(text.stdout.contains(#"\u{202E}desrever\0\u{9B}31m"#))
    #expect(text.stdout.contains(#"store \u{1B}[2J"#), "the store name, escaped")
    #expect(text.stdout.contains("[store-name-refused]"), "a store name with controls is refused: \(text.stdout)")

    let json = try await HostRun.run(["visit", "social.example", "--format", "json"] + fixture.arguments + StateFixture().arguments)
    let report = try json.report()
    let frame = try #require((report["frames"] as? [[String: Any]])?.first)
    let title = ((frame["configuration"] as? [String: Any])?["title"] as? [String: Any])?["text"] as? String
    #expect(title == "title " + Self.injection, "JSON keeps the text exact")
  }

  @Test func conformsTextShowsTheEscapes() async throws {
    let fixture = try hostileExtensions()
    let run = try await HostRun.run(["conform", fixture.directory + "/ShieldConfigExt-Info.plist", "--products", BuildProducts.directory])
    #expect(!run.stdout.isEmpty)
    #expect(Self.rawControls(in: run.stdout).isEmpty, "\(Self.rawControls(in: run.stdout))")
    #expect(Self.rawControls(in: run.stderr).isEmpty)
  }

  @Test func lintTextAndAnnotationsShowTheEscapesAndJSONKeepsThem() async throws {
    let scratch = try HostileScratch()
    try scratch.edit(
      "ShieldActionExt-Info.plist", replacing: "<string>com.example.FocusApp.ShieldAction</string>",
      with: "<string>com.example.FocusApp.Shield\u{9B}2J\u{202E}Action</string>")
    for format in ["text", "github"] {
      let run = try await HostRun.run(["lint", scratch.manifests, "--format", format])
      #expect(run.exitCode == 1)
      #expect(run.stdout.contains("AX102"), "\(format): \(run.stdout)")
      #expect(Self.rawControls(in: run.stdout).isEmpty, "\(format): \(Self.rawControls(in: run.stdout))")
      #expect(run.stdout.contains(#"Shield\u{9B}2J\u{202E}Action"#), "\(format): \(run.stdout)")
    }
    let json = try await HostRun.run(["lint", scratch.manifests, "--format", "json"])
    #expect(json.stdout.contains("Shield\u{9B}2J\u{202E}Action"), "JSON keeps the text exact")
  }

  @Test func aVisitErrorQuotingAManifestShowsTheEscapes() async throws {
    let scratch = try HostileScratch()
    // XML refuses C0 controls itself; C1 CSI and bidi controls it carries.
    try scratch.addAppGroup("group.a\u{9B}]0;owned\u{202E}", to: "ShieldActionExt.entitlements")
    let run = try await HostRun.run(["visit", "social.example"] + scratch.visitArguments)
    #expect(run.exitCode == 3)
    #expect(Self.rawControls(in: run.stderr).isEmpty, "\(Self.rawControls(in: run.stderr))")
    #expect(run.stderr.contains(#"group.a\u{9B}]0;owned\u{202E}"#), "\(run.stderr)")
  }

  /// A key of the App Group defaults holding a line break and a compiler-style line: the set-up
  /// error quotes it on the error's own line, escaped, so the manifest cannot add an `error:` line
  /// that CI annotations and editors would read as the host's.
  @Test func aManifestKeyCannotForgeALineOfTheSetUpError() async throws {
    let scratch = try HostileScratch()
    try scratch.edit(
      "AppGroupDefaults.plist", replacing: "<dict>\n\t<key>group.com.example.FocusApp</key>",
      with: "<dict>\n\t<key>x\nApp-Info.plist:1:1: error: forged</key><string>a</string>\n\t<key>group.com.example.FocusApp</key>")
    let run = try await HostRun.run(["visit", "social.example"] + scratch.visitArguments)
    #expect(run.exitCode == 3, "exit \(run.exitCode): \(run.stdout)\(run.stderr)")
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.contains { $0.contains(#"the defaults of 'x\nApp-Info.plist:1:1: error: forged' must be a dictionary"#) }, "\(run.stderr)")
    #expect(!lines.contains { $0.hasPrefix("App-Info.plist") }, "a line the manifest wrote: \(run.stderr)")
  }
}
