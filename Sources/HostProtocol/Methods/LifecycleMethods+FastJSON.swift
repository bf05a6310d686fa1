// The fast JSON paths of the handshake, shutdown, exit, cancellation and ping: the same members,
// order and values as their `Codable`.

extension InitializeRequest: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("protocolVersion", protocolVersion)
    output.member("extensionPoint", extensionPoint)
    output.member("principalClass", principalClass)
    output.key("limits")
    output.beginObject()
    output.member("maxMessageBytes", limits.maxMessageBytes)
    output.member("requestTimeoutMilliseconds", limits.requestTimeoutMilliseconds)
    output.endObject()
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let protocolVersion = json["protocolVersion"]?.int, let extensionPoint = json["extensionPoint"]?.string,
      let principalClass = json["principalClass"]?.string, let limits = json["limits"],
      let maxMessageBytes = limits["maxMessageBytes"]?.int,
      let requestTimeoutMilliseconds = limits["requestTimeoutMilliseconds"]?.int
    else { return nil }
    self.init(
      protocolVersion: protocolVersion, extensionPoint: extensionPoint, principalClass: principalClass,
      limits: HostLimits(maxMessageBytes: maxMessageBytes, requestTimeoutMilliseconds: requestTimeoutMilliseconds))
  }
}

extension InitializeResult: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("protocolVersion", protocolVersion)
    output.member("principalClass", principalClass)
    output.member("methods", methods)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let protocolVersion = json["protocolVersion"]?.int, let principalClass = json["principalClass"]?.string,
      let methods = json["methods"]?.stringArray
    else { return nil }
    self.init(protocolVersion: protocolVersion, principalClass: principalClass, methods: methods)
  }
}

extension CancelRequestNotification: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("id", id)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let id = json["id"].flatMap(RequestID.init(json:)) else { return nil }
    self.init(id: id)
  }
}

extension RequestID: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    switch self {
    case .number(let number): output.int(number)
    case .string(let string): output.string(string)
    }
  }

  /// A plain integer or a string; anything else (`1.0`, which `Codable` reads as 1) is left to `Codable`.
  public init?(json: JSONValue) {
    if let number = json.int {
      self = .number(number)
    } else if let string = json.string {
      self = .string(string)
    } else {
      return nil
    }
  }
}

/// Messages whose value has no members: `{}` on the wire, any object accepted.
protocol MemberlessFastJSON: FastJSONEncodable, FastJSONDecodable {
  init()
}

extension MemberlessFastJSON {
  public func write(to output: inout JSONOutput) { output.raw("{}") }
  public init?(json: JSONValue) {
    guard json.members != nil else { return nil }
    self.init()
  }
}

extension EmptyResult: MemberlessFastJSON {}
extension ShutdownRequest: MemberlessFastJSON {}
extension ExitNotification: MemberlessFastJSON {}
extension PingRequest: MemberlessFastJSON {}
