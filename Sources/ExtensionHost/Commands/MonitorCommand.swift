import ExtensionManifest
import Foundation
import HostEngine
import HostProtocol

/// `extension-host monitor CALLBACK ACTIVITY [EVENT]`: wake the monitor extension in the daemon.
enum MonitorCommand: Subcommand {
  static let format = Option.choice("--format", ["text", "json"], "Text for people (default), or the batch's report.")
  static let at = Option.text(
    "--at", "<time>", "The time the callback sees, its own Date() too, ISO 8601 (2026-12-02T22:00:00Z; default: now).")
  static let timeZone = Option.text(
    "--time-zone", "<id>", "The device's time zone the callback sees (Europe/Paris; default: the daemon's).")
  static let callbackTimeout = Option.number(
    "--callback-timeout", "<ms>", .milliseconds, "How long the callback may run (default 2000).")

  static let declaration = CommandDeclaration(
    name: "monitor",
    summary: "Wake the DeviceActivityMonitor extension in the daemon with one callback",
    overview: """
      Deliver one DeviceActivityMonitor callback (intervalDidStart, intervalDidEnd,
      eventDidReachThreshold, intervalWillStartWarning, intervalWillEndWarning,
      eventWillReachThresholdWarning) to the manifests folder's monitor extension, in the daemon
      ('extension-host serve'), as the system does when a schedule starts or ends or a threshold
      is reached. The daemon launches the monitor for the callback and stops it once it returned
      (as iOS does), supervised like the shield extensions (crashes, backoff, quarantine, memory
      ceiling, status); what it writes to its stores is what the next 'visit --connect' sees.
      The event callbacks take the event's name as a third argument. See Documentation/Daemon.md.

      Exit status: 0 the callback returned and nothing broke the contract; 1 it did not return,
      crashed or broke the contract (a write after return, say); 2 a usage error; 3 set-up (no
      daemon, manifests, a quarantined monitor).
      """,
    usage: ["monitor <callback> <activity> [<event>] [--at <time>] [--socket <path>] [options]"],
    arguments: [
      .init(label: "<callback>", help: "One of the six DeviceActivityMonitor methods, by its Swift name."),
      .init(label: "<activity>", help: "The DeviceActivityName's raw value (bedtime)."),
      .init(label: "<event>", help: "The DeviceActivityEvent.Name's raw value, for the two event callbacks."),
    ],
    options: [
      SharedOptions.manifests, SharedOptions.products, at, timeZone, callbackTimeout, SharedOptions.device, format, SharedOptions.socket,
      SharedOptions.state,
    ])

  static func run(_ arguments: Arguments) async throws -> ExitCode {
    let positionals = arguments.positionals
    guard (2...3).contains(positionals.count) else {
      throw UsageError("name a callback and an activity, and the event for an event callback: monitor intervalDidStart bedtime")
    }
    guard let callback = MonitorCallback(rawValue: positionals[0]) else {
      let names = MonitorCallback.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("no DeviceActivityMonitor callback named '\(DisplayText.escaped(positionals[0]))'; the six are \(names)")
    }
    let event = positionals.count == 3 ? positionals[2] : nil
    switch (callback.takesEvent, event) {
    case (true, nil): throw UsageError("\(callback.rawValue) needs the event's name: monitor \(callback.rawValue) <activity> <event>")
    case (false, _?): throw UsageError("\(callback.rawValue) takes no event")
    default: break
    }
    let now = try SharedOptions.moment(Self.at, in: arguments)?.timeIntervalSince1970
    let absolute = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
    let manifests = try ProductLocator.manifestsDirectory(arguments.value(SharedOptions.manifests))
    let products = arguments.value(SharedOptions.products)
    if let products { _ = try ProductLocator.searchDirectories(products: products) }
    var client = try ControlClient(socketPath: SharedOptions.socketPath(arguments))
    let report = try client.send(
      DaemonMonitorRequest(
        manifests: absolute(manifests), products: products.map(absolute),
        callbacks: [DaemonMonitorRequest.Callback(callback: callback, activity: positionals[1], event: event)],
        now: now, timeZone: arguments.value(Self.timeZone), callbackTimeoutMilliseconds: arguments.number(Self.callbackTimeout),
        device: arguments.value(SharedOptions.device)))
    if arguments.value(Self.format) == "json" {
      Console.out(try ReportJSON.text(report))
    } else {
      Console.out(report.text)
    }
    return report.succeeded ? .success : .failure
  }
}

extension MonitorBatchReport {
  /// The batch for people: each callback, each store change, each fault, what the monitor printed.
  var text: String {
    var lines = callbacks.map { "\(monitor) \($0.callback): \($0.outcome)" }
    lines += notes.map { "note: \($0)" }
    lines += storeChanges
    for fault in faults {
      lines.append("fault: \(monitor) \(fault.detail) [\(fault.kind)]")
      if let fix = fault.fix { lines.append("  fix: \(fix)") }
    }
    lines += logs.map { "\(monitor) \($0)" }
    lines.append("\(monitor): \(exit)")
    return lines.map { DisplayText.escaped($0) }.joined(separator: "\n") + "\n"
  }
}
