// The fast JSON paths of the shield requests and results: the same members, order and values as
// their `Codable`.

extension ShieldConfigurationRequest: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("subject", subject)
    output.member("category", category)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let subject = json["subject"].flatMap(ShieldSubject.init(json:)),
      let category = json.optional("category", ActivityCategoryInfo.init(json:))
    else { return nil }
    self.init(subject: subject, category: category)
  }
}

extension ShieldConfigurationResult: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("configuration", configuration)
    output.member("isSystemDefault", isSystemDefault)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let configuration = json["configuration"].flatMap(ShieldConfiguration.init(json:)),
      let isSystemDefault = json["isSystemDefault"]?.bool
    else { return nil }
    self.init(configuration: configuration, isSystemDefault: isSystemDefault)
  }
}

extension HandleShieldActionRequest: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("action", action.rawValue)
    output.member("target", target)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let action = json["action"]?.string.flatMap(ShieldAction.init(rawValue:)),
      let target = json["target"].flatMap(ShieldActionTarget.init(json:))
    else { return nil }
    self.init(action: action, target: target)
  }
}

extension HandleShieldActionResult: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("response", response.rawValue)
    output.member("isSystemDefault", isSystemDefault)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let response = json["response"]?.int, let isSystemDefault = json["isSystemDefault"]?.bool else { return nil }
    self.init(response: ShieldActionResponse(rawValue: response), isSystemDefault: isSystemDefault)
  }
}
