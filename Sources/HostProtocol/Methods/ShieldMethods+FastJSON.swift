// The fast JSON paths of the shield requests and results: the same members, order and values as
// their `Codable`.

extension ShieldConfigurationRequest: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.key("subject")
    subject.write(to: &output)
    if let category {
      output.key("category")
      category.write(to: &output)
    }
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
    output.key("configuration")
    configuration.write(to: &output)
    output.key("isSystemDefault")
    output.bool(isSystemDefault)
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
    output.key("action")
    output.string(action.rawValue)
    output.key("target")
    target.write(to: &output)
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
    output.key("response")
    output.int(response.rawValue)
    output.key("isSystemDefault")
    output.bool(isSystemDefault)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let response = json["response"]?.int, let isSystemDefault = json["isSystemDefault"]?.bool else { return nil }
    self.init(response: ShieldActionResponse(rawValue: response), isSystemDefault: isSystemDefault)
  }
}
