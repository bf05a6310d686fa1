// The widget requests' fast JSON paths: the same members and values as their `Codable`. A
// `widgets` run asks one render per entry, family and device state, so these are the widget
// process's hot messages.

extension WidgetRenderRequest: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("kind", kind)
    output.member("family", family)
    output.member("source", source.rawValue)
    output.member("entry", entry)
    output.member("environment", environment)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let kind = json["kind"]?.string, let family = json["family"]?.string,
      let source = json["source"]?.string.flatMap(WidgetEntrySource.init(rawValue:)), let entry = json["entry"]?.int,
      let environment = json["environment"].flatMap(WidgetEnvironment.init(json:))
    else { return nil }
    self.init(kind: kind, family: family, source: source, entry: entry, environment: environment)
  }
}

extension WidgetEnvironment: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("redactionReasons", redactionReasons)
    output.member("colorScheme", colorScheme)
    output.member("isLuminanceReduced", isLuminanceReduced)
    output.member("renderingMode", renderingMode)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let redactionReasons = json["redactionReasons"]?.stringArray, let colorScheme = json["colorScheme"]?.string,
      let isLuminanceReduced = json["isLuminanceReduced"]?.bool,
      let renderingMode = json.optional("renderingMode", { $0.string })
    else { return nil }
    self.init(
      redactionReasons: redactionReasons, colorScheme: colorScheme, isLuminanceReduced: isLuminanceReduced,
      renderingMode: renderingMode)
  }
}

extension WidgetRenderResult: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("view", view)
    output.member("readsRedactionReasons", readsRedactionReasons)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let view = json["view"].flatMap(ViewNode.init(json:)), let reads = json["readsRedactionReasons"]?.bool
    else { return nil }
    self.init(view: view, readsRedactionReasons: reads)
  }
}

extension WidgetReloadNotification: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("kind", kind)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard json.members != nil, let kind = json.optional("kind", { $0.string }) else { return nil }
    self.init(kind: kind)
  }
}
