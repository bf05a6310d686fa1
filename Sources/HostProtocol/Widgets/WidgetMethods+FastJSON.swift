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
    output.member("showsContainerBackground", showsContainerBackground)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let redactionReasons = json["redactionReasons"]?.stringArray, let colorScheme = json["colorScheme"]?.string,
      let isLuminanceReduced = json["isLuminanceReduced"]?.bool,
      let renderingMode = json.optional("renderingMode", { $0.string }),
      let showsContainerBackground = json.optional("showsContainerBackground", { $0.bool })
    else { return nil }
    self.init(
      redactionReasons: redactionReasons, colorScheme: colorScheme, isLuminanceReduced: isLuminanceReduced,
      renderingMode: renderingMode, showsContainerBackground: showsContainerBackground)
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

extension WidgetKindsRequest: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard json.members != nil else { return nil }
    self.init()
  }
}

extension WidgetKindsResult: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("entryPoint", entryPoint)
    output.member("widgets", widgets)
    output.member("systemDrawn", systemDrawn)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let entryPoint = json["entryPoint"]?.string, let widgets = json.list("widgets", WidgetKindDescription.init(json:)),
      let systemDrawn = json.optional("systemDrawn", { $0.stringArray })
    else { return nil }
    self.init(entryPoint: entryPoint, widgets: widgets, systemDrawn: systemDrawn)
  }
}

extension WidgetKindDescription: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("kind", kind)
    output.member("displayName", displayName)
    output.member("summary", summary)
    output.member("families", families)
    output.member("configuration", configuration)
    output.member("backgroundRemovable", backgroundRemovable)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let kind = json["kind"]?.string, let displayName = json.optional("displayName", { $0.string }),
      let summary = json.optional("summary", { $0.string }), let families = json["families"]?.stringArray,
      let configuration = json["configuration"]?.string, let backgroundRemovable = json.optional("backgroundRemovable", { $0.bool })
    else { return nil }
    self.init(
      kind: kind, displayName: displayName, summary: summary, families: families, configuration: configuration,
      backgroundRemovable: backgroundRemovable)
  }
}

extension WidgetTimelineRequest: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("kind", kind)
    output.member("family", family)
    output.member("source", source.rawValue)
    output.member("now", now)
    output.member("timeZone", timeZone)
    output.member("environmentVariants", environmentVariants)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let kind = json["kind"]?.string, let family = json["family"]?.string,
      let source = json["source"]?.string.flatMap(WidgetEntrySource.init(rawValue:)), let now = json["now"]?.double,
      let timeZone = json.optional("timeZone", { $0.string }),
      let environmentVariants = json.optional("environmentVariants", { $0.list(WidgetEnvironment.init(json:)) })
    else { return nil }
    self.init(kind: kind, family: family, source: source, now: now, timeZone: timeZone, environmentVariants: environmentVariants)
  }
}

extension WidgetTimelineResult: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("entryDates", entryDates)
    output.member("policy", policy)
    output.member("milliseconds", milliseconds)
    output.member("askedAt", askedAt)
    output.member("readsAppGroup", readsAppGroup)
    output.member("readsAppGroupDefaults", readsAppGroupDefaults)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let entryDates = json.list("entryDates", { $0.double }),
      let policy = json.optional("policy", WidgetReloadPolicy.init(json:)), let milliseconds = json["milliseconds"]?.double,
      let askedAt = json.optional("askedAt", { $0.double }), let readsAppGroup = json.optional("readsAppGroup", { $0.bool }),
      let readsAppGroupDefaults = json.optional("readsAppGroupDefaults", { $0.bool })
    else { return nil }
    self.init(
      entryDates: entryDates, policy: policy, milliseconds: milliseconds, askedAt: askedAt, readsAppGroup: readsAppGroup,
      readsAppGroupDefaults: readsAppGroupDefaults)
  }
}

extension WidgetReloadPolicy: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("kind", kind)
    output.member("date", date)
    output.endObject()
  }

  public init?(json: JSONValue) {
    // A policy WidgetKit lacks goes to `init(from:)`, which names what is wrong at its key.
    guard let kind = json["kind"]?.string, let date = json.optional("date", { $0.double }),
      Self.isWidgetKits(kind: kind, date: date)
    else { return nil }
    self.init(kind: kind, date: date)
  }
}

extension WidgetConfigurationsRequest: MemberlessFastJSON {}
