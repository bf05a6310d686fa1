public import HostProtocol

/// `host/monitor`: wake the manifests folder's DeviceActivityMonitor extension with one batch of
/// callbacks, as the system does when a monitored schedule starts or ends or a threshold is
/// reached. The daemon launches the monitor for the batch, delivers the callbacks in order, and
/// stops it after they returned (as iOS does), supervised like every extension it hosts; what
/// the monitor wrote lands in the daemon's stores, which the next `host/visit` reads.
public struct DaemonMonitorRequest: RPCRequest {
  /// The JSON-RPC method name.
  public static let method = "host/monitor"
  /// The result the daemon answers with.
  public typealias Response = MonitorBatchReport

  /// One callback of the batch.
  public struct Callback: Codable, Sendable, Equatable {
    /// Which of the six `DeviceActivityMonitor` methods.
    public var callback: MonitorCallback
    /// The `DeviceActivityName`'s raw value.
    public var activity: String
    /// The `DeviceActivityEvent.Name`'s raw value, for the two event callbacks (and only them).
    public var event: String?

    /// Memberwise: every field given, or left at its default.
    public init(callback: MonitorCallback, activity: String, event: String? = nil) {
      self.callback = callback
      self.activity = activity
      self.event = event
    }
  }

  /// Absolute path of the manifests folder (it must hold a monitor extension).
  var manifests: String
  var products: String?
  /// The batch, delivered in this order; at least one, at most `maxCallbacks`.
  var callbacks: [Callback]
  /// The time the callbacks see (`Date.now` in them), in seconds since 1970; nil: the daemon's clock.
  var now: Double?
  /// The device's time zone identifier the callbacks see; nil: the daemon's.
  var timeZone: String?
  /// How long each callback may run before it is `unresponsive`; nil: 2,000 ms.
  var callbackTimeoutMilliseconds: Double?
  /// The device's lock during the batch (`DeviceState`'s raw value); nil: the daemon's (`serve --device-state`).
  var device: String?

  /// The most callbacks one batch may hold.
  public static let maxCallbacks = 64

  /// Memberwise: every field given, or left at its default.
  public init(manifests: String, products: String? = nil, callbacks: [Callback], now: Double? = nil, timeZone: String? = nil, callbackTimeoutMilliseconds: Double? = nil, device: String? = nil) {
    self.device = device
    self.manifests = manifests
    self.products = products
    self.callbacks = callbacks
    self.now = now
    self.timeZone = timeZone
    self.callbackTimeoutMilliseconds = callbackTimeoutMilliseconds
  }
}

/// What one `host/monitor` batch did: each callback's outcome, the store changes, and every
/// fault, each named once against the monitor.
public struct MonitorBatchReport: Codable, Sendable {
  /// One delivered (or undelivered) callback.
  public struct Callback: Codable, Sendable {
    /// As Swift writes it: `intervalDidStart(for: bedtime)`.
    public var callback: String
    /// `returned`, or why not (`no return within 2000 ms`, `not delivered: …`).
    public var outcome: String
    /// How long it ran, when it was delivered.
    public var milliseconds: Double?
  }

  /// One fault of the monitor in this batch.
  public struct Fault: Codable, Sendable {
    /// The fault's stable name (`crashed`, `unresponsive`, `work-after-return`, …).
    public var kind: String
    /// What happened.
    public var detail: String
    /// How to fix it, when the host knows.
    public var fix: String?
  }

  /// The monitor extension's target name.
  public var monitor: String
  /// The callbacks, in the order they were sent.
  public var callbacks: [Callback] = []
  /// One sentence per changed store setting.
  public var storeChanges: [String] = []
  /// The faults, each once.
  public var faults: [Fault] = []
  /// The device's lock, and each App Group file it kept the monitor from opening.
  public var notes: [String] = []
  /// What the monitor printed and logged (`stdout: …`, `stderr: …`, `log: …`).
  public var logs: [String] = []
  /// How the process ended (the daemon stops it after the batch).
  public var exit: String = ""
  /// How much the monitor's dirty memory grew during the batch (kB), when it could be read.
  public var memoryKilobytes: Int?

  /// Whether every callback returned and nothing broke the contract.
  public var succeeded: Bool { faults.isEmpty && callbacks.allSatisfy { $0.outcome == "returned" } }
}
