import ExtensionManifest
import Foundation
import HostEngine
import HostProtocol
import ShieldRendering

/// `extension-host widgets`: run a widget extension's own code and show what each family reads
/// in each device state, Lock Screen access on and off.
enum WidgetsCommand: Subcommand {
  static let kind = Option.text("--kind", "<name>", "Only this widget kind.")
  static let family = Option.text("--family", "<name>", "Only this family (systemSmall, accessoryRectangular, ...).")
  static let device = Option.choice(
    "--device", WidgetDeviceState.allCases.map(\.rawValue), "Only this device state (default: every state).")
  static let access = Option.choice(
    "--lock-screen-access", ["on", "off"],
    "The user's Lock Screen widget access (Settings, Face ID & Passcode, Allow Access When Locked; default: both).")
  static let sensitive = Option.text(
    "--sensitive", "<pattern>", "A regular expression for private text: readable while locked, it is an error.",
    repeatable: true)
  static let render = Option.text("--render", "<dir>", "Write an SVG of each family in each state into this folder (it must exist).")
  static let format = Option.choice("--format", ["text", "json"], "Text for people (default); json for CI.")
  static let at = Option.text(
    "--at", "<time>", "The moment the providers are asked at, which their own clock reads, ISO 8601 (2026-12-02T22:00:00Z; default: now).")
  static let timeZone = Option.text("--time-zone", "<id>", "The device's time zone the providers and views read (Europe/Paris; default: the host's).")
  static let providerTimeout = Option.number(
    "--provider-timeout", "<ms>", .milliseconds,
    "How long a provider method may take to return or call its completion (default 5000).")
  static let renderTimeout = Option.number(
    "--render-timeout", "<ms>", .milliseconds, "How long one entry's view may take to evaluate (default 5000).")

  static let declaration = CommandDeclaration(
    name: "widgets",
    summary: "Run a widget extension and show what the Lock Screen reveals",
    overview: """
      Launch each WidgetKit extension of the manifests folder as a child process (its @main
      Widget or WidgetBundle), ask its providers for the placeholder and the timeline of each
      kind and family, and have it evaluate each entry's view with the environment iOS sets in
      each device state: unlocked, locked, always-on, before-first-unlock, with the user's Lock
      Screen widget access on and off. The data-protection entitlement of the extension's
      entitlements file shows the placeholder while locked. For each state: content or
      placeholder, the text a person can read, the text redacted. Findings: text readable while
      locked with access off (an error when it matches --sensitive), a view that reads
      redactionReasons but not .privacy, a timeline over WidgetKit's reload budget. The
      extensions read the App Groups and the app's Keychain of the state directory, as visit's
      extensions do, seeded from the manifests folder's AppGroupDefaults.plist and
      AppKeychain.plist. The model is in Documentation/Widgets.md.

      Exit status: 0 nothing found; 1 a fault of the extension or an error finding; 2 a usage
      error; 3 set-up (manifests, the executable).
      """,
    usage: ["widgets [options]"],
    arguments: [],
    options: [
      SharedOptions.manifests, SharedOptions.products, SharedOptions.state, kind, family, device, access, sensitive, at,
      timeZone, providerTimeout, renderTimeout, render, format,
    ])

  static func run(_ arguments: Arguments) async throws -> ExitCode {
    guard arguments.positionals.isEmpty else { throw UsageError("widgets takes no arguments") }
    let manifests = try ProductLocator.manifestsDirectory(arguments.value(SharedOptions.manifests))
    var options = WidgetOptions(manifests: manifests, searchDirectories: [])
    options.sharedState = SharedStateOptions(
      directory: try arguments.value(SharedOptions.state) ?? StateDirectory.defaultPath(), manifestsDirectory: manifests)
    if let moment = try SharedOptions.moment(at, in: arguments) { options.now = moment }
    if let name = arguments.value(timeZone) {
      guard let zone = TimeZone(identifier: name) else {
        throw UsageError("--time-zone wants a time zone identifier such as Europe/Paris, not '\(DisplayText.escaped(name))'")
      }
      options.timeZone = zone
    }
    if let value = arguments.number(providerTimeout) { options.providerLimit = .milliseconds(value) }
    if let value = arguments.number(renderTimeout) { options.renderLimit = .milliseconds(value) }
    options.kind = arguments.value(kind)
    options.family = arguments.value(family)
    if let name = options.family, WidgetScreen.families.contains(name) == false {
      throw UsageError("unknown family '\(name)'; the families are \(WidgetScreen.families.joined(separator: ", "))")
    }
    if let word = arguments.value(device), let state = WidgetDeviceState(rawValue: word) { options.devices = [state] }
    if let word = arguments.value(access) { options.lockScreenAccess = [word == "on"] }
    for pattern in arguments.values(sensitive) {
      if let problem = TextPattern.problem(with: pattern) { throw UsageError("--sensitive '\(pattern)' \(problem)") }
      options.sensitive.append(pattern)
    }
    let renderDirectory = arguments.value(render)
    if let renderDirectory { try RenderDestination.checkFolder(renderDirectory) }
    Descendants.adopt()
    SignalHandlers.tearDownOnSignal()
    defer { Descendants.killOrphans() }
    options.searchDirectories = try ProductLocator.resolvingExecutables(products: arguments.value(SharedOptions.products)) {
      directories throws(SetupError) in
      _ = try WidgetSetup.load(manifests: manifests, searchDirectories: directories)
      return directories
    }
    let report = try await WidgetRun.run(options)
    SignalHandlers.yieldToTearDown()
    if report.unknownKind != nil { throw UsageError(report.notes.joined(separator: "; ")) }
    Console.out(arguments.value(format) == "json" ? report.json : report.text)
    if let renderDirectory {
      for (name, svg) in WidgetPictures.pictures(of: report) { try SVGOutput.write(svg, named: name, in: renderDirectory) }
    }
    return report.foundProblem ? .failure : .success
  }
}

