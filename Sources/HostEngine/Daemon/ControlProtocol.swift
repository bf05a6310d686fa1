public import HostProtocol

/// `host/visit`: run a visit in the daemon, with warm extensions; the answer is the visit report.
public struct DaemonVisitRequest: RPCRequest {
  /// The JSON-RPC method name.
  public static let method = "host/visit"
  /// The result the daemon answers with.
  public typealias Response = VisitReport

  /// A URL or domain, when visiting a web domain.
  var url: String?
  /// A bundle id, when visiting an app.
  var app: String?
  var category: String?
  /// `primary` or `secondary`.
  var press: String
  /// Absolute path of the manifests folder.
  var manifests: String
  var policy: String?
  var products: String?
  var shield: [String]
  var configurationTimeoutMilliseconds: Double?
  var actionTimeoutMilliseconds: Double?
  /// The action extension to run (`--action`), when the folder holds several.
  var action: String? = nil
  /// The configuration extension to run (`--configuration`), when the folder holds several.
  var configuration: String? = nil
  /// The device's lock for this visit (`DeviceState`'s raw value); nil: the daemon's own (`serve --device-state`).
  var device: String? = nil

  /// Memberwise: every field given, or left at its default.
  public init(url: String? = nil, app: String? = nil, category: String? = nil, press: String, manifests: String, policy: String? = nil, products: String? = nil, shield: [String], configurationTimeoutMilliseconds: Double? = nil, actionTimeoutMilliseconds: Double? = nil, action: String? = nil, configuration: String? = nil, device: String? = nil) {
    self.device = device
    self.action = action
    self.configuration = configuration
    self.url = url
    self.app = app
    self.category = category
    self.press = press
    self.manifests = manifests
    self.policy = policy
    self.products = products
    self.shield = shield
    self.configurationTimeoutMilliseconds = configurationTimeoutMilliseconds
    self.actionTimeoutMilliseconds = actionTimeoutMilliseconds
  }
}

/// `host/status`: what the daemon and each extension are doing.
public struct DaemonStatusRequest: RPCRequest {
  /// The JSON-RPC method name.
  public static let method = "host/status"
  /// The result the daemon answers with.
  public typealias Response = DaemonStatus

  /// The request; it has no parameters.
  public init() {}
}

/// `host/stop`: shut the daemon down gracefully.
public struct DaemonStopRequest: RPCRequest {
  /// The JSON-RPC method name.
  public static let method = "host/stop"
  /// The result the daemon answers with.
  public typealias Response = EmptyResult

  /// The request; it has no parameters.
  public init() {}
}

/// `host/restart`: clear an extension's quarantine and restart it on next use.
public struct DaemonRestartRequest: RPCRequest {
  /// The JSON-RPC method name.
  public static let method = "host/restart"
  /// The result the daemon answers with.
  public typealias Response = DaemonRestartResult
  /// The extension's target name, e.g. `ShieldActionExt`.
  var name: String

  /// Memberwise: every field given, or left at its default.
  public init(name: String) {
    self.name = name
  }
}

/// How many supervised extensions matched the name.
public struct DaemonRestartResult: Codable, Sendable {
  /// The restarted.
  public var restarted: Int
}
