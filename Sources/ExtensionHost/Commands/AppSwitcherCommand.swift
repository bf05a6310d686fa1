import Foundation
import HostEngine
import HostProtocol
import ShieldRendering

/// `extension-host app-switcher`: run the app's own delegates through iOS's lifecycle and show
/// what the App Switcher snapshot lets a person read.
enum AppSwitcherCommand: Subcommand {
  static let app = Option.text("--app", "<bundle-id>", "The app to run, when the manifests folder holds several.")
  static let events = Option.text(
    "--events", "<list>",
    "The events after launch, comma-separated: inactive, active, background, foreground, terminate "
      + "(default: inactive,active,background,foreground,active).")
  static let device = Option.text(
    "--device", "<name>",
    "The device's screen: \(AppSwitcherOptions.Device.all.map(\.name).joined(separator: ", ")) (default: iPhone 16).")
  static let render = Option.text(
    "--render", "<dir>", "Write an SVG of each step and of the App Switcher card into this folder (it must exist).")
  static let format = Option.choice("--format", ["text", "json"], "Text for people (default); json for CI.")
  static let allow = Option.text(
    "--allow", "<finding>",
    "A behaviour the team chose, not reported: inactive (content while inactive), or a finding's id.",
    repeatable: true)
  static let publicText = Option.text(
    "--public", "<pattern>",
    "A regular expression for text the app keeps readable on purpose (a screen's title): text it matches "
      + "whole is not content.", repeatable: true)
  static let sources = Option.text(
    "--sources", "<dir>",
    "The app's Swift sources, for app-delegate lifecycle code in a scene app (default: Sources/<executable> "
      + "beside the manifests folder).", repeatable: true)
  static let callbackLimit = Option.number(
    "--callback-limit", "<ms>", .milliseconds, "How long one step's callbacks may run (default 5000, iOS's limit).")

  static let declaration = CommandDeclaration(
    name: "app-switcher",
    summary: "Run the app's delegates and show what the App Switcher snapshot reveals",
    overview: """
      Launch the app target as a child process (its @main UIApplicationDelegate, and the scene
      delegate its Info.plist names), drive iOS's lifecycle event by event, and after each step
      show the callbacks that ran, the windows by level, and the text a person could read. iOS
      takes the App Switcher snapshot as the background callback returns, before animations
      started there finish: the card shows that moment. Findings name the mistake and the fix:
      content in the snapshot, content while inactive (a warning), a cover left while active,
      covers that pile up, app-delegate lifecycle code in a scene app, a cover below a presented
      view controller, a thin material, an animated cover, a callback that crashed or blocked.
      The legibility model is in Documentation/AppSwitcher.md.

      Exit status: 0 the snapshot shows none of the app's content and nothing else failed; 1 an
      error finding (the snapshot shows content, a cover left behind, a crash...); 2 a usage error;
      3 set-up (manifests, the executable).
      """,
    usage: ["app-switcher [options]"],
    arguments: [],
    options: [
      SharedOptions.manifests, SharedOptions.products, app, events, device, render, format, allow, publicText,
      sources, callbackLimit,
    ])

  static func run(_ arguments: Arguments) async throws -> ExitCode {
    guard arguments.positionals.isEmpty else { throw UsageError("app-switcher takes no arguments") }
    let manifests = try ProductLocator.manifestsDirectory(arguments.value(SharedOptions.manifests))
    var options = AppSwitcherOptions(manifests: manifests, bundleIdentifier: arguments.value(app))
    if let list = arguments.value(events) {
      options.events = try list.split(separator: ",").map { word in
        let word = word.trimmingCharacters(in: .whitespaces)
        guard let event = AppEvent(rawValue: word) else {
          throw UsageError(
            "unknown event '\(word)' in --events; the events are \(AppEvent.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return event
      }
    }
    if let name = arguments.value(device) {
      guard let chosen = AppSwitcherOptions.Device.named(name) else {
        throw UsageError("unknown device '\(name)'; the devices are \(AppSwitcherOptions.Device.all.map(\.name).joined(separator: ", "))")
      }
      options.device = chosen
    }
    for word in arguments.values(allow) {
      guard let kind = AppSwitcherFinding.Kind.allowing(word) else {
        throw UsageError(
          "unknown finding '\(word)' for --allow; use inactive or one of "
            + AppSwitcherFinding.Kind.allCases.map(\.rawValue).joined(separator: ", "))
      }
      options.allowed.insert(kind)
    }
    for pattern in arguments.values(publicText) {
      if let problem = TextPattern.problem(with: pattern) { throw UsageError("--public '\(pattern)' \(problem)") }
      options.publicText.append(pattern)
    }
    options.sourceDirectories = arguments.values(sources)
    if let value = arguments.number(callbackLimit) { options.callbackLimit = .milliseconds(value) }
    let renderDirectory = arguments.value(render)
    if let renderDirectory { try RenderDestination.checkFolder(renderDirectory) }
    Descendants.adopt()
    SignalHandlers.tearDownOnSignal()
    defer { Descendants.killOrphans() }
    let products = arguments.value(SharedOptions.products)
    options.searchDirectories = try ProductLocator.resolvingExecutables(products: products) { directories throws(SetupError) in
      _ = try AppManifest.load(manifests: manifests, searchDirectories: directories, bundleIdentifier: options.bundleIdentifier)
      return directories
    }
    if options.sourceDirectories.isEmpty { options.sourceDirectories = AppTour.defaultSources(manifests: manifests, options: options) }
    let report = try await AppTour.run(options)
    SignalHandlers.yieldToTearDown()
    Console.out(arguments.value(format) == "json" ? report.json : report.text)
    if let renderDirectory { try write(report, into: renderDirectory) }
    return report.failed ? .failure : .success
  }

  /// One SVG per step (`01-launch.svg`), its snapshot (`04-background-snapshot.svg`), and the card.
  private static func write(_ report: AppSwitcherReport, into directory: String) throws {
    for (index, step) in report.steps.enumerated() {
      let prefix = String(format: "%02d", index + 1) + "-" + step.event
      if let screen = step.screen {
        try SVGOutput.write(
          ScreenSVGRenderer.svg(for: screen, title: "\(report.displayName) after \(step.event)"), named: prefix + ".svg", in: directory)
      }
      if let snapshot = step.snapshot {
        try SVGOutput.write(
          ScreenSVGRenderer.svg(for: snapshot, title: "\(report.displayName): the snapshot"), named: prefix + "-snapshot.svg",
          in: directory)
      }
    }
    if let snapshot = report.snapshotStep?.snapshot {
      try SVGOutput.write(
        ScreenSVGRenderer.appSwitcherCard(snapshot: snapshot, appName: report.displayName), named: "app-switcher-card.svg",
        in: directory)
    }
  }
}
