import Glibc

/// What `extension-host status` shows for one supervised extension.
public struct ExtensionStatus: Codable, Hashable, Sendable {
  /// The name.
  public var name: String
  /// The executable.
  public var executable: String
  /// The principal class.
  public var principalClass: String
  /// `running`, `stopped` or `quarantined`.
  public var state: String
  /// The pid.
  public var pid: Int32?
  /// The uptime (ms).
  public var uptimeMilliseconds: Double?
  /// The requests.
  public var requests: Int
  /// The p50 (ms).
  public var p50Milliseconds: Double?
  /// The p99 (ms).
  public var p99Milliseconds: Double?
  /// The restarts.
  public var restarts: Int
  /// The crashes.
  public var crashes: Int
  /// The strikes.
  public var strikes: Int
  /// The resident (kB).
  public var residentKilobytes: Int?
  /// Why it is quarantined, or how it last crashed.
  public var lastProblem: String?
}

/// What `extension-host status` shows for the daemon.
public struct DaemonStatus: Codable, Sendable {
  /// The pid.
  public var pid: Int32
  /// The socket.
  public var socket: String
  /// The uptime (ms).
  public var uptimeMilliseconds: Double
  /// The visits.
  public var visits: Int
  /// The monitor batches (`host/monitor`).
  public var monitorBatches: Int
  /// The visits and monitor batches in flight.
  public var visitsInFlight: Int
  /// The resident (kB).
  public var residentKilobytes: Int?
  /// The open descriptors.
  public var openDescriptors: Int?
  /// The threads.
  public var threads: Int?
  /// The extensions.
  public var extensions: [ExtensionStatus]
}
