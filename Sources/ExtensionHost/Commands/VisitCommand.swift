import ExtensionManifest
import Foundation
import HostEngine
import HostProtocol
import ShieldRendering

/// `extension-host visit`: simulate a visit to a blocked web domain or app.
enum VisitCommand: Subcommand {
  static let app = Option.text("--app", "<bundle-id>", "Visit an app instead of a web domain.")
  static let category = Option.text(
    "--category", "<name>", "The target's Screen Time category (overrides the policy's lists).")
  static let press = Option.choice("--press", ["primary", "secondary"],
    "The button to press (default: primary).")
  static let action = Option.text(
    "--action", "<name>",
    "The shield action extension to run when the manifests hold several: its target name, bundle id or Info.plist path.")
  static let configuration = Option.text(
    "--configuration", "<name>",
    "The shield configuration extension to run when the manifests hold several: target name, bundle id or Info.plist path.")
  static let policy = Option.text("--policy", "<file>", "The shield policy (default: <manifests>/ShieldPolicy.plist).")
  static let shield = Option.text(
    "--shield", "<target>", "Also shield this domain or app bundle id by token (repeatable).", repeatable: true)
  static let format = Option.choice("--format", ["text", "json"], "Text for people (default); json: the whole transcript.")
  static let configurationTimeout = Option.number(
    "--configuration-timeout", "<ms>", .milliseconds, "How long the configuration extension may take (default 1000).")
  static let actionTimeout = Option.number(
    "--action-timeout", "<ms>", .milliseconds, "How long the action extension may take to complete (default 2000).")
  static let render = Option.text(
    "--render", "<file.svg>",
    "Also draw the shield as an SVG iPhone screen; after a .defer, a strip showing the shield before and after the redraw.")
  static let appearance = Option.choice("--appearance", ["light", "dark"], "The appearance for --render (default: light).")
  static let connect = Option.flag(
    "--connect",
    "Run the visit in the daemon ('extension-host serve') with warm extensions; same output. Implied by --socket. "
      + "The daemon's state is used; --state names the folder of its socket. There a timeout shorter than the "
      + "default only times out the visit (exit 1, 'Timed out'): the warm extension is held to the default.")
  static let noColor = Option.flag("--no-color", "Never colour the shield (NO_COLOR is honoured too).")

  static let declaration = CommandDeclaration(
    name: "visit",
    summary: "Simulate a visit to a blocked site or app, end to end",
    overview: """
      Simulate a visit to a shielded web domain or app, as iOS would.

      Reads the app's and the extensions' manifests, decides from the shield policy whether the
      target is shielded, asks the configuration extension for the shield, draws it, presses a
      button, asks the action extension what to do, enforces its answer (.close or .defer, exactly
      once, in time), decides again, and reports what happens to the user. .defer redraws the
      shield, unless the action extension removed the target from ManagedSettingsStore first:
      then the shield lifts and the target opens. A project that ships a monitor but no shield
      extension (or one of the two) shows the system default shield, and a press with no action
      extension closes the shield (the system's own handling); a note says so. App Group
      containers and the app's stores persist in the state directory between visits;
      `extension-host reset` wipes them.
      """,
    usage: ["visit <url-or-domain> [options]", "visit --app <bundle-id> [options]"],
    arguments: [.init(label: "<url-or-domain>", help: "A URL (https://social.example/feed) or a bare domain.")],
    options: [
      app, category, press, SharedOptions.manifests, action, configuration, policy, shield, SharedOptions.products, SharedOptions.state,
      format, configurationTimeout, actionTimeout, SharedOptions.handshakeTimeout, SharedOptions.device, render, appearance, connect,
      SharedOptions.socket, noColor,
    ])

  static func run(_ arguments: Arguments) async throws -> ExitCode {
    var options = VisitOptions(target: .webDomain(""))
    let app = arguments.value(Self.app)
    options.category = arguments.value(Self.category)
    let press = arguments.value(Self.press)
    options.press = press == "secondary" ? .secondaryButtonPressed : .primaryButtonPressed
    let manifests = arguments.value(SharedOptions.manifests)
    let choice = ExtensionChoice(action: arguments.value(Self.action), configuration: arguments.value(Self.configuration))
    let policy = arguments.value(Self.policy)
    let extraShields = arguments.values(Self.shield)
    let products = arguments.value(SharedOptions.products)
    let state = arguments.value(SharedOptions.state)
    let format = arguments.value(Self.format) ?? "text"
    if let value = arguments.number(Self.configurationTimeout) { options.configurationTimeout = .milliseconds(value) }
    if let value = arguments.number(Self.actionTimeout) { options.actionTimeout = .milliseconds(value) }
    if let value = arguments.number(SharedOptions.handshakeTimeout) { options.limits.handshakeTimeout = .milliseconds(value) }
    let device = arguments.value(SharedOptions.device)
    if let device { options.device = DeviceState(rawValue: device) ?? .unlocked }
    let renderPath = arguments.value(Self.render)
    if let renderPath { try RenderDestination.checkFile(renderPath) }
    let appearance = Appearance(rawValue: arguments.value(Self.appearance) ?? "light")
    let noColor = arguments.flag(Self.noColor)
    let useDaemon = arguments.flag(Self.connect) || arguments.value(SharedOptions.socket) != nil
    let positionals = arguments.positionals

    switch (app, positionals.count) {
    case (let bundleIdentifier?, 0): options.target = .application(bundleIdentifier: bundleIdentifier)
    case (nil, 1): options.target = try VisitTarget.webDomain(fromURL: positionals[0])
    case (nil, 0): throw UsageError("name a URL or domain to visit, or --app BUNDLE_ID")
    default: throw UsageError("visit takes one target: a URL or domain, or --app BUNDLE_ID")
    }

    let manifestsDirectory = try ProductLocator.manifestsDirectory(manifests)
    let report: VisitReport
    if useDaemon {
      let absolute = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
      let socket = SharedOptions.socketPath(arguments)
      if let products { _ = try ProductLocator.searchDirectories(products: products) }
      var client = try ControlClient(socketPath: socket)
      var url: String?
      if case .webDomain(let domain) = options.target { url = domain }
      report = try client.send(
        DaemonVisitRequest(
          url: url, app: app, category: options.category, press: press ?? "primary",
          manifests: absolute(manifestsDirectory), policy: policy.map(absolute), products: products.map(absolute),
          shield: extraShields, configurationTimeoutMilliseconds: milliseconds(options.configurationTimeout),
          actionTimeoutMilliseconds: milliseconds(options.actionTimeout), action: choice.action,
          configuration: choice.configuration, device: device))
    } else {
      Descendants.adopt()
      SignalHandlers.tearDownOnSignal()
      defer { Descendants.killOrphans() }
      let sharedState = SharedStateOptions(
        directory: try state ?? StateDirectory.defaultPath(), manifestsDirectory: manifestsDirectory)
      var setup = try ProductLocator.resolvingExecutables(products: products) { directories throws(SetupError) in
        try SetupLoader.load(
          manifests: manifestsDirectory, policyPath: policy, searchDirectories: directories, choice: choice)
      }
      setup.policy.shield(extraShields)
      report = try await directVisit(options, setup: setup, sharedState: sharedState)
    }
    SignalHandlers.yieldToTearDown()
    try output(report, format: format, noColor: noColor, renderPath: renderPath, appearance: appearance ?? .light)
    if let usage = report.unofferedPressUsage {
      Console.error("error: \(DisplayText.escaped(usage))\n")
      return .usage
    }
    return report.succeeded ? .success : .failure
  }

  private static func directVisit(
    _ options: VisitOptions, setup: ShieldSetup, sharedState: SharedStateOptions
  ) async throws -> VisitReport {
    let provider = ColdLaunchProvider(options: options)
    var session = VisitSession(setup: setup, options: options, provider: provider)
    session.sharedState = sharedState
    return try await session.run()
  }

  private static func output(
    _ report: VisitReport, format: String, noColor: Bool, renderPath: String?, appearance: Appearance
  ) throws {
    if format == "json" {
      Console.out(try ReportJSON.text(report))
    } else {
      let useColor = !noColor && Console.outputIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
      Console.out(report.text(useColor: useColor))
    }
    if let renderPath { try render(report, to: renderPath, appearance: appearance) }
  }

  /// Draws the visit's shields into one SVG: a single screen, or a strip when `.defer` redrew it.
  private static func render(_ report: VisitReport, to path: String, appearance: Appearance) throws {
    let subject = report.target.split(separator: " ").first.map(String.init) ?? report.target
    let frames = report.frames.enumerated().map { index, frame in
      let caption = "\(index + 1). " + (index == 0 ? "Shield" : "After .defer (\(report.pressed ?? "press"))")
      return (caption, ResolvedShield(frame.configuration, subjectName: subject, isSystemDefault: frame.isSystemDefault))
    }
    try SVGOutput.write(
      ShieldSVGRenderer.svg(frames: frames, appearance: appearance, notifications: report.notificationBanners), to: path)
    Console.error("wrote \(path)\n")
  }
}
