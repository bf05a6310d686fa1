import Foundation
import HostProtocol

/// `extension-host visit`: simulate a visit to a blocked web domain or app.
enum VisitCommand: Subcommand {
  static let name = "visit"
  static let summary = "Simulate a visit to a blocked site or app, end to end"
  static let help = """
    OVERVIEW: Simulate a visit to a shielded web domain or app, as iOS would.

    Reads the app's and the extensions' manifests, decides from the shield policy whether the
    target is shielded, asks the configuration extension for the shield, draws it, presses a
    button, asks the action extension what to do, enforces its answer (.close or .defer, exactly
    once, in time), decides again, and reports what happens to the user. .defer redraws the
    shield, unless the action extension removed the target from ManagedSettingsStore first:
    then the shield lifts and the target opens. App Group containers and the app's stores
    persist in the state directory between visits; `extension-host reset` wipes them.

    USAGE: extension-host visit <url-or-domain> [options]
           extension-host visit --app <bundle-id> [options]

    ARGUMENTS:
      <url-or-domain>            A URL (https://social.example/feed) or a bare domain.

    OPTIONS:
      --app <bundle-id>          Visit an app instead of a web domain.
      --category <name>          The target's Screen Time category (overrides the policy's lists).
      --press primary|secondary  The button to press (default: primary).
      --manifests <dir>          The manifests folder (default: ./plists, else the bundled sample).
      --policy <file>            The shield policy (default: <manifests>/ShieldPolicy.plist).
      --shield <target>          Also shield this domain or app bundle id by token (repeatable).
      --products <dir>           Where the extension executables are (default: next to the
                                 manifests, then next to extension-host).
      --state <dir>              Where App Group containers and ManagedSettings stores persist
                                 (default: $EXTENSION_HOST_STATE, else $XDG_STATE_HOME/extension-host,
                                 else ~/.local/state/extension-host). With --connect, the daemon's
                                 state is used, and --state names the daemon's socket folder.
      --format text|json         Text for people (default); json: the whole transcript.
      --configuration-timeout <ms>  How long the configuration extension may take (default 1000).
      --action-timeout <ms>      How long the action extension may take to complete (default 2000).
      --handshake-timeout <ms>   How long an extension may take to start (default 2000).
      --render <file.svg>        Also draw the shield as an SVG iPhone screen; after a .defer,
                                 a strip showing the shield before and after the redraw.
      --appearance light|dark    The appearance for --render (default: light).
      --connect[=<socket>]       Run the visit in the daemon ('extension-host serve') with warm
                                 extensions (default socket: <state>/serve.sock). Same output.
      --no-color                 Never colour the shield (NO_COLOR is honoured too).
      -h, --help                 Show this help.

    \(ExitCode.helpTable)

    """

  static func run(_ arguments: inout Arguments) async throws -> ExitCode {
    var options = VisitOptions(target: .webDomain(""))
    let app = try arguments.option("--app")
    options.category = try arguments.option("--category")
    let press = try arguments.option("--press", oneOf: ["primary", "secondary"])
    options.press = press == "secondary" ? .secondaryButtonPressed : .primaryButtonPressed
    let manifests = try arguments.option("--manifests")
    let policy = try arguments.option("--policy")
    let extraShields = try arguments.options("--shield")
    let products = try arguments.option("--products")
    let state = try arguments.option("--state")
    let format = try arguments.option("--format", oneOf: ["text", "json"]) ?? "text"
    if let value = try arguments.number("--configuration-timeout") { options.configurationTimeout = .milliseconds(value) }
    if let value = try arguments.number("--action-timeout") { options.actionTimeout = .milliseconds(value) }
    if let value = try arguments.number("--handshake-timeout") { options.limits.handshakeTimeout = .milliseconds(value) }
    let renderPath = try arguments.option("--render")
    let appearance = Appearance(rawValue: try arguments.option("--appearance", oneOf: ["light", "dark"]) ?? "light")
    let noColor = arguments.flag("--no-color")
    let connectFlag = arguments.flag("--connect")
    let connectPath = try arguments.option("--connect")
    let positionals = try arguments.positionals()
    try arguments.finish()

    switch (app, positionals.count) {
    case (let bundleIdentifier?, 0): options.target = .application(bundleIdentifier: bundleIdentifier)
    case (nil, 1): options.target = try VisitTarget.webDomain(fromURL: positionals[0])
    case (nil, 0): throw UsageError("name a URL or domain to visit, or --app BUNDLE_ID")
    default: throw UsageError("visit takes one target: a URL or domain, or --app BUNDLE_ID")
    }

    let hostDirectory = ProductLocator.hostDirectory
    let manifestsDirectory = try ProductLocator.manifestsDirectory(manifests)
    let report: VisitReport
    if connectFlag || connectPath != nil {
      let absolute = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
      let socket = connectPath ?? state.map { $0 + "/serve.sock" } ?? DaemonPaths.defaultSocket
      var client = try ControlClient(socketPath: socket)
      var url: String?
      if case .webDomain(let domain) = options.target { url = domain }
      report = try client.send(
        DaemonVisitRequest(
          url: url, app: app, category: options.category, press: press ?? "primary",
          manifests: absolute(manifestsDirectory), policy: policy.map(absolute), products: products.map(absolute),
          shield: extraShields, configurationTimeoutMilliseconds: milliseconds(options.configurationTimeout),
          actionTimeoutMilliseconds: milliseconds(options.actionTimeout)))
    } else {
      Descendants.adopt()
      SignalHandlers.tearDownOnSignal()
      defer { Descendants.killOrphans() }
      let sharedState = SharedStateOptions(
        directory: try state ?? StateDirectory.defaultPath(), manifestsDirectory: manifestsDirectory)
      report = try await directVisit(
        options, manifests: manifestsDirectory, policy: policy, shields: extraShields,
        searchDirectories: (products.map { [$0] } ?? []) + [hostDirectory], sharedState: sharedState)
    }
    SignalHandlers.yieldToTearDown()
    try output(report, format: format, noColor: noColor, renderPath: renderPath, appearance: appearance ?? .light)
    return report.hasViolations ? .failure : .success
  }

  private static func directVisit(
    _ options: VisitOptions, manifests: String, policy: String?, shields: [String], searchDirectories: [String],
    sharedState: SharedStateOptions
  ) async throws -> VisitReport {
    var setup = try SetupLoader.load(manifests: manifests, policyPath: policy, searchDirectories: searchDirectories)
    setup.policy.shield(shields)
    let provider = ColdLaunchProvider(limits: options.limits, stopGrace: options.stopGrace)
    var session = VisitSession(setup: setup, options: options, provider: provider)
    session.sharedState = sharedState
    return try await session.run()
  }

  private static func output(
    _ report: VisitReport, format: String, noColor: Bool, renderPath: String?, appearance: Appearance
  ) throws {
    if format == "json" {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      Console.out(String(decoding: try encoder.encode(report), as: UTF8.self) + "\n")
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
    try ShieldSVGRenderer.write(ShieldSVGRenderer.svg(frames: frames, appearance: appearance), to: path)
    Console.error("wrote \(path)\n")
  }
}
