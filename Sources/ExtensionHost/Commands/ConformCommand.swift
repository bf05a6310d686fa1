import Glibc

/// `extension-host conform`: run the protocol conformance suite against extensions.
enum ConformCommand: Subcommand {
  static let name = "conform"
  static let summary = "Run the protocol conformance suite against shield extensions"
  static let help = """
    OVERVIEW: Run named checks against each shield extension and say exactly which rule it breaks:
    handshake, principal class, every overload and action, answers (.close or .defer, once, in
    time), well-formed configurations, unknown methods and malformed params, repeated, concurrent
    and cancelled requests, memory, shutdown, and what it writes where.

    USAGE: extension-host conform [<manifest-or-dir> ...] [options]
           extension-host conform --list

    ARGUMENTS:
      <manifest-or-dir>          An extension's Info.plist, or a folder of manifests (plists/):
                                 every extension in it is checked. Default: ./plists, else the
                                 bundled samples.

    OPTIONS:
      --list                     List the checks (id, extension point, what it requires) and exit.
      --check <id>               Run only this check (repeatable). Checks it needs run too; they
                                 are reported only when they do not pass.
      --format text|json|junit   text for people (default); json or junit for CI.
      --products <dir>           Where the extension executables are (default: next to the
                                 manifests, then next to extension-host).
      --handshake-timeout <ms>   How long an extension may take to start (default 2000).
      --request-timeout <ms>     How long one request may take (default 1000 for configuration,
                                 2000 for action extensions).
      --shutdown-timeout <ms>    How long an extension may take to exit (default 1000).
      --submenu                  Also press the secondary button's submenu items on every action
                                 extension (by default only when a configuration extension of
                                 the same run offers a submenu, as iOS sends them only then).
      --memory-limit <MiB>       Peak resident memory allowed (default \(ConformanceOptions.defaultMemoryCeilingMiB)); see
                                 Documentation/Conformance.md for why.
      -h, --help                 Show this help.

    Progress goes to standard error; the report to standard output.

    \(ExitCode.helpTable)

    """

  static func run(_ arguments: inout Arguments) async throws -> ExitCode {
    let list = arguments.flag("--list")
    let selected = try arguments.options("--check")
    let format = try arguments.option("--format", oneOf: ["text", "json", "junit"]) ?? "text"
    let products = try arguments.option("--products")
    var options = ConformanceOptions()
    options.alwaysSendSubmenuActions = arguments.flag("--submenu")
    if let value = try arguments.number("--handshake-timeout") { options.handshakeTimeout = .milliseconds(value) }
    if let value = try arguments.number("--request-timeout") { options.requestTimeout = .milliseconds(value) }
    if let value = try arguments.number("--shutdown-timeout") { options.shutdownGrace = .milliseconds(value) }
    if let value = try arguments.number("--memory-limit") {
      guard value >= 1 else { throw UsageError("--memory-limit needs at least 1 (MiB)") }
      options.memoryCeilingBytes = UInt64(value * Double(1 << 20))
    }
    let paths = try arguments.positionals()
    try arguments.finish()
    let selection = try ConformanceChecks.selection(selected)
    if list {
      Console.out(ConformanceChecks.listing)
      return .success
    }

    let manifests = paths.isEmpty ? [try ProductLocator.manifestsDirectory(nil)] : paths
    let targets = try ConformanceTargets.resolve(
      manifests, searchDirectories: (products.map { [$0] } ?? []) + [ProductLocator.hostDirectory])
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
        if isTerminal { Console.error("\r\u{1B}[Kconform: \(target.name) [\(index)/\(total)] \(id)") }
      case .extensionFinished(let report):
        let counts = "\(report.count(.pass)) passed, \(report.count(.fail)) failed, \(report.count(.skip)) skipped"
        Console.error((isTerminal ? "\r\u{1B}[K" : "") + "conform: \(report.name): \(counts)\n")
      }
    }
  }
}
