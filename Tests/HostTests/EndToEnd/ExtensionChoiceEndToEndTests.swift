import Foundation
import Testing

/// A folder with several action and configuration extensions (real apps ship eight and four):
/// `visit --action NAME --configuration NAME` picks them by target name, bundle identifier or
/// Info.plist path; without a choice the error lists them with the option; a name that matches
/// none is a usage error (exit 2) listing what there is.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ExtensionChoiceEndToEndTests {
  /// The sample manifests plus a second action extension (Xcode's template) and a second
  /// configuration extension (Xcode's configuration template), as in a real multi-target app.
  private func crowdedFolder() throws -> ManifestFixture {
    let fixture = try ManifestFixture()
    let extras = [
      ("ShieldActionExt", "TemplateAction", "ShieldActionExtension", "TemplateShieldAction"),
      ("ShieldConfigExt", "TemplateConfiguration", "ShieldConfigurationExtension", "TemplateShieldConfiguration"),
    ]
    for (original, name, originalClass, realClass) in extras {
      var text = try String(contentsOfFile: fixture.directory + "/\(original)-Info.plist", encoding: .utf8)
      text = text.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME).\(originalClass)", with: "RealStyleExtensions.\(realClass)")
      text = text.replacingOccurrences(of: "$(EXECUTABLE_NAME)", with: "RealStyleExtensions")
      text = text.replacingOccurrences(of: "com.example.FocusApp.\(original == "ShieldActionExt" ? "ShieldAction" : "ShieldConfiguration")<", with: "com.example.FocusApp.\(name)<")
      try text.write(toFile: fixture.directory + "/\(name)-Info.plist", atomically: true, encoding: .utf8)
      let entitlements = try String(contentsOfFile: fixture.directory + "/\(original).entitlements", encoding: .utf8)
      try entitlements.write(toFile: fixture.directory + "/\(name).entitlements", atomically: true, encoding: .utf8)
    }
    return fixture
  }

  @Test func withoutAChoiceTheErrorListsTheExtensionsAndTheOption() async throws {
    let fixture = try crowdedFolder()
    let run = try await HostRun.run(["visit", "social.example"] + fixture.arguments)
    #expect(run.exitCode == 3, "\(run.stderr)")
    #expect(run.stderr.contains("more than one shield action extension; pick one with --action NAME"), "\(run.stderr)")
    #expect(run.stderr.contains("TemplateAction (com.example.FocusApp.TemplateAction)"), "\(run.stderr)")
    #expect(run.stderr.contains("ShieldActionExt (com.example.FocusApp.ShieldAction)"), "\(run.stderr)")
    #expect(run.stderr.contains("more than one shield configuration extension; pick one with --configuration NAME"))
  }

  @Test(arguments: [
    ["--action", "TemplateAction", "--configuration", "TemplateConfiguration"],
    ["--action", "com.example.FocusApp.TemplateAction", "--configuration", "com.example.FocusApp.TemplateConfiguration"],
    ["--action", "TemplateAction-Info.plist", "--configuration", "TemplateConfiguration-Info.plist"],
  ])
  func aChosenPairRuns(choice: [String]) async throws {
    let fixture = try crowdedFolder()
    let run = try await HostRun.run(["visit", "social.example", "--format", "json"] + choice + fixture.arguments)
    #expect(run.exitCode == 0, "\(run.stderr)")
    let exits = try #require(try run.report()["extensionExits"] as? [String: String])
    #expect(exits.keys.sorted() == ["TemplateAction", "TemplateConfiguration"], "\(exits)")
    #expect(fixture.leftoverProcesses.isEmpty)
  }

  @Test func aNameThatMatchesNoneIsAUsageErrorListingWhatThereIs() async throws {
    let fixture = try crowdedFolder()
    let run = try await HostRun.run(["visit", "social.example", "--action", "Nope", "--configuration", "ShieldConfigExt"] + fixture.arguments)
    #expect(run.exitCode == 2, "\(run.stderr)")
    #expect(run.stderr.contains("--action Nope names no shield action extension in this folder"), "\(run.stderr)")
    #expect(run.stderr.contains("TemplateAction (com.example.FocusApp.TemplateAction)"), "\(run.stderr)")
  }

  @Test func theDaemonRunsTheChosenPair() async throws {
    let daemon = try await DaemonProcess()
    let fixture = try crowdedFolder()
    let run = try await daemon.client(
      ["visit", "social.example", "--format", "json", "--action", "TemplateAction", "--configuration", "ShieldConfigExt"]
        + fixture.arguments)
    #expect(run.exitCode == 0, "\(run.stderr)")
    let exits = try #require(try run.report()["extensionExits"] as? [String: String])
    #expect(exits.keys.sorted() == ["ShieldConfigExt", "TemplateAction"], "\(exits)")
    #expect(await daemon.terminate() == 0)
  }
}
