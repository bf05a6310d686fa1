import FoundationEssentials

// The fast JSON paths of what a shield covers: the same members, order and values as `Codable`
// (an enum case with a value is `{"case": {"_0": value}}`).

extension OpaqueToken: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("data", data.base64EncodedString())
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let data = json["data"]?.base64Data else { return nil }
    self.init(data: data)
  }
}

extension ApplicationInfo: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("bundleIdentifier", bundleIdentifier)
    output.member("localizedDisplayName", localizedDisplayName)
    output.member("token", token)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard json.members != nil, let bundleIdentifier = json.optional("bundleIdentifier", { $0.string }),
      let localizedDisplayName = json.optional("localizedDisplayName", { $0.string }),
      let token = json.optional("token", OpaqueToken.init(json:))
    else { return nil }
    self.init(bundleIdentifier: bundleIdentifier, localizedDisplayName: localizedDisplayName, token: token)
  }
}

extension WebDomainInfo: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("domain", domain)
    output.member("token", token)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard json.members != nil, let domain = json.optional("domain", { $0.string }),
      let token = json.optional("token", OpaqueToken.init(json:))
    else { return nil }
    self.init(domain: domain, token: token)
  }
}

extension ActivityCategoryInfo: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("localizedDisplayName", localizedDisplayName)
    output.member("token", token)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard json.members != nil, let localizedDisplayName = json.optional("localizedDisplayName", { $0.string }),
      let token = json.optional("token", OpaqueToken.init(json:))
    else { return nil }
    self.init(localizedDisplayName: localizedDisplayName, token: token)
  }
}

extension ShieldSubject: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    switch self {
    case .application(let info): output.singleCase("application", info)
    case .webDomain(let info): output.singleCase("webDomain", info)
    }
  }

  public init?(json: JSONValue) {
    guard let (name, value) = json.singleCase else { return nil }
    switch name {
    case "application": guard let info = ApplicationInfo(json: value) else { return nil }; self = .application(info)
    case "webDomain": guard let info = WebDomainInfo(json: value) else { return nil }; self = .webDomain(info)
    default: return nil
    }
  }
}

extension ShieldActionTarget: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    switch self {
    case .application(let token): output.singleCase("application", token)
    case .webDomain(let token): output.singleCase("webDomain", token)
    case .category(let token): output.singleCase("category", token)
    }
  }

  public init?(json: JSONValue) {
    guard let (name, value) = json.singleCase, let token = OpaqueToken(json: value) else { return nil }
    switch name {
    case "application": self = .application(token)
    case "webDomain": self = .webDomain(token)
    case "category": self = .category(token)
    default: return nil
    }
  }
}

extension JSONOutput {
  /// An enum case with one unlabelled value, as `Codable` writes it: `{"name": {"_0": value}}`.
  mutating func singleCase(_ name: StaticString, _ value: some FastJSONEncodable) {
    beginObject()
    key(name)
    beginObject()
    member("_0", value)
    endObject()
    endObject()
  }
}

extension JSONValue {
  /// An enum case with one unlabelled value, as `Codable` writes it: `{"name": {"_0": value}}`.
  var singleCase: (name: String, value: JSONValue)? {
    guard let members, members.count == 1, let value = members[0].value["_0"] else { return nil }
    return (members[0].key, value)
  }
}
