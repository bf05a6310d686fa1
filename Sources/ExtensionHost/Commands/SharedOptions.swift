import ExtensionManifest
import Foundation
import HostEngine
import HostProtocol

/// Options several commands take, declared once so every command names and explains them alike.
enum SharedOptions {
  static let manifests = Option.text(
    "--manifests", "<dir>",
    "The manifests folder (default: ./plists, else the current folder when it holds ShieldPolicy.plist, "
      + "else the bundled sample).")
  static let products = Option.text(
    "--products", "<dir>",
    "Where the extension executables are (default: next to extension-host, built there when missing). "
      + "It must exist.")
  static let state = Option.text(
    "--state", "<dir>",
    "The state directory: App Group containers, ManagedSettings stores and the daemon's socket "
      + "(default: $EXTENSION_HOST_STATE, else $XDG_STATE_HOME/extension-host, else ~/.local/state/extension-host).")
  static let socket = Option.text(
    "--socket", "<path>", "The daemon's socket (default: serve.sock in the state directory).")
  static let handshakeTimeout = Option.number(
    "--handshake-timeout", "<ms>", .milliseconds, "How long an extension may take to start (default 2000).")

  static let device = Option.choice(
    "--device-state", DeviceState.allCases.map(\.rawValue),
    "The device's lock (default unlocked; through the daemon, the state serve was started with). "
      + "locked: the extensions cannot open App Group files of class complete or completeUnlessOpen; "
      + "before-first-unlock (after a restart): nor of the default class (completeUntilFirstUserAuthentication). "
      + "Each refused open is named. Needs CAP_SYS_ADMIN (root).")

  /// The moment `option` names, ISO 8601 with its offset (2026-12-02T22:00:00Z); nil when absent.
  static func moment(_ option: Option, in arguments: Arguments) throws -> Date? {
    guard let text = arguments.value(option) else { return nil }
    guard let date = try? Date(text, strategy: .iso8601) else {
      throw UsageError("\(option.name) wants an ISO 8601 time such as 2026-12-02T22:00:00Z, not '\(DisplayText.escaped(text))'")
    }
    return date
  }

  /// The daemon's socket a client command talks to: `--socket`, else `serve.sock` in `--state`,
  /// else in the default state directory.
  static func socketPath(_ arguments: Arguments) -> String {
    arguments.value(socket) ?? DaemonPaths.socket(inStateDirectory: arguments.value(state) ?? DaemonPaths.defaultStateDirectory)
  }
}
