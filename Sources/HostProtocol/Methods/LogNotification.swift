/// A log line the extension sends to the host (its stdout and stderr are captured as well).
public struct LogNotification: RPCNotification {
  public static let method = "$/log"

  /// How serious the message is.
  public enum Level: String, Codable, Sendable {
    case debug, info, notice, error, fault
  }

  public var level: Level
  public var message: String

  public init(level: Level, message: String) {
    self.level = level
    self.message = message
  }
}
