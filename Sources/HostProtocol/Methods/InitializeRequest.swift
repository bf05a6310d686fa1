/// The handshake, sent by the host once, before anything else.
///
/// It tells the extension which contract to serve: the protocol version, the extension point and
/// the principal class from its manifest (build settings already expanded), and the host's limits.
/// The extension checks them against itself and answers with what it serves, or with an error.
public struct InitializeRequest: RPCRequest {
  public static let method = "initialize"
  public typealias Response = InitializeResult

  /// The host's ``HostProtocolVersion/current``.
  public var protocolVersion: Int
  /// `NSExtension/NSExtensionPointIdentifier` from the manifest.
  public var extensionPoint: String
  /// `NSExtension/NSExtensionPrincipalClass` from the manifest, expanded (`Module.Class`).
  public var principalClass: String
  /// Limits the extension must respect.
  public var limits: HostLimits

  public init(protocolVersion: Int, extensionPoint: String, principalClass: String, limits: HostLimits) {
    self.protocolVersion = protocolVersion
    self.extensionPoint = extensionPoint
    self.principalClass = principalClass
    self.limits = limits
  }
}

/// The extension's answer to ``InitializeRequest``.
public struct InitializeResult: Codable, Hashable, Sendable {
  /// The protocol version the extension speaks.
  public var protocolVersion: Int
  /// The principal class the extension resolved and instantiated.
  public var principalClass: String
  /// The methods the extension serves, e.g. `["shield/configuration"]`.
  public var methods: [String]

  public init(protocolVersion: Int, principalClass: String, methods: [String]) {
    self.protocolVersion = protocolVersion
    self.principalClass = principalClass
    self.methods = methods
  }
}

/// Limits the host enforces, announced in the handshake.
public struct HostLimits: Codable, Hashable, Sendable {
  /// The largest message body either side may send, in bytes.
  public var maxMessageBytes: Int
  /// How long the host waits for an answer to one request, in milliseconds.
  public var requestTimeoutMilliseconds: Int

  public init(maxMessageBytes: Int, requestTimeoutMilliseconds: Int) {
    self.maxMessageBytes = maxMessageBytes
    self.requestTimeoutMilliseconds = requestTimeoutMilliseconds
  }
}

/// The version of this protocol. Bumped on any incompatible change.
public enum HostProtocolVersion {
  public static let current = 1
}
