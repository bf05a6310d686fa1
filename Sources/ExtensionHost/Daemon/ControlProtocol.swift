import HostProtocol

/// `host/visit`: run a visit in the daemon, with warm extensions; the answer is the visit report.
struct DaemonVisitRequest: RPCRequest {
  static let method = "host/visit"
  typealias Response = VisitReport

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
}

/// `host/status`: what the daemon and each extension are doing.
struct DaemonStatusRequest: RPCRequest {
  static let method = "host/status"
  typealias Response = DaemonStatus
}

/// `host/stop`: shut the daemon down gracefully.
struct DaemonStopRequest: RPCRequest {
  static let method = "host/stop"
  typealias Response = EmptyResult
}

/// `host/restart`: clear an extension's quarantine and restart it on next use.
struct DaemonRestartRequest: RPCRequest {
  static let method = "host/restart"
  typealias Response = DaemonRestartResult
  /// The extension's target name, e.g. `ShieldActionExt`.
  var name: String
}

/// How many supervised extensions matched the name.
struct DaemonRestartResult: Codable, Sendable {
  var restarted: Int
}
