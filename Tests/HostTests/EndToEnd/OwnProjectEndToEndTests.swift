import Foundation
import Testing

/// The README's "Running your own extension", followed literally on a copy of a realistic Xcode
/// project (`Fixtures/FocusTimer`: an app and two shield extensions in per-target folders, the
/// `.xcodeproj` Xcode 16 writes, entitlements, an asset catalog): `extension-host init`, then
/// `swift run extension-host visit https://social.example/feed` in the project's folder.
@Suite(.serialized, .timeLimit(.minutes(30)))
struct OwnProjectEndToEndTests {
  static let fixture = BuildProducts.repositoryRoot + "/Tests/HostTests/Fixtures/FocusTimer"

  /// A fresh copy of the fixture in a new folder of the temporary directory named `prefix-UUID`;
  /// the caller removes it.
  static func scratchCopy(_ prefix: String) throws -> String {
    let project = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    try freshCopy(at: project)
    return project
  }

  /// A fresh copy of the fixture at `directory`, keeping only an earlier copy's `.build` (the
  /// dependency's build is minutes on a fresh machine; the same folder keeps it incremental).
  static func freshCopy(at directory: String) throws {
    let fileManager = FileManager.default
    try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for entry in try fileManager.contentsOfDirectory(atPath: directory) where entry != ".build" {
      try fileManager.removeItem(atPath: directory + "/" + entry)
    }
    for entry in try fileManager.contentsOfDirectory(atPath: fixture) {
      try fileManager.copyItem(atPath: fixture + "/" + entry, toPath: directory + "/" + entry)
    }
  }

  @Test func initThenVisitRunsTheProjectsOwnExtensions() async throws {
    let project = BuildProducts.repositoryRoot + "/.build/own-project-tests/FocusTimer"
    try Self.freshCopy(at: project)

    let adopted = try await HostRun.run(["init", project, "--ci", "github", "--ci", "gitlab"])
    #expect(adopted.exitCode == 0, "\(adopted.stdout)\(adopted.stderr)")
    #expect(adopted.stdout.contains("Adopted FocusTimer: ShieldAction, ShieldConfiguration, Swift 5 language mode"))
    let manifest = try String(contentsOfFile: project + "/Package.swift", encoding: .utf8)
    let identity = URL(fileURLWithPath: BuildProducts.repositoryRoot).lastPathComponent
    #expect(manifest.contains(".product(name: \"ManagedSettingsUI\", package: \"\(identity)\")"))
    #expect(manifest.contains("swiftSettings: [.swiftLanguageMode(.v5)]"))
    #expect(manifest.contains(".package(path: \"../../..\")"), "the project is three folders inside the host package: \(manifest)")
    #expect(!(adopted.stdout + adopted.stderr).contains("absolute path"), "\(adopted.stdout)")
    #expect(!FileManager.default.fileExists(atPath: project + "/ShieldAction/main.swift"), "the Xcode folders stay as they are")

    // The second command, as the README gives it, in the project's folder; at the lowest CPU
    // priority, since building the dependency takes minutes the other suites' deadlines need.
    let visit = try await runOffThePool(
      "/usr/bin/env",
      ["--chdir=\(project)", "nice", "-n", "19", "swift", "run", "extension-host", "visit", "https://social.example/feed"],
      environment: ["NO_COLOR": "1", "XDG_STATE_HOME": project + "/.build/state", "EXTENSION_HOST_STATE": nil],
      timeout: .seconds(1500), waitingFor: "swift run extension-host visit")
    await visit.process.process.expectNothingLeftBehind()
    #expect(visit.exitCode == 0, "\(visit.stdout)\(visit.stderr.suffix(3000))")
    #expect(visit.stdout.contains("social.example can wait"), "the project's own configuration extension drew it: \(visit.stdout)")
    #expect(visit.stdout.contains("Answer: .close"))
    #expect(visit.stdout.contains("Contract kept"))

    let lint = try await HostRun.run(["lint", project])
    #expect(lint.exitCode == 0, "lint gives visit's verdict: \(lint.stdout)")

    try await Self.runsTheGitHubJob(in: project)
    try await Self.runsTheGitLabJob(in: project)
  }

  /// A project that keeps its extensions in a folder of their own (`Extensions/ShieldAction`), as
  /// many do: `init` adopts them and `swift run extension-host visit` in the project's folder finds
  /// them through the project, as lint does.
  @Test func extensionsInNestedFoldersAreAdoptedAndVisited() async throws {
    let project = BuildProducts.repositoryRoot + "/.build/own-project-tests/FocusTimer"
    try Self.freshCopy(at: project)
    try ProjectManifestFolderTests.NestedProject.nest(project)

    let adopted = try await HostRun.run(["init", project])
    #expect(adopted.exitCode == 0, "\(adopted.stdout)\(adopted.stderr)")
    #expect(adopted.stdout.contains("linked extension-host/ShieldAction/ShieldAction -> ../../Extensions/ShieldAction"), "\(adopted.stdout)")

    let visit = try await runOffThePool(
      "/usr/bin/env",
      [
        "--chdir=\(project)", "nice", "-n", "19", "swift", "run", "extension-host", "visit", "https://social.example/feed",
      ],
      environment: ["NO_COLOR": "1", "XDG_STATE_HOME": project + "/.build/state", "EXTENSION_HOST_STATE": nil],
      timeout: .seconds(1500), waitingFor: "swift run extension-host visit")
    await visit.process.process.expectNothingLeftBehind()
    #expect(visit.exitCode == 0, "\(visit.stdout)\(visit.stderr.suffix(3000))")
    #expect(visit.stdout.contains("social.example can wait"), "the project's own configuration extension drew it: \(visit.stdout)")
    #expect(visit.stdout.contains("Answer: .close") && visit.stdout.contains("Contract kept"), "\(visit.stdout)")

    let lint = try await HostRun.run(["lint", project])
    #expect(lint.exitCode == 0, "lint gives visit's verdict: \(lint.stdout)")
  }

  /// A project with a widget extension and a device activity report beside its shield extensions:
  /// `init` adopts both without a `main.swift`, their own `@main` starting them; `swift run
  /// extension-host widgets --manifests .` runs the widget in the project's folder, redacting its
  /// private minutes on the locked phone, and the report, which the host never runs, builds there
  /// and, run, says so.
  @Test func initAdoptsAWidgetExtensionThatStartsItselfAndWidgetsRunsIt() async throws {
    let project = BuildProducts.repositoryRoot + "/.build/own-project-tests/FocusTimer"
    try Self.freshCopy(at: project)
    try Self.addTarget("FocusWidgets", point: "com.apple.widgetkit-extension", source: Self.widgetSource, to: project)
    try Self.addTarget(
      "UsageReport", point: "com.apple.deviceactivityui.report-extension", extensionKit: true,
      source: UserPackage.reportExtension, to: project)

    let adopted = try await HostRun.run(["init", project])
    #expect(adopted.exitCode == 0, "\(adopted.stdout)\(adopted.stderr)")
    let summary = try #require(adopted.stdout.split(separator: "\n").first { $0.hasPrefix("Adopted FocusTimer: ") })
    for name in ["ShieldAction", "ShieldConfiguration", "FocusWidgets", "UsageReport"] { #expect(summary.contains(name), "\(summary)") }
    #expect(adopted.stdout.contains("note: UsageReport is a device activity report extension: adopted so that `swift build` compiles it"))
    #expect(adopted.stdout.contains("swift run extension-host widgets --manifests ."), "\(adopted.stdout)")
    #expect(!FileManager.default.fileExists(atPath: project + "/extension-host/FocusWidgets/main.swift"), "its @main starts it")
    #expect(FileManager.default.fileExists(atPath: project + "/extension-host/ShieldAction/main.swift"))
    let manifest = try String(contentsOfFile: project + "/Package.swift", encoding: .utf8)
    let widget = try #require(manifest.components(separatedBy: ".executableTarget(").first { $0.contains("name: \"FocusWidgets\"") })
    #expect(widget.contains("\"WidgetKit\"") && widget.contains("\"SwiftUI\"") && !widget.contains("\"ManagedSettings\""), "\(widget)")
    let report = try #require(manifest.components(separatedBy: ".executableTarget(").first { $0.contains("name: \"UsageReport\"") })
    #expect(report.contains("\"DeviceActivity\"") && report.contains("\"SwiftUI\"") && !report.contains("\"ManagedSettings\""), "\(report)")
    #expect(!FileManager.default.fileExists(atPath: project + "/extension-host/UsageReport/main.swift"), "its @main starts it")

    let run = try await runOffThePool(
      "/usr/bin/env",
      [
        "--chdir=\(project)", "nice", "-n", "19", "swift", "run", "extension-host", "widgets", "--manifests", ".",
        "--device", "locked", "--lock-screen-access", "off", "--family", "accessoryRectangular", "--format", "json",
      ],
      environment: ["NO_COLOR": "1", "XDG_STATE_HOME": project + "/.build/state", "EXTENSION_HOST_STATE": nil],
      timeout: .seconds(1500), waitingFor: "swift run extension-host widgets")
    await run.process.process.expectNothingLeftBehind()
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr.suffix(3000))")
    let widgets = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let rows = try #require(widgets["widgets"] as? [[String: Any]])
    #expect(!rows.isEmpty, "\(run.stdout)")
    for row in rows {
      #expect(row["kind"] as? String == "FocusMinutes")
      #expect((row["visibleText"] as? [String])?.contains("Focus") == true, "\(row)")
      #expect((row["redactedText"] as? [String])?.contains("42 min today") == true, "the private figure is redacted: \(row)")
    }

    let built = try await runOffThePool(
      "/usr/bin/env", ["--chdir=\(project)", "nice", "-n", "19", "swift", "build", "--product", "UsageReport"],
      environment: ["NO_COLOR": "1"], timeout: .seconds(900), waitingFor: "swift build --product UsageReport")
    await built.process.process.expectNothingLeftBehind()
    #expect(built.exitCode == 0, "the adopted report extension compiles: \(built.stdout.suffix(3000))\(built.stderr.suffix(3000))")
    let binPath = try await runOffThePool(
      "/usr/bin/env", ["--chdir=\(project)", "swift", "build", "--show-bin-path"], environment: [:], timeout: .seconds(120),
      waitingFor: "swift build --show-bin-path")
    let reportRun = try await HostRun.run([], executable: binPath.stdout.trimmingCharacters(in: .whitespacesAndNewlines) + "/UsageReport")
    #expect(reportRun.exitCode == 64 && reportRun.stderr.contains("extension-host lint"), "\(reportRun.stderr)")
  }

  /// A project whose only extension is a widget: no shield policy, and a CI job that lints and runs
  /// the widgets, with no conformance suite or visit to fail on shields it does not have.
  @Test func aWidgetOnlyProjectGetsAJobThatRunsItsWidgets() async throws {
    let project = try Self.scratchCopy("own-widget-only")
    defer { try? FileManager.default.removeItem(atPath: project) }
    for shield in ["ShieldAction", "ShieldConfiguration"] { try FileManager.default.removeItem(atPath: "\(project)/\(shield)/Info.plist") }
    try Self.addTarget("FocusWidgets", point: "com.apple.widgetkit-extension", source: Self.widgetSource, to: project)
    let run = try await HostRun.run(["init", project, "--ci", "github", "--ci", "gitlab"])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("Adopted FocusTimer: FocusWidgets,"), "\(run.stdout)")
    #expect(!run.stdout.contains("extension-host visit"), "\(run.stdout)")
    #expect(!FileManager.default.fileExists(atPath: project + "/ShieldPolicy.plist"))
    for job in ["/.github/workflows/extension-host.yml", "/.gitlab-ci.yml"] {
      let text = try String(contentsOfFile: project + job, encoding: .utf8)
      #expect(text.contains("\"$EXTENSION_HOST\" widgets --manifests ."), "\(job): \(text)")
      #expect(!text.contains("conform") && !text.contains(" visit "), "\(job): \(text)")
    }
  }

  /// A project with a device activity monitor gets a starter scenario named with the activity
  /// and event its sources declare, which `simulate` plays with the monitor, the command to play
  /// it, and a CI job that plays it.
  @Test func aMonitorGetsAScenarioWithItsOwnActivityThatSimulatePlays() async throws {
    let project = try Self.scratchCopy("own-monitor")
    defer { try? FileManager.default.removeItem(atPath: project) }
    // Named as this package's sample monitor, whose executable plays it: its Info.plist names its principal class.
    try Self.addTarget("DeviceActivityMonitorExt", point: "com.apple.deviceactivity.monitor-extension", source: Self.monitorSource, to: project)
    try FileManager.default.removeItem(atPath: project + "/DeviceActivityMonitorExt/Info.plist")
    try FileManager.default.copyItem(
      atPath: BuildProducts.repositoryRoot + "/plists/DeviceActivityMonitorExt-Info.plist", toPath: project + "/DeviceActivityMonitorExt/Info.plist")

    let adopted = try await HostRun.run(["init", project, "--ci", "github"])
    #expect(adopted.exitCode == 0, "\(adopted.stdout)\(adopted.stderr)")
    #expect(adopted.stdout.contains("swift run extension-host simulate extension-host/Monitor.scenario --manifests ."), "\(adopted.stdout)")
    let scenario = try String(contentsOfFile: project + "/extension-host/Monitor.scenario", encoding: .utf8)
    #expect(scenario.contains("\nactivity evening 09:00 to 21:00"), "\(scenario)")
    #expect(scenario.contains("\nevent evening.socialLimit 30m"), "\(scenario)")
    #expect(scenario.contains("(also: bedtime)"), "\(scenario)")
    let job = try String(contentsOfFile: project + "/.github/workflows/extension-host.yml", encoding: .utf8)
    #expect(job.contains("\"$EXTENSION_HOST\" simulate extension-host/Monitor.scenario --manifests ."), "\(job)")

    let played = try await Self.playStarterScenario(of: project)
    try Self.expectOnlyTheStandInsAppGroup(played)
    #expect(played.stdout.contains("intervalDidStart(for: evening)"), "the monitor is woken for the project's activity: \(played.stdout.suffix(3000))")
    let threshold = played.stdout.split(separator: "\n").first { $0.contains("eventDidReachThreshold") } ?? ""
    #expect(threshold.contains("socialLimit"), "the project's event is reached: \(played.stdout.suffix(3000))")
  }

  /// Plays the starter scenario `init` wrote in `project`, with `--format json`, its executables
  /// this package's samples linked by the names the project gives them.
  /// The sample monitor standing in for the project's reads the sample's App Group, which the
  /// project's monitor does not list: `simulate` names that (exit 1), and must name nothing else.
  static func expectOnlyTheStandInsAppGroup(_ played: HostRun) throws {
    #expect(played.exitCode == 1, "\(played.stdout.suffix(3000))\(played.stderr)")
    let problems = try played.report().objects("problems")
    #expect(!problems.isEmpty, "\(played.stdout.suffix(3000))")
    for problem in problems {
      #expect(try problem.string("kind") == "app-group-not-entitled", "\(problem)")
      #expect(try problem.string("extension") == "DeviceActivityMonitorExt", "\(problem)")
      #expect(try problem.string("detail").contains("\"group.com.example.FocusApp\""), "\(problem)")
    }
  }

  static func playStarterScenario(of project: String) async throws -> HostRun {
    let products = project + "/.build/products"
    try FileManager.default.createDirectory(atPath: products, withIntermediateDirectories: true)
    for (name, sample) in [("ShieldAction", "ShieldActionExt"), ("ShieldConfiguration", "ShieldConfigExt"), ("DeviceActivityMonitorExt", "DeviceActivityMonitorExt")] {
      try FileManager.default.createSymbolicLink(atPath: products + "/" + name, withDestinationPath: BuildProducts.directory + "/" + sample)
    }
    return try await HostRun.run(
      ["simulate", project + "/extension-host/Monitor.scenario", "--manifests", project, "--products", products, "--format", "json"])
  }

  static let monitorSource = """
    import DeviceActivity
    import ManagedSettings

    extension DeviceActivityName {
        static let evening = Self("evening")
        static let bedtime = Self(rawValue: "bedtime")
    }

    extension DeviceActivityEvent.Name {
        static let socialLimit = Self("socialLimit")
    }

    class EveningMonitor: DeviceActivityMonitor {
        override func intervalDidStart(for activity: DeviceActivityName) {
            super.intervalDidStart(for: activity)
            let name = DeviceActivityName(rawValue: activity.rawValue)
            _ = name
        }
    }

    """

  static let widgetSource = """
    import SwiftUI
    import WidgetKit

    struct MinutesEntry: TimelineEntry {
        let date: Date
        let minutes: Int
    }

    struct MinutesProvider: TimelineProvider {
        func placeholder(in context: Context) -> MinutesEntry { MinutesEntry(date: .now, minutes: 0) }
        func getSnapshot(in context: Context, completion: @escaping (MinutesEntry) -> Void) {
            completion(MinutesEntry(date: .now, minutes: 42))
        }
        func getTimeline(in context: Context, completion: @escaping (Timeline<MinutesEntry>) -> Void) {
            completion(Timeline(entries: [MinutesEntry(date: .now, minutes: 42)], policy: .never))
        }
    }

    struct FocusMinutes: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "FocusMinutes", provider: MinutesProvider()) { entry in
                VStack {
                    Text("Focus")
                    Text("\\(entry.minutes) min today").privacySensitive()
                }
                .containerBackground(.fill.tertiary, for: .widget)
            }
            .configurationDisplayName("Focus minutes")
            .supportedFamilies([.systemSmall, .accessoryRectangular])
        }
    }

    @main
    struct FocusWidgets: WidgetBundle {
        var body: some Widget { FocusMinutes() }
    }

    """

  /// Adds an app extension target called `name` to the project's copy: its folder (an Info.plist
  /// naming `point`, in ExtensionKit's `EXAppExtensionAttributes` when `extensionKit`, as Xcode
  /// writes a report extension's; one Swift file) and its target in `project.pbxproj`, as Xcode
  /// writes them.
  static func addTarget(_ name: String, point: String, extensionKit: Bool = false, source: String, to project: String) throws {
    let folder = project + "/" + name
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let (dictionary, key) = extensionKit ? ("EXAppExtensionAttributes", "EXExtensionPointIdentifier") : ("NSExtension", "NSExtensionPointIdentifier")
    try """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>\(dictionary)</key>
      \t<dict>
      \t\t<key>\(key)</key>
      \t\t<string>\(point)</string>
      \t</dict>
      </dict>
      </plist>

      """.write(toFile: folder + "/Info.plist", atomically: true, encoding: .utf8)
    try source.write(toFile: folder + "/\(name).swift", atomically: true, encoding: .utf8)
    let path = project + "/FocusTimer.xcodeproj/project.pbxproj"
    var text = try String(contentsOfFile: path, encoding: .utf8)
    let id = String(format: "%024X", name.utf8.reduce(UInt32(7)) { $0 &* 31 &+ UInt32($1) })
    let (target, list, debug) = ("AB" + id.dropFirst(2), "AC" + id.dropFirst(2), "AD" + id.dropFirst(2))
    let objects = """
      \t\t\(target) /* \(name) */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tbuildConfigurationList = \(list) /* Build configuration list for PBXNativeTarget "\(name)" */;
      \t\t\tbuildPhases = (
      \t\t\t);
      \t\t\tname = \(name);
      \t\t\tproductName = \(name);
      \t\t\tproductType = "com.apple.product-type.app-extension";
      \t\t};
      \t\t\(list) /* Build configuration list for PBXNativeTarget "\(name)" */ = {
      \t\t\tisa = XCConfigurationList;
      \t\t\tbuildConfigurations = (
      \t\t\t\t\(debug) /* Debug */,
      \t\t\t);
      \t\t\tdefaultConfigurationName = Debug;
      \t\t};
      \t\t\(debug) /* Debug */ = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbuildSettings = {
      \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
      \t\t\t\tINFOPLIST_FILE = \(name)/Info.plist;
      \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.focustimer.\(name);
      \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
      \t\t\t\tSWIFT_VERSION = 5.0;
      \t\t\t};
      \t\t\tname = Debug;
      \t\t};

      """
    let marker = "/* Begin PBXNativeTarget section */\n"
    let targets = "\t\t\t\t8A1F2C8A2C9E4F5800A1B2C3 /* ShieldConfiguration */,\n"
    guard text.contains(marker), text.contains(targets) else { throw CocoaError(.fileReadCorruptFile) }
    text = text.replacingOccurrences(of: marker, with: marker + objects)
    text = text.replacingOccurrences(of: targets, with: targets + "\t\t\t\t\(target) /* \(name) */,\n")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// The image the README's container command names: the CI jobs run in the same one.
  static func readmeImage() throws -> String {
    let readme = try String(contentsOfFile: BuildProducts.repositoryRoot + "/README.md", encoding: .utf8)
    let command = try #require(readme.split(separator: "\n").first { $0.hasPrefix("docker run") })
    return try #require(command.split(separator: " ").first { $0.hasPrefix("swift:") }.map(String.init))
  }

  /// The GitHub Actions job `init --ci github` wrote: read as YAML, its steps run in order as the
  /// runner runs them (`bash -eo pipefail`, `$GITHUB_ENV` carried between steps), its reports checked.
  static func runsTheGitHubJob(in project: String) async throws {
    let text = try String(contentsOfFile: project + "/.github/workflows/extension-host.yml", encoding: .utf8)
    let workflow = try BlockYAML.parse(text)
    let job = try #require(workflow["jobs"]?["extensions"], "\(workflow)")
    #expect(job["container"]?.text == (try readmeImage()))
    #expect(workflow["permissions"]?["security-events"]?.text == "write", "code scanning needs it")
    let steps = try #require(job["steps"]?.items)
    #expect(steps.first?["uses"]?.text == "actions/checkout@v4")
    let upload = steps.first { $0["uses"]?.text?.hasPrefix("github/codeql-action/upload-sarif@") == true }
    #expect(upload?["with"]?["sarif_file"]?.text == "extension-host-lint.sarif")
    #expect(upload?["if"]?.text == "always()", "findings are uploaded when lint fails too")

    let environmentFile = project + "/.build/github-env"
    try Data().write(to: URL(fileURLWithPath: environmentFile))
    var environment: [String: String?] = [
      "GITHUB_ENV": environmentFile, "XDG_STATE_HOME": project + "/.build/github-state", "EXTENSION_HOST_STATE": nil,
      "EXTENSION_HOST_REPOSITORY": try #require(job["env"]?["EXTENSION_HOST_REPOSITORY"]?.text), "NO_COLOR": "1",
    ]
    let scripts = steps.compactMap { step in step["run"]?.text.map { (step["name"]?.text ?? "?", $0) } }
    #expect(scripts.map(\.0).contains("Visit social.example --press secondary"), "\(scripts.map(\.0))")
    for (name, script) in scripts {
      let run = try await runJobScript(script, in: project, environment: environment, step: name)
      #expect(run.exitCode == 0, "step '\(name)': \(run.stdout.suffix(2000))\(run.stderr.suffix(2000))")
      for line in try String(contentsOfFile: environmentFile, encoding: .utf8).split(separator: "\n") {
        let parts = line.split(separator: "=", maxSplits: 1)
        if parts.count == 2 { environment[String(parts[0])] = String(parts[1]) }
      }
    }
    let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: project + "/extension-host-lint.sarif")))
    #expect((sarif as? [String: Any])?["runs"] is [Any], "a SARIF log")
    let junit = try String(contentsOfFile: project + "/extension-host-conform.xml", encoding: .utf8)
    #expect(junit.contains("<testsuite"), "\(junit.prefix(300))")
    #expect(!junit.contains("<failure"), "\(junit)")
  }

  /// The GitLab CI job `init --ci gitlab` wrote: its script run as one shell, as GitLab runs it,
  /// and the reports it declares present.
  static func runsTheGitLabJob(in project: String) async throws {
    let text = try String(contentsOfFile: project + "/.gitlab-ci.yml", encoding: .utf8)
    let job = try #require(try BlockYAML.parse(text)["extension-host"])
    #expect(job["image"]?.text == (try readmeImage()))
    let script = try #require(job["script"]?.items).compactMap { $0.text }
    #expect(script.count >= 5, "\(script)")
    let reports = try #require(job["artifacts"]?["reports"])
    let junitFiles = try #require(reports["junit"]?.items).compactMap { $0.text }
    let codeQuality = try #require(reports["codequality"]?.text)
    let run = try await runJobScript(
      script.joined(separator: "\n"), in: project,
      environment: [
        "XDG_STATE_HOME": project + "/.build/gitlab-state", "EXTENSION_HOST_STATE": nil, "NO_COLOR": "1",
        "EXTENSION_HOST_REPOSITORY": try #require(job["variables"]?["EXTENSION_HOST_REPOSITORY"]?.text),
      ], step: "script")
    #expect(run.exitCode == 0, "\(run.stdout.suffix(2000))\(run.stderr.suffix(2000))")
    #expect(run.stdout.contains("Contract kept"), "the visits ran: \(run.stdout.suffix(2000))")
    for file in junitFiles {
      #expect(try String(contentsOfFile: project + "/" + file, encoding: .utf8).contains("<testsuite"), "\(file)")
    }
    let quality = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: project + "/" + codeQuality)))
    #expect(quality is [Any], "a Code Quality report is a JSON array")
  }

  static func runJobScript(
    _ script: String, in project: String, environment: [String: String?], step: String
  ) async throws -> OffPoolRun {
    let run = try await runOffThePool(
      "/usr/bin/env",
      ["--chdir=\(project)", "nice", "-n", "19", "bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script],
      environment: environment, timeout: .seconds(900), waitingFor: "CI step '\(step)'")
    await run.process.process.expectNothingLeftBehind()
    return run
  }

  /// The products an extension's target depends on come from what its sources import
  /// (`import X`, `@preconcurrency import X`, `import struct X.Y`); a module this package does not
  /// provide is named in a note; a target whose sources load URLs imports FoundationNetworking.
  @Test func initDependsOnTheModulesTheSourcesImportAndNamesTheOnesItLacks() async throws {
    let project = try Self.scratchCopy("own-imports")
    defer { try? FileManager.default.removeItem(atPath: project) }
    let extra = "@preconcurrency import UserNotifications\nimport\tstruct OSLog.Logger\nimport Alamofire\nimport LocalAuthentication\n"
      + "let feed = URLSession.shared\n"
    try extra.write(toFile: project + "/ShieldAction/Reminders.swift", atomically: true, encoding: .utf8)
    let configurationSource = project + "/ShieldConfiguration/ShieldConfigurationExtension.swift"
    let withoutUIKit = try String(contentsOfFile: configurationSource, encoding: .utf8)
      .replacingOccurrences(of: "import UIKit\n", with: "")
    try withoutUIKit.write(toFile: configurationSource, atomically: true, encoding: .utf8)
    let run = try await HostRun.run(["init", project])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let manifest = try String(contentsOfFile: project + "/Package.swift", encoding: .utf8)
    let identity = URL(fileURLWithPath: BuildProducts.repositoryRoot).lastPathComponent
    for module in ["UserNotifications", "OSLog", "LocalAuthentication"] {
      #expect(manifest.contains(".product(name: \"\(module)\", package: \"\(identity)\")"), "\(module): \(manifest)")
    }
    #expect((run.stdout + run.stderr).contains("ShieldAction imports Alamofire, which extension-host does not provide"), "\(run.stdout)")
    // A configuration extension always gets ManagedSettingsUI and UIKit; an action does not.
    let blocks = manifest.components(separatedBy: ".executableTarget(")
    let action = try #require(blocks.first { $0.contains("name: \"ShieldAction\"") })
    let configuration = try #require(blocks.first { $0.contains("name: \"ShieldConfiguration\"") })
    #expect(!action.contains("\"ManagedSettingsUI\"") && !action.contains("\"UIKit\""), "\(action)")
    #expect(configuration.contains("\"ManagedSettingsUI\"") && configuration.contains("\"UIKit\""), "\(configuration)")
    // Sources that load URLs import FoundationNetworking implicitly on Linux (Foundation's on iOS).
    #expect(action.contains(#""-import-module", "-Xfrontend", "FoundationNetworking""#), "\(action)")
    #expect(!configuration.contains("FoundationNetworking"), "\(configuration)")
  }

  @Test func initNeverOverwritesAFileAndSaysWhatItKept() async throws {
    let project = try Self.scratchCopy("own-project")
    defer { try? FileManager.default.removeItem(atPath: project) }
    let mine = "<plist version=\"1.0\"><dict/></plist>\n"
    try mine.write(toFile: project + "/ShieldPolicy.plist", atomically: true, encoding: .utf8)
    let first = try await HostRun.run(["init", project])
    #expect(first.exitCode == 0, "\(first.stderr)")
    #expect(first.stdout.contains("kept   ShieldPolicy.plist (it exists; init never overwrites)"))
    #expect(try String(contentsOfFile: project + "/ShieldPolicy.plist", encoding: .utf8) == mine)
    let again = try await HostRun.run(["init", project + "/FocusTimer.xcodeproj", "--swift-language-mode", "6"])
    #expect(again.exitCode == 0)
    #expect(!again.stdout.contains("wrote"), "everything exists the second time: \(again.stdout)")
    #expect(!again.stdout.contains("has no target"), "the kept manifest names both extensions: \(again.stdout)")
    #expect(try String(contentsOfFile: project + "/Package.swift", encoding: .utf8).contains(".swiftLanguageMode(.v5)"))
  }

  /// An extension left out on a first run (the Info.plist its project names missing, as in a clone
  /// without it: said at the setting) and
  /// adopted on the next has no target in the Package.swift init keeps: init says so and gives the
  /// target to add, where it said "Adopted" and `swift build` then built no such product.
  @Test func aRerunSaysWhichAdoptedExtensionTheKeptManifestLacks() async throws {
    let project = try Self.scratchCopy("own-rerun")
    defer { try? FileManager.default.removeItem(atPath: project) }
    let info = project + "/ShieldConfiguration/Info.plist"
    try FileManager.default.moveItem(atPath: info, toPath: project + "/set-aside.plist")
    let first = try await HostRun.run(["init", project])
    #expect(first.exitCode == 0, "\(first.stdout)\(first.stderr)")
    #expect(first.stdout.contains("Adopted FocusTimer: ShieldAction,"), "\(first.stdout)")
    #expect(
      first.stdout.contains("INFOPLIST_FILE 'ShieldConfiguration/Info.plist' does not name a file: no file is at ShieldConfiguration/Info.plist"),
      "said at the setting: \(first.stdout)")
    try FileManager.default.moveItem(atPath: project + "/set-aside.plist", toPath: info)
    let manifest = try String(contentsOfFile: project + "/Package.swift", encoding: .utf8)

    let again = try await HostRun.run(["init", project])
    #expect(again.exitCode == 0, "\(again.stdout)\(again.stderr)")
    #expect(again.stdout.contains("Adopted FocusTimer: ShieldAction, ShieldConfiguration,"), "\(again.stdout)")
    #expect(
      again.stdout.contains("note: Package.swift is kept (init never overwrites it) and has no target for ShieldConfiguration:"),
      "\(again.stdout)")
    #expect(again.stdout.contains("      name: \"ShieldConfiguration\",\n"), "the target to add: \(again.stdout)")
    #expect(!again.stdout.contains("name: \"ShieldAction\""), "the manifest has that one: \(again.stdout)")
    #expect(try String(contentsOfFile: project + "/Package.swift", encoding: .utf8) == manifest, "kept as it was")

    try FileManager.default.removeItem(atPath: project + "/Package.swift")
    let fresh = try await HostRun.run(["init", project])
    #expect(!fresh.stdout.contains("has no target"), "\(fresh.stdout)")
    #expect(try String(contentsOfFile: project + "/Package.swift", encoding: .utf8).contains("name: \"ShieldConfiguration\""))
  }

  /// A monitor that never declares its names but compares the callbacks' parameters with them
  /// (`activity.rawValue == "bedtime"`, `switch activity.rawValue { case "homework", "chores": }`,
  /// as public monitors do) gets a scenario with those names, which `simulate` plays.
  @Test func aMonitorComparingRawValuesGetsAScenarioWithThoseNames() async throws {
    let project = try Self.scratchCopy("own-monitor-raw")
    defer { try? FileManager.default.removeItem(atPath: project) }
    try Self.addTarget("DeviceActivityMonitorExt", point: "com.apple.deviceactivity.monitor-extension", source: Self.comparingMonitorSource, to: project)
    try FileManager.default.removeItem(atPath: project + "/DeviceActivityMonitorExt/Info.plist")
    try FileManager.default.copyItem(
      atPath: BuildProducts.repositoryRoot + "/plists/DeviceActivityMonitorExt-Info.plist", toPath: project + "/DeviceActivityMonitorExt/Info.plist")

    let adopted = try await HostRun.run(["init", project])
    #expect(adopted.exitCode == 0, "\(adopted.stdout)\(adopted.stderr)")
    let scenario = try String(contentsOfFile: project + "/extension-host/Monitor.scenario", encoding: .utf8)
    #expect(scenario.contains("\nactivity bedtime 09:00 to 21:00"), "\(scenario)")
    #expect(scenario.contains("(also: homework, chores)"), "every compared name, each once, in order: \(scenario)")
    #expect(scenario.contains("\nevent bedtime.overLimit 30m"), "\(scenario)")
    #expect(!scenario.contains("nested") && !scenario.contains("elsewhere"), "only the switch's own labels, on a parameter: \(scenario)")

    let played = try await Self.playStarterScenario(of: project)
    try Self.expectOnlyTheStandInsAppGroup(played)
    #expect(played.stdout.contains("intervalDidStart(for: bedtime)"), "\(played.stdout.suffix(3000))")
  }

  static let comparingMonitorSource = """
    import DeviceActivity
    import ManagedSettings

    class BedtimeMonitor: DeviceActivityMonitor {
        let store = ManagedSettingsStore()
        let label = "elsewhere"

        override func intervalDidStart(for activity: DeviceActivityName) {
            super.intervalDidStart(for: activity)
            if activity.rawValue == "bedtime" { store.clearAllSettings() }
            switch activity.rawValue {
            case "homework", "chores":
                switch label {
                case "nested": break
                default: break
                }
            case "bedtime":
                break
            default:
                break
            }
        }

        override func eventDidReachThreshold(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {
            super.eventDidReachThreshold(event, activity: activity)
            if event.rawValue == "overLimit" { store.clearAllSettings() }
        }
    }

    """

  /// The CI job visits what the policy shields, and only names that are safe as shell words and
  /// YAML scalars; the rest are named in a note, not written into the job.
  @Test func theCIJobVisitsWhatThePolicyShieldsAndNothingUnsafe() async throws {
    let project = try Self.scratchCopy("own-ci")
    defer { try? FileManager.default.removeItem(atPath: project) }
    let policy = """
      <plist version="1.0"><dict>
      <key>WebDomains</key><array><string>b.example</string><string>a.example</string><string>x'; touch /tmp/owned; '</string></array>
      <key>Applications</key><array><string>com.example.app</string><string>--help</string></array>
      </dict></plist>
      """
    try policy.write(toFile: project + "/ShieldPolicy.plist", atomically: true, encoding: .utf8)
    let run = try await HostRun.run(["init", project, "--ci", "gitlab"])
    #expect(run.exitCode == 0, "\(run.stderr)")
    #expect(run.stdout.contains("wrote  .gitlab-ci.yml"))
    #expect(!FileManager.default.fileExists(atPath: project + "/.github"), "only the job asked for")
    #expect(run.stdout.contains("the CI job does not visit 2 name(s)"), "\(run.stdout)")
    let job = try #require(try BlockYAML.parse(try String(contentsOfFile: project + "/.gitlab-ci.yml", encoding: .utf8))["extension-host"])
    let visits = try #require(job["script"]?.items).compactMap { $0.text }.filter { $0.contains(" visit ") }
    #expect(
      visits == [
        "\"$EXTENSION_HOST\" visit a.example\n", "\"$EXTENSION_HOST\" visit b.example\n",
        "\"$EXTENSION_HOST\" visit --app com.example.app\n", "\"$EXTENSION_HOST\" visit a.example --press secondary\n",
      ], "\(visits)")
    let again = try await HostRun.run(["init", project, "--ci", "gitlab", "--ci", "gitlab"])
    #expect(again.stdout.contains("kept   .gitlab-ci.yml (it exists; init never overwrites)"), "\(again.stdout)")
    let unknown = try await HostRun.run(["init", project, "--ci", "bitbucket"])
    #expect(unknown.exitCode == 2)
    #expect(unknown.stderr.contains("--ci must be one of github, gitlab"), "\(unknown.stderr)")
  }

  /// A policy init would keep but no visit could read (a link to nothing) stops init before it
  /// writes anything, naming the link.
  @Test func aKeptPolicyThatCannotBeReadStopsInitBeforeItWrites() async throws {
    let project = try Self.scratchCopy("own-dangling")
    defer { try? FileManager.default.removeItem(atPath: project) }
    #expect(symlink(project + "/no-such-policy.plist", project + "/ShieldPolicy.plist") == 0)
    let run = try await HostRun.run(["init", project, "--ci", "github"])
    #expect(run.exitCode == 3, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("ShieldPolicy.plist: error: is a link to \(project)/no-such-policy.plist, which does not exist"), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: project + "/Package.swift"), "nothing written")
    #expect(!FileManager.default.fileExists(atPath: project + "/.github"))
  }

  /// init names every file it writes in the user's folder itself, so it never writes through a
  /// link planted there (Security.md): a link at `extension-host`, at a folder inside it or at
  /// `.github` is refused, and a `Package.swift` that is a link to nothing is said to be one, not
  /// kept; each before anything is written, leaving the project and the link's target untouched.
  @Test func initWritesThroughNoLinkAndSaysWhatALinkToNothingIs() async throws {
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("own-victim-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: outside) }
    let cases: [(label: String, plant: (String) throws -> Void, arguments: [String], message: (String) -> String)] = [
      (
        "extension-host is a link", { try FileManager.default.createSymbolicLink(atPath: $0 + "/extension-host", withDestinationPath: outside) },
        [], { "\($0)/extension-host: error: is a link to \(outside); remove it: init never writes through a link. Nothing was written" }
      ),
      (
        "a folder inside it is a link",
        {
          try FileManager.default.createDirectory(atPath: $0 + "/extension-host", withIntermediateDirectories: true)
          try FileManager.default.createSymbolicLink(atPath: $0 + "/extension-host/ShieldAction", withDestinationPath: outside)
        },
        [], { "\($0)/extension-host/ShieldAction: error: is a link to \(outside); remove it" }
      ),
      (
        "Package.swift is a link to nothing",
        { try FileManager.default.createSymbolicLink(atPath: $0 + "/Package.swift", withDestinationPath: outside + "/Package.swift") },
        [], { "\($0)/Package.swift: error: Package.swift is a dangling link (to \(outside)/Package.swift, which does not exist)" }
      ),
      (
        ".github is a link to nothing",
        { try FileManager.default.createSymbolicLink(atPath: $0 + "/.github", withDestinationPath: outside + "/gh") },
        ["--ci", "github"], { "\($0)/.github: error: is a link to \(outside)/gh; remove it" }
      ),
    ]
    for (label, plant, arguments, message) in cases {
      let project = try Self.scratchCopy("own-link")
      defer { try? FileManager.default.removeItem(atPath: project) }
      try plant(project)
      let before = try FileManager.default.contentsOfDirectory(atPath: project).sorted()
      let run = try await HostRun.run(["init", project] + arguments)
      #expect(run.exitCode == 3, "\(label): \(run.stdout)\(run.stderr)")
      #expect(run.stderr.contains(message(project)), "\(label): \(run.stderr)")
      #expect(!run.stdout.contains("kept"), "\(label): \(run.stdout)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: project).sorted() == before, "\(label): nothing was written")
      #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty, "\(label): nothing was written outside")
    }
    // Every link is named at once, each once, however many names lie beyond it.
    let project = try Self.scratchCopy("own-links")
    defer { try? FileManager.default.removeItem(atPath: project) }
    try FileManager.default.createSymbolicLink(atPath: project + "/extension-host", withDestinationPath: outside)
    try FileManager.default.createSymbolicLink(atPath: project + "/Package.swift", withDestinationPath: outside + "/Package.swift")
    let both = try await HostRun.run(["init", project])
    #expect(both.stderr.components(separatedBy: "Package.swift is a dangling link").count == 2, "\(both.stderr)")
    #expect(both.stderr.components(separatedBy: "/extension-host: error: is a link to").count == 2, "\(both.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
  }

  /// A ShieldPolicy.plist init would keep but no visit could read (here a FIFO) is refused before
  /// anything is written, and the message says so and what to do.
  @Test func aPolicyThatIsNoFileIsRefusedBeforeAnythingIsWritten() async throws {
    let project = try Self.scratchCopy("own-fifo-policy")
    defer { try? FileManager.default.removeItem(atPath: project) }
    try? FileManager.default.removeItem(atPath: project + "/ShieldPolicy.plist")
    #expect(mkfifo(project + "/ShieldPolicy.plist", 0o600) == 0)
    let before = try FileManager.default.contentsOfDirectory(atPath: project).sorted()
    let run = try await HostRun.run(["init", project, "--host-package", BuildProducts.repositoryRoot])
    #expect(run.exitCode == 3)
    #expect(run.stderr.contains("is a FIFO, not a regular file; init keeps an existing ShieldPolicy.plist, so fix or remove it. Nothing was written"), "\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: project).sorted() == before)
  }

  /// A single extension's folder is no project: its Info.plist is in no folder of its own.
  @Test func initRefusesAnExtensionsOwnFolder() async throws {
    let run = try await HostRun.run(["init", Self.fixture + "/ShieldAction"])
    #expect(run.exitCode == 3)
    #expect(run.stderr.contains("is not in a folder of its own"), "\(run.stderr)")
    #expect(run.stderr.contains("init adopts the folder that holds your extensions' folders"), "\(run.stderr)")
  }

  /// A folder with no `.xcodeproj` and no extension folder: the error says what init looks for,
  /// and where generated projects are covered.
  @Test func initRefusesAFolderWithNoExtensions() async throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("own-empty-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: empty + "/Sources", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: empty) }
    let run = try await HostRun.run(["init", empty])
    #expect(run.exitCode == 3)
    #expect(run.stderr.contains("no .xcodeproj in \(empty), and none of its folders holds an Info.plist"), "\(run.stderr)")
    #expect(run.stderr.contains("Without an Xcode project"), "\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: empty) == ["Sources"], "nothing was written")
  }

  /// A project whose `.xcodeproj` is generated (XcodeGen, Tuist) and not there: init adopts its
  /// extensions' folders by their Info.plists, writing the package the project would have given
  /// but for its name, in Swift 5 mode, and says how it found them.
  @Test func initAdoptsTheFoldersOfAProjectWithoutAnXcodeproj() async throws {
    let withProject = try Self.scratchCopy("own-with-project")
    let folders = try Self.scratchCopy("own-without-project")
    defer {
      try? FileManager.default.removeItem(atPath: withProject)
      try? FileManager.default.removeItem(atPath: folders)
    }
    try FileManager.default.removeItem(atPath: folders + "/FocusTimer.xcodeproj")
    let host = ["--host-package", BuildProducts.repositoryRoot]
    let expected = try await HostRun.run(["init", withProject] + host)
    let run = try await HostRun.run(["init", folders] + host)
    #expect(expected.exitCode == 0 && run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains(": ShieldAction, ShieldConfiguration, Swift 5 language mode"), "\(run.stdout)")
    #expect(run.stdout.contains("note: no .xcodeproj in \(folders): the extensions were found by their folders' Info.plists"))
    let name = URL(fileURLWithPath: folders).lastPathComponent
    let written = try String(contentsOfFile: folders + "/Package.swift", encoding: .utf8)
    let fromProject = try String(contentsOfFile: withProject + "/Package.swift", encoding: .utf8)
      .replacingOccurrences(of: "FocusTimer", with: name)
    #expect(written == fromProject)
    for file in ["extension-host/ShieldAction/main.swift", "extension-host/ShieldConfiguration/main.swift", "ShieldPolicy.plist"] {
      #expect(FileManager.default.fileExists(atPath: folders + "/" + file), "\(file)")
    }
  }

  /// The fixture's folders without its `.xcodeproj` (so init names the project by its folder),
  /// copied to a folder called `name` inside a new temporary folder; the caller removes `parent`.
  static func foldersWithoutProject(named name: String) throws -> (parent: String, folders: String) {
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent("own-named-\(UUID().uuidString)").path
    let folders = parent + "/" + name
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: fixture, toPath: folders)
    try FileManager.default.removeItem(atPath: folders + "/FocusTimer.xcodeproj")
    return (parent, folders)
  }

  /// A line break in the project's folder name stays inside the comments it is named in: it
  /// writes no line of its own into Package.swift or the CI job.
  @Test func aLineBreakInTheFoldersNameWritesNoLine() async throws {
    let (parent, folders) = try Self.foldersWithoutProject(named: "Focus\nenv: {EVIL: 1}")
    defer { try? FileManager.default.removeItem(atPath: parent) }
    let run = try await HostRun.run(["init", folders, "--ci", "github", "--host-package", BuildProducts.repositoryRoot])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    for file in ["Package.swift", ".github/workflows/extension-host.yml"] {
      let text = try String(contentsOfFile: folders + "/" + file, encoding: .utf8)
      #expect(!text.split(separator: "\n").contains { $0.hasPrefix("env: {EVIL") }, "\(file): \(text.prefix(400))")
      #expect(text.contains("Focus\\u{a}env: {EVIL: 1}"), "\(file): \(text.prefix(400))")
    }
  }

  /// Names from the user's disk go into Package.swift as Swift string literals: a quote or a
  /// backslash in a folder's or a file's name is escaped, and the manifest still parses.
  @Test func namesWithQuotesAreEscapedInPackageSwift() async throws {
    let (parent, folders) = try Self.foldersWithoutProject(named: "Focus \"Timer\" \\ app")
    defer { try? FileManager.default.removeItem(atPath: parent) }
    _ = FileManager.default.createFile(atPath: folders + "/ShieldAction/Icon \"1\".png", contents: Data())
    let run = try await HostRun.run(["init", folders, "--host-package", BuildProducts.repositoryRoot])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    let written = try String(contentsOfFile: folders + "/Package.swift", encoding: .utf8)
    #expect(written.contains("name: \"Focus \\\"Timer\\\" \\\\ app\","), "\(written)")
    #expect(written.contains("\"ShieldAction/Icon \\\"1\\\".png\""), "\(written)")
    let dump = try await runOffThePool(
      "/usr/bin/env", ["--chdir=\(folders)", "swift", "package", "dump-package"], environment: ["NO_COLOR": "1"],
      timeout: .seconds(300), waitingFor: "swift package dump-package")
    #expect(dump.exitCode == 0, "the manifest parses: \(dump.stderr.suffix(2000))")
    #expect(dump.stdout.contains("Icon \\\"1\\\".png"), "\(dump.stdout.prefix(2000))")
  }

  /// Without the `.xcodeproj`, lint cannot know the build settings; it says what it assumed
  /// instead of failing keys Xcode generates, and agrees with `visit`.
  @Test func lintWithoutTheProjectSaysWhatItAssumed() async throws {
    let folders = try Self.scratchCopy("own-folders")
    defer { try? FileManager.default.removeItem(atPath: folders) }
    try FileManager.default.removeItem(atPath: folders + "/FocusTimer.xcodeproj")
    let run = try await HostRun.run(["lint", folders])
    #expect(run.exitCode == 0, "\(run.stdout)")
    #expect(!run.stdout.contains(": error:"), "\(run.stdout)")
    #expect(run.stdout.contains("'ShieldAction' has no CFBundleIdentifier in its Info.plist; with no Xcode project beside it, lint assumed GENERATE_INFOPLIST_FILE = YES"), "\(run.stdout)")
    let withProject = try await HostRun.run(["lint", Self.fixture])
    #expect(withProject.exitCode == 0)
    #expect(!withProject.stdout.contains("assumed"), "with the project, nothing is assumed: \(withProject.stdout)")
  }
}
