import Foundation

/// A log handle, as the `os` module's `OSLog`: a subsystem and category for `os_log`.
public final class OSLog: Sendable {
  /// The subsystem, usually the bundle identifier.
  public let subsystem: String
  /// The category within the subsystem.
  public let category: String
  let isEnabled: Bool

  /// A handle for a subsystem and category.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
    isEnabled = true
  }

  private init(disabled: ()) {
    subsystem = ""
    category = ""
    isEnabled = false
  }

  /// The default handle.
  public static let `default` = OSLog(subsystem: "", category: "")
  /// A handle whose messages go nowhere.
  public static let disabled = OSLog(disabled: ())

  /// Whether messages of `type` are kept: every type but on the disabled handle.
  public func isEnabled(type: OSLogType) -> Bool { isEnabled }
}

/// Logs `message`, a printf-style format (`"Saved %{public}@ in %d ms"`), with `args`, as the
/// `os` module's `os_log`. Privacy annotations are accepted and, as with `Logger`, not applied;
/// a specifier without an argument writes `<missing>` instead of reading past the arguments.
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
  _ args: any CVarArg...
) {
  guard log.isEnabled else { return }
  Logger.emit(type, subsystem: log.subsystem, category: log.category, LogFormat.format(message.description, args))
}

/// Logs `message` at `type` (the iOS 12 argument order).
public func os_log(
  _ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, _ message: StaticString,
  _ args: any CVarArg...
) {
  guard log.isEnabled else { return }
  Logger.emit(type, subsystem: log.subsystem, category: log.category, LogFormat.format(message.description, args))
}

/// Logs an interpolated message (iOS 14's form).
public func os_log(_ message: OSLogMessage) {
  Logger.emit(.default, subsystem: "", category: "", message.text)
}

/// Logs an interpolated message at `type` on `log` (iOS 14's form).
public func os_log(_ type: OSLogType, log: OSLog, _ message: OSLogMessage) {
  guard log.isEnabled else { return }
  Logger.emit(type, subsystem: log.subsystem, category: log.category, message.text)
}
