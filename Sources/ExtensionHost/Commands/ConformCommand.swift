import Conformance
import Glibc
import HostEngine

/// `extension-host conform`: run the protocol conformance suite against extensions.
enum ConformCommand: Subcommand {
  static let list = Option.flag("--list", "List the checks (id, extension point, what it requires) and exit.")
  static let check = Option.text(
    "--check", "<id>",
    "Run only this check (repeatable). Checks it needs run too; they are reported only when they do not pass.",
    repeatable: true)
  static let format = Option.choice("--format", ["text", "json", "junit"], "text for people (default); json or junit for CI.")
  static let requestTimeout = Option.number(
    "--request-timeout", "<ms>", .milliseconds,
    "How long one request may take (default 1000 for configuration, 2000 for action extensions).")
  static let shutdownTimeout = Option.number(
    "--shutdown-timeout", "<ms>", .milliseconds, "How long an extension may take to exit (default 1000).")
  static let submenu = Option.flag(
    "--submenu",
    "Also press the secondary button's submenu items on every action extension (by default only when a "
      + "configuration extension of the same run offers a submenu, as iOS sends them only then).")
  static let memoryLimit = Option.number(
    "--memory-limit", "<MiB>", .mebibytes(from: 1),
    "Peak resident memory allowed (default \(ConformanceOptions.defaultMemoryCeilingMiB)); see Documentation/Conformance.md for why.")

  static let declaration = CommandDeclaration(
    name: "conform",
    summary: "Run the protocol conformance suite against shield and monitor extensions",
    overview: """
      Run named checks against each shield extension and say exactly which rule it breaks:
      handshake, principal class, every overload and action, answers (.close or .defer, once, in
      time), well-formed configurations, unknown methods and malformed params, repeated, concurrent
      and cancelled requests, memory, shutdown, and what it writes where.
      """,
    usage: ["conform [<manifest-or-dir> ...] [options]", "conform --list"],
    arguments: [
      .init(
        label: "<manifest-or-dir>",
        help: "An extension's Info.plist, or a folder of manifests (plists/): every extension in it is checked. "
          + "Default: ./plists, else the bundled samples.")
    ],
    options: [list, check, format, SharedOptions.products, SharedOptions.handshakeTimeout, requestTimeout, shutdownTimeout, submenu, memoryLimit],
    notes: "Progress goes to standard error; the report to standard output.")

  static func run(_ arguments: Arguments) async throws -> ExitCode {
    let list = arguments.flag(Self.list)
    let selected = arguments.values(Self.check)
    let format = arguments.value(Self.format) ?? "text"
    let products = arguments.value(SharedOptions.products)
    var options = ConformanceOptions()
    options.alwaysSendSubmenuActions = arguments.flag(Self.submenu)
    if let value = arguments.number(SharedOptions.handshakeTimeout) { options.handshakeTimeout = .milliseconds(value) }
    if let value = arguments.number(Self.requestTimeout) { options.requestTimeout = .milliseconds(value) }
    if let value = arguments.number(Self.shutdownTimeout) { options.shutdownGrace = .milliseconds(value) }
    if let value = arguments.number(Self.memoryLimit) { options.memoryCeilingBytes = UInt64(value * Double(1 << 20)) }
    let paths = arguments.positionals
    let selection = try ConformanceChecks.selection(selected)
    if list {
      Console.out(ConformanceChecks.listing)
      return .success
    }

    let manifests = paths.isEmpty ? [try ProductLocator.manifestsDirectory(nil)] : paths
    let targets = try ProductLocator.resolvingExecutables(products: products) { directories throws(SetupError) in
      try ConformanceTargets.resolve(manifests, searchDirectories: directories)
    }
    Descendants.adopt()
    SignalHandlers.tearDownOnSignal()
    let runner = ConformanceRunner(options: options, selection: selection, progress: progressPrinter())
    let report = await runner.run(targets)
    SignalHandlers.yieldToTearDown()
    Descendants.killOrphans()
    switch format {
    case "json": Console.out(try report.json())
    case "junit": Console.out(report.junit)
    default: Console.out(report.text)
    }
    return report.hasFailures ? .failure : .success
  }

  /// Progress on standard error: one updating line on a terminal, one line per extension otherwise.
  private static func progressPrinter() -> @Sendable (ConformanceRunner.Progress) -> Void {
    let isTerminal = isatty(STDERR_FILENO) == 1
    return { progress in
      switch progress {
      case .extensionStarted(let target, let checks):
        if !isTerminal { Console.error("conform: \(target.name): running \(checks) checks\n") }
      case .checkStarted(let target, let id, let index, let total):
        if isTerminal { Console.error("conform: \(target.name) [\(index)/\(total)] \(id)", after: "\r\u{1B}[K") }
      case .extensionFinished(let report):
        let counts = "\(report.count(.pass)) passed, \(report.count(.fail)) failed, \(report.count(.skip)) skipped"
        Console.error("conform: \(report.name): \(counts)\n", after: isTerminal ? "\r\u{1B}[K" : "")
      }
    }
  }
}
