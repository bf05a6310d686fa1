import ExtensionManifest
import Foundation
import Synchronization

/// The daemon's structured log on stderr: human lines by default, JSON lines with `--log-format json`.
///
/// Extension output arrives here tagged with the extension's name, already capped per line and per
/// stream by the connection.
public final class DaemonLog: Sendable {
  /// Lines for people (`human`) or one JSON object per line (`json`).
  public enum Format: String, Sendable { case human, json }
  /// How much a line matters.
  public enum Level: String, Sendable { case debug, info, warning, error }

  let format: Format
  private let lock = Mutex(())

  /// A log writing each line to standard error in `format`.
  public init(format: Format) { self.format = format }

  /// Writes one event; `fields` appear as `key=value` (human) or JSON members.
  public func log(_ level: Level, _ message: String, extension name: String? = nil, _ fields: [String: String] = [:]) {
    let line = line(level, message, extension: name, fields, time: Date().formatted(.iso8601))
    lock.withLock { _ in Console.error(line) }
  }

  /// One event as the line `log` writes, newline included.
  func line(_ level: Level, _ message: String, extension name: String?, _ fields: [String: String], time: String) -> String {
    let line: String
    switch format {
    case .human:
      // One event, one line: a newline in an extension's message must not start a line of its own.
      let tag = name.map { " [\(DisplayText.escaped($0))]" } ?? ""
      let extra = fields.sorted { $0.key < $1.key }.map { " \($0.key)=\(DisplayText.escaped($0.value))" }.joined()
      line = "\(time) \(level.rawValue)\(tag) \(DisplayText.escaped(message))\(extra)\n"
    case .json:
      var object: [String: String] = fields
      object["time"] = time
      object["level"] = level.rawValue
      object["message"] = message
      if let name { object["extension"] = name }
      let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
      line = String(decoding: data, as: UTF8.self) + "\n"
    }
    return line
  }

  /// The observer a connection calls for its transcript: extension output and host events.
  func observer(for name: String) -> @Sendable (TranscriptEntry) -> Void {
    { [self] entry in
      switch entry.channel {
      case .stdout, .stderr, .log: log(.info, entry.text, extension: name, ["stream": entry.channel.rawValue])
      case .event: log(.debug, entry.text, extension: name)
      case .sent, .received: break
      }
    }
  }
}
