import Foundation
import Testing

/// conform sends what iOS sends: submenu-item presses reach an action extension only when its
/// paired configuration extension offers a submenu, or `--submenu` asks for them. The Xcode
/// template written before submenus existed (`@unknown default: fatalError()`) passes beside a
/// configuration without a submenu, and is caught beside one with a submenu.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ConformSubmenuEndToEndTests {
  private let template = ManifestFixture.Extension(
    principalClass: "RealStyleExtensions.PreSubmenuTemplateShieldAction", executable: "RealStyleExtensions")

  @Test func theTemplatePassesWhenItsConfigurationOffersNoSubmenu() async throws {
    let fixture = try ConformFixture(action: template)
    let run = ConformRun(run: try await HostRun.run(["conform", fixture.directory, "--format", "json"]))
    let failures = try run.failures().map { "\($0.id): \($0.message)" }
    #expect(run.run.exitCode == 0, "\(failures)")
    let overloads = try #require(try run.checks().first { $0.extension == "ShieldActionExt" && $0.id == "overloads-answered" })
    #expect(overloads.status == "pass")
    #expect(overloads.message.contains("all 6 inputs were answered"), "\(overloads.message)")
    #expect(overloads.message.contains("no submenu-item presses"), "\(overloads.message)")
    #expect(fixture.leftoverProcesses().isEmpty, "extension processes left behind")
  }

  @Test func theTemplateIsCaughtWhenItsConfigurationOffersASubmenu() async throws {
    let fixture = try ConformFixture(
      action: template,
      configuration: ManifestFixture.Extension(
        principalClass: "RealStyleExtensions.NudgeShieldConfiguration", executable: "RealStyleExtensions"))
    let run = ConformRun(run: try await HostRun.run(["conform", fixture.directory, "--format", "json"]))
    #expect(run.run.exitCode == 1)
    let failures = try run.failures()
    #expect(failures.map(\.id) == ["overloads-answered"], "\(failures.map { "\($0.id): \($0.message)" })")
    #expect(failures.first?.message.contains("SubmenuItemPressed") == true, "\(failures.first?.message ?? "")")
    #expect(failures.first?.extension == "ShieldActionExt")
    #expect(fixture.leftoverProcesses().isEmpty, "extension processes left behind")
  }

  @Test func submenuOptionSendsThemAnyway() async throws {
    let fixture = try ConformFixture(action: template)
    let run = ConformRun(run: try await HostRun.run(["conform", fixture.actionManifest, "--submenu", "--format", "json"]))
    #expect(run.run.exitCode == 1)
    #expect(try run.failures().map(\.id) == ["overloads-answered"])
  }
}
