import HostProtocol

// `host/visit`'s fast JSON paths: the same members and values as its `Codable`.

extension DaemonVisitRequest: FastJSONEncodable, FastJSONDecodable {
  func write(to output: inout JSONOutput) {
    output.beginObject()
    output.optional("url", url)
    output.optional("app", app)
    output.optional("category", category)
    output.key("press")
    output.string(press)
    output.key("manifests")
    output.string(manifests)
    output.optional("policy", policy)
    output.optional("products", products)
    output.key("shield")
    output.array(shield) { $0.string($1) }
    if let configurationTimeoutMilliseconds {
      output.key("configurationTimeoutMilliseconds")
      output.double(configurationTimeoutMilliseconds)
    }
    if let actionTimeoutMilliseconds {
      output.key("actionTimeoutMilliseconds")
      output.double(actionTimeoutMilliseconds)
    }
    output.endObject()
  }

  init?(json: HostProtocol.JSONValue) {
    guard json.members != nil, let url = json.optional("url", { $0.string }), let app = json.optional("app", { $0.string }),
      let category = json.optional("category", { $0.string }), let press = json["press"]?.string,
      let manifests = json["manifests"]?.string, let policy = json.optional("policy", { $0.string }),
      let products = json.optional("products", { $0.string }), let shield = json.list("shield", { $0.string }),
      let configurationTimeout = json.optional("configurationTimeoutMilliseconds", { $0.double }),
      let actionTimeout = json.optional("actionTimeoutMilliseconds", { $0.double })
    else { return nil }
    self.init(
      url: url, app: app, category: category, press: press, manifests: manifests, policy: policy, products: products,
      shield: shield, configurationTimeoutMilliseconds: configurationTimeout, actionTimeoutMilliseconds: actionTimeout)
  }
}
