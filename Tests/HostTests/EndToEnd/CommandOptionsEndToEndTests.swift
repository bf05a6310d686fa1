import Foundation
import Testing

/// Options no other suite passes, each run through the real command on the bundled samples:
/// what the option changes is seen in what the command prints.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct CommandOptionsEndToEndTests {
  /// `--category` puts an app the policy does not list into a category the policy shields.
  @Test func visitCategoryShieldsAnUnlistedAppThroughItsCategory() async throws {
    let plain = try await HostRun.run(["visit", "--app", "com.example.unlisted"])
    #expect(plain.stdout.contains("Policy: not shielded"), "\(plain.stdout)")
    let inGames = try await HostRun.run(["visit", "--app", "com.example.unlisted", "--category", "Games"])
    #expect(inGames.exitCode == 0, "\(inGames.stdout)\(inGames.stderr)")
    #expect(inGames.stdout.contains("Policy: shielded by category (category Games)"), "\(inGames.stdout)")
    #expect(inGames.stdout.contains("from configuration(shielding: Application, in: ActivityCategory)"), "\(inGames.stdout)")
  }

  /// `--shield` adds a domain to the policy's tokens for this visit only.
  @Test func visitShieldAddsATargetByToken() async throws {
    let plain = try await HostRun.run(["visit", "other.example"])
    #expect(plain.stdout.contains("Policy: not shielded"), "\(plain.stdout)")
    let shielded = try await HostRun.run(["visit", "other.example", "--shield", "other.example"])
    #expect(shielded.exitCode == 0, "\(shielded.stdout)\(shielded.stderr)")
    #expect(shielded.stdout.contains("Policy: shielded by token"), "\(shielded.stdout)")
    #expect(shielded.stdout.contains("from configuration(shielding: WebDomain)"), "\(shielded.stdout)")
  }

  /// `--policy` replaces the manifests folder's ShieldPolicy.plist: what it does not list opens.
  @Test func visitPolicyReplacesTheFoldersPolicy() async throws {
    let policy = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID().uuidString).plist").path
    defer { try? FileManager.default.removeItem(atPath: policy) }
    try """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>WebDomains</key><array><string>other.example</string></array></dict></plist>
      """.write(toFile: policy, atomically: true, encoding: .utf8)
    let social = try await HostRun.run(["visit", "social.example", "--policy", policy])
    #expect(social.stdout.contains("Policy: not shielded"), "the folder's policy shields it, this one does not: \(social.stdout)")
    let other = try await HostRun.run(["visit", "other.example", "--policy", policy])
    #expect(other.stdout.contains("Policy: shielded by token"), "\(other.stdout)")
    let missing = try await HostRun.run(["visit", "social.example", "--policy", policy + ".gone"])
    #expect(missing.exitCode != 0 && missing.stderr.contains(policy + ".gone"), "\(missing.stderr)")
  }

  /// `--list-rules` prints one line per rule, every rule once, and the README's count is that count.
  @Test func lintListRulesPrintsEveryRuleOnceAndTheReadmeCountsThem() async throws {
    let run = try await HostRun.run(["lint", "--list-rules"])
    #expect(run.exitCode == 0)
    let ids = run.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
    #expect(ids.count >= 40 && Set(ids).count == ids.count, "\(ids)")
    #expect(ids.allSatisfy { $0.range(of: #"^(PL|AX|EN|SW|LN)\d{3}$"#, options: .regularExpression) != nil }, "\(ids)")
    let readme = try String(contentsOfFile: BuildProducts.repositoryRoot + "/README.md", encoding: .utf8)
    #expect(readme.contains("# \(ids.count) manifest rules"), "README's lint line says how many rules --list-rules prints")
  }

  /// A configuration file is found upward from the linted folder; `--no-config` ignores it, and
  /// `--config FILE` reads one that is anywhere.
  @Test func lintConfigAndNoConfigChooseTheConfiguration() async throws {
    let temporary = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: temporary) }
    let broken = temporary.appendingPathComponent("BrokenApp").path
    try FileManager.default.copyItem(atPath: LintFixtures.directory + "/BrokenApp", toPath: broken)
    let disabling = #"{"disabledRules": ["AX103"]}"#
    try disabling.write(toFile: temporary.path + "/.extension-host.json", atomically: true, encoding: .utf8)
    let found = try await HostRun.run(["lint", broken])
    #expect(!found.stdout.contains("[AX103]"), "the configuration found upward disables AX103: \(found.stdout)")
    let ignored = try await HostRun.run(["lint", broken, "--no-config"])
    #expect(ignored.stdout.contains("[AX103]"), "\(ignored.stdout)")
    let elsewhere = try LintFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    try #"{"disabledRules": ["PL001"]}"#.write(toFile: elsewhere.path + "/chosen.json", atomically: true, encoding: .utf8)
    let chosen = try await HostRun.run(["lint", broken, "--config", elsewhere.path + "/chosen.json"])
    #expect(chosen.stdout.contains("[AX103]") && !chosen.stdout.contains("[PL001]"), "--config replaces the one found upward: \(chosen.stdout)")
  }

  /// With two apps in a folder, `--host-app` says which one embeds the extensions, so the
  /// entitlements rules judge that app; a name that is no app's is a usage error naming the apps.
  @Test func lintHostAppChoosesTheEmbeddingAppAndAnUnknownNameIsRefused() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("host-app-\(UUID().uuidString)").path
    try FileManager.default.copyItem(atPath: BuildProducts.repositoryRoot + "/plists", toPath: folder)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.copyItem(atPath: folder + "/App-Info.plist", toPath: folder + "/Other-Info.plist")
    let app = try await HostRun.run(["lint", folder, "--no-config", "--host-app", "App"])
    #expect(app.exitCode == 0, "the sample app is entitled: \(app.stdout)")
    let other = try await HostRun.run(["lint", folder, "--no-config", "--host-app", "Other"])
    #expect(other.exitCode == 1, "\(other.stdout)")
    #expect(other.stdout.contains("'Other', which embeds Screen Time extensions, has no .entitlements file"), "\(other.stdout)")
    let unknown = try await HostRun.run(["lint", folder, "--no-config", "--host-app", "Nope"])
    #expect(unknown.exitCode == 2, "\(unknown.stdout)\(unknown.stderr)")
    #expect(unknown.stderr.contains("--host-app names no app target: 'Nope'; the apps are App, Other"), "\(unknown.stderr)")
    #expect(!app.stderr.contains("note:"), "an app named: nothing left unjudged: \(app.stderr)")
    // Without it, lint says what it could not judge and how to name the app, once, on stderr.
    let neither = try await HostRun.run(["lint", folder, "--no-config", "--format", "json"])
    #expect(neither.stderr.contains("note: no project says which app embeds these extensions, and several could"), "\(neither.stderr)")
    #expect(neither.stderr.contains("  ShieldActionExt: App, Other\n") && neither.stderr.contains("--host-app NAME"), "\(neither.stderr)")
    #expect(neither.stderr.components(separatedBy: "note:").count == 2)
    #expect((try? JSONSerialization.jsonObject(with: Data(neither.stdout.utf8))) != nil, "the report itself stays JSON")
  }
}
