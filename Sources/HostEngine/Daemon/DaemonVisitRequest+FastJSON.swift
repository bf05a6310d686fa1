public import HostProtocol

// `host/visit`'s fast JSON paths: the same members and values as its `Codable`.

extension DaemonVisitRequest: FastJSONEncodable, FastJSONDecodable {
  /// Writes the JSON form with the fast writer.
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("url", url)
    output.member("app", app)
    output.member("category", category)
    output.member("press", press)
    output.member("manifests", manifests)
    output.member("policy", policy)
    output.member("products", products)
    output.member("shield", shield)
    output.member("configurationTimeoutMilliseconds", configurationTimeoutMilliseconds)
    output.member("actionTimeoutMilliseconds", actionTimeoutMilliseconds)
    output.member("action", action)
    output.member("configuration", configuration)
    output.member("device", device)
    output.endObject()
  }

  /// Reads the JSON form with the fast parser; nil when the value does not fit.
  public init?(json: HostProtocol.JSONValue) {
    guard json.members != nil, let url = json.optional("url", { $0.string }), let app = json.optional("app", { $0.string }),
      let category = json.optional("category", { $0.string }), let press = json["press"]?.string,
      let manifests = json["manifests"]?.string, let policy = json.optional("policy", { $0.string }),
      let products = json.optional("products", { $0.string }), let shield = json.list("shield", { $0.string }),
      let configurationTimeout = json.optional("configurationTimeoutMilliseconds", { $0.double }),
      let actionTimeout = json.optional("actionTimeoutMilliseconds", { $0.double }),
      let action = json.optional("action", { $0.string }), let configuration = json.optional("configuration", { $0.string }),
      let device = json.optional("device", { $0.string })
    else { return nil }
    self.init(
      url: url, app: app, category: category, press: press, manifests: manifests, policy: policy, products: products,
      shield: shield, configurationTimeoutMilliseconds: configurationTimeout, actionTimeoutMilliseconds: actionTimeout,
      action: action, configuration: configuration, device: device)
  }
}
