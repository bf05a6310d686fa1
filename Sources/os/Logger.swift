import Foundation
import HostProtocol
import ManagedSettings

/// A logger, as the `os` module's `Logger`.
///
/// Under `extension-host`, messages reach the host as `$/log` notifications and appear in the
/// visit's log of the extension; without a host they go to stderr. Interpolated values are
/// shown as they are, whatever their `privacy`, as on a device with a debugger attached.
public struct Logger: Sendable {
  /// The subsystem, usually the bundle identifier.
  public let subsystem: String
  /// The category within the subsystem.
  public let category: String

  /// A logger for a subsystem and category.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }

  /// Whether messages are written (not through `OSLog.disabled`).
  private(set) var isEnabled = true

  /// The default logger.
  public init() { self.init(subsystem: "", category: "") }

  /// A logger that writes through `log`'s subsystem and category; nothing through `OSLog.disabled`.
  public init(_ log: OSLog) {
    self.init(subsystem: log.subsystem, category: log.category)
    isEnabled = log.isEnabled(type: .default)
  }

  /// Logs at the default level.
  public func log(_ message: OSLogMessage) { write(.default, message) }
  /// Logs at `level`.
  public func log(level: OSLogType, _ message: OSLogMessage) { write(level, message) }
  /// Logs at the debug level.
  public func debug(_ message: OSLogMessage) { write(.debug, message) }
  /// Logs at the debug level.
  public func trace(_ message: OSLogMessage) { write(.debug, message) }
  /// Logs at the info level.
  public func info(_ message: OSLogMessage) { write(.info, message) }
  /// Logs at the notice (default) level.
  public func notice(_ message: OSLogMessage) { write(.default, message) }
  /// Logs a warning, at the error level.
  public func warning(_ message: OSLogMessage) { write(.error, message) }
  /// Logs at the error level.
  public func error(_ message: OSLogMessage) { write(.error, message) }
  /// Logs at the fault level.
  public func fault(_ message: OSLogMessage) { write(.fault, message) }
  /// Logs at the fault level.
  public func critical(_ message: OSLogMessage) { write(.fault, message) }

  private func write(_ type: OSLogType, _ message: OSLogMessage) {
    guard isEnabled else { return }
    Self.emit(type, subsystem: subsystem, category: category, message.text)
  }

  /// Sends `text` at `type`'s level to the host (stderr without one), prefixed with where it is
  /// from: the one way out for `Logger` and `os_log` alike.
  static func emit(_ type: OSLogType, subsystem: String, category: String, _ text: String) {
    let origin = [subsystem, category].filter { !$0.isEmpty }.joined(separator: "/")
    let line = origin.isEmpty ? text : "[\(origin)] \(text)"
    if !HostLink.notify(LogNotification(level: type.level, message: line)) {
      FileHandle.standardError.write(Data("\(type.level.rawValue): \(line)\n".utf8))
    }
  }
}

/// A log level, as the `os` module's `OSLogType`.
public struct OSLogType: Equatable, Sendable {
  let level: LogNotification.Level

  /// The default level (notice).
  public static let `default` = OSLogType(level: .notice)
  /// Information that helps diagnose problems.
  public static let info = OSLogType(level: .info)
  /// Debugging detail.
  public static let debug = OSLogType(level: .debug)
  /// An error.
  public static let error = OSLogType(level: .error)
  /// A bug.
  public static let fault = OSLogType(level: .fault)
}
