import ExtensionManifest
import Foundation
import HostEngine
import HostProtocol

/// `extension-host status`: what the daemon and its extensions are doing.
enum StatusCommand: Subcommand {
  static let format = Option.choice("--format", ["text", "json"], "A table (default) or the raw status.")

  static let declaration = CommandDeclaration(
    name: "status",
    summary: "Show the daemon's extensions: state, pid, uptime, latency, restarts",
    overview: "Show what the daemon ('extension-host serve') is doing.",
    usage: ["status [--socket <path>] [--format text|json]"],
    options: [SharedOptions.socket, SharedOptions.state, format])

  static func run(_ arguments: Arguments) async throws -> ExitCode {
    guard arguments.positionals.isEmpty else { throw UsageError("status takes no arguments") }
    let socket = SharedOptions.socketPath(arguments)
    let format = arguments.value(Self.format) ?? "text"
    var client = try ControlClient(socketPath: socket)
    let status = try client.send(DaemonStatusRequest())
    if format == "json" {
      Console.out(try ReportJSON.text(status))
    } else {
      Console.out(status.table)
    }
    return .success
  }
}

/// `extension-host stop`: shut the daemon down gracefully.
enum StopCommand: Subcommand {
  static let declaration = CommandDeclaration(
    name: "stop",
    summary: "Stop the daemon gracefully",
    overview: "Stop the daemon: visits in flight finish, every extension is stopped, the socket goes.",
    usage: ["stop [--socket <path>]"],
    options: [SharedOptions.socket, SharedOptions.state])

  static func run(_ arguments: Arguments) async throws -> ExitCode {
    guard arguments.positionals.isEmpty else { throw UsageError("stop takes no arguments") }
    let socket = SharedOptions.socketPath(arguments)
    var client = try ControlClient(socketPath: socket)
    _ = try client.send(DaemonStopRequest())
    Console.out("stopping the daemon at \(socket)\n")
    return .success
  }
}

/// `extension-host restart NAME`: clear a quarantine.
enum RestartCommand: Subcommand {
  static let declaration = CommandDeclaration(
    name: "restart",
    summary: "Clear an extension's quarantine; it starts afresh on next use",
    overview: "Restart a supervised extension by target name, clearing its quarantine and counters.",
    usage: ["restart <name> [--socket <path>]"],
    options: [SharedOptions.socket, SharedOptions.state])

  static func run(_ arguments: Arguments) async throws -> ExitCode {
    let socket = SharedOptions.socketPath(arguments)
    let names = arguments.positionals
    guard names.count == 1 else { throw UsageError("name one extension, e.g. ShieldActionExt") }
    var client = try ControlClient(socketPath: socket)
    let result = try client.send(DaemonRestartRequest(name: names[0]))
    guard result.restarted > 0 else {
      Console.error("error: the daemon supervises no extension named '\(DisplayText.escaped(names[0]))'\n")
      return .failure
    }
    Console.out("restarted \(DisplayText.escaped(names[0]))\n")
    return .success
  }
}

extension DaemonStatus {
  /// The `status` table.
  var table: String {
    func format(_ value: Double?, _ unit: String) -> String {
      value.map { String(format: "%.1f%@", $0, unit) } ?? "-"
    }
    var out = "daemon pid \(pid), up \(format(uptimeMilliseconds / 1000, " s")), \(visits) visits"
    if monitorBatches > 0 { out += ", \(monitorBatches) monitor batches" }
    out += " (\(visitsInFlight) in flight)"
    out += ", rss \(residentKilobytes.map { "\($0) kB" } ?? "-"), fds \(openDescriptors.map(String.init) ?? "-")"
    out += ", threads \(threads.map(String.init) ?? "-")\n"
    guard !extensions.isEmpty else { return out + "no extensions yet\n" }
    let header = ["NAME", "STATE", "PID", "UPTIME", "REQUESTS", "P50", "P99", "RESTARTS", "CRASHES", "STRIKES", "RSS"]
    var rows = [header]
    for item in extensions {
      rows.append([
        DisplayText.escaped(item.name), item.state, item.pid.map(String.init) ?? "-", format(item.uptimeMilliseconds.map { $0 / 1000 }, " s"),
        "\(item.requests)", format(item.p50Milliseconds, " ms"), format(item.p99Milliseconds, " ms"), "\(item.restarts)",
        "\(item.crashes)", "\(item.strikes)", item.residentKilobytes.map { "\($0) kB" } ?? "-",
      ])
    }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    for row in rows {
      out += zip(row, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(separator: "  ") + "\n"
    }
    for item in extensions where item.lastProblem != nil {
      out += DisplayText.escaped("\(item.name): \(item.lastProblem ?? "")") + "\n"
    }
    return out
  }
}
