import Foundation
import Testing

/// A key `app-switcher` reads holding a value of the wrong type is a set-up error at its line,
/// saying the type it must have, before the app runs: it used to run as if the key were missing
/// and blame the app's code (a delegate class "not found", a configuration "naming neither").
@Suite(.serialized, .timeLimit(.minutes(3)))
struct AppManifestTypesEndToEndTests {
  @Test(arguments: [
    (
      "<string>SwitcherApps.RecordingSceneDelegate</string>", "<integer>7</integer>",
      "'UIApplicationSceneManifest/UISceneConfigurations/UIWindowSceneSessionRoleApplication/0/UISceneDelegateClassName' "
        + "must be a string, not an integer"
    ),
    ("<key>CFBundleExecutable</key>\n\t<string>SwitcherApps</string>", "<key>CFBundleExecutable</key>\n\t<true/>",
     "'CFBundleExecutable' must be a string, not a boolean"),
    (
      "<key>UISceneConfigurations</key>\n\t\t<dict>", "<key>UISceneConfigurations</key>\n\t\t<string>Default</string>\n\t\t<key>Unused</key>\n\t\t<dict>",
      "'UIApplicationSceneManifest/UISceneConfigurations' must be a dictionary, not a string"
    ),
  ])
  func aValueOfTheWrongTypeIsASetUpErrorAtItsLine(original: String, replacement: String, message: String) async throws {
    let app = try SwitcherAppFixture.scenes("RecordingSceneDelegate")
    defer { app.remove() }
    let path = app.directory + "/App-Info.plist"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try #require(text.components(separatedBy: original).count == 2, "the fixture holds \(original) once")
    try text.replacingOccurrences(of: original, with: replacement).write(toFile: path, atomically: true, encoding: .utf8)
    let run = try await app.run(events: "background")
    #expect(run.exitCode == 3, "\(run.stdout)\n\(run.stderr)")
    let errors = run.stderr.split(separator: "\n").filter { $0.contains("error:") }
    #expect(errors.count == 1, "named once: \(run.stderr)")
    #expect(errors.first?.hasPrefix(path + ":") == true, "at its line: \(run.stderr)")
    #expect(errors.first?.contains(message + ": iOS reads a value of another type as missing") == true, "\(run.stderr)")
    #expect(leftoverExtensionProcesses(launchedFrom: app.directory).isEmpty, "nothing was started")
  }
}
