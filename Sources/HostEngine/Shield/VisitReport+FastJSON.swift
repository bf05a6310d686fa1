public import HostProtocol

// The visit report's fast JSON paths, used between the daemon and `visit --connect`: the same
// members and values as its `Codable` (which stays the format of `--format json`, re-encoded
// from the value with sorted keys).

extension VisitReport: FastJSONEncodable, FastJSONDecodable {
  /// Writes the JSON form with the fast writer.
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("target", target)
    output.member("decision", decision)
    output.member("decisionAfterAnswer", decisionAfterAnswer)
    output.member("category", category)
    output.member("frames", frames)
    output.member("pressed", pressed)
    output.member("pressNotOffered", pressNotOffered)
    output.member("actionOverload", actionOverload)
    output.member("response", response)
    output.member("answeredBySystem", answeredBySystem)
    output.member("outcome", outcome)
    output.member("faults", faults)
    output.key("droppedFaults")
    output.beginObject()
    for (name, count) in droppedFaults {
      output.key(name)
      output.int(count)
    }
    output.endObject()
    output.member("timedOut", timedOut)
    output.member("notes", notes)
    output.member("sharedState", sharedState)
    output.key("logs")
    output.beginObject()
    for (name, lines) in logs {
      output.key(name)
      lines.write(to: &output)
    }
    output.endObject()
    output.key("extensionExits")
    output.beginObject()
    for (name, exit) in extensionExits {
      output.key(name)
      output.string(exit)
    }
    output.endObject()
    output.member("totalMilliseconds", totalMilliseconds)
    output.member("transcript", transcript)
    output.endObject()
  }

  /// Reads the JSON form with the fast parser; nil when the value does not fit.
  public init?(json: HostProtocol.JSONValue) {
    guard let target = json["target"]?.string, let decision = json["decision"]?.string,
      let decisionAfterAnswer = json.optional("decisionAfterAnswer", { $0.string }),
      let category = json.optional("category", { $0.string }),
      let frames = json.list("frames", Frame.init(json:)),
      let pressed = json.optional("pressed", { $0.string }),
      let pressNotOffered = json.optional("pressNotOffered", PressNotOffered.init(json:)),
      let actionOverload = json.optional("actionOverload", { $0.string }),
      let response = json.optional("response", { $0.string }), let answeredBySystem = json["answeredBySystem"]?.bool,
      let outcome = json["outcome"]?.string,
      let faults = json.list("faults", Fault.init(json:)),
      let droppedFaults = json["droppedFaults"]?.dictionary({ $0.int }), let notes = json.list("notes", { $0.string }),
      let timedOut = json.list("timedOut", { $0.string }),
      let sharedState = json.optional("sharedState", SharedState.init(json:)),
      let logs = json["logs"]?.dictionary({ $0.list { $0.string } }),
      let extensionExits = json["extensionExits"]?.dictionary({ $0.string }),
      let totalMilliseconds = json["totalMilliseconds"]?.double,
      let transcript = json.list("transcript", TranscriptEntry.init(json:))
    else { return nil }
    self.init(
      target: target, decision: decision, decisionAfterAnswer: decisionAfterAnswer, category: category,
      frames: frames, pressed: pressed, pressNotOffered: pressNotOffered, actionOverload: actionOverload, response: response,
      answeredBySystem: answeredBySystem, outcome: outcome,
      faults: faults, droppedFaults: droppedFaults, timedOut: timedOut, notes: notes, sharedState: sharedState, logs: logs, extensionExits: extensionExits,
      totalMilliseconds: totalMilliseconds, transcript: transcript)
  }
}

extension VisitReport.Frame: FastJSONEncodable, FastJSONDecodable {
  /// Writes the JSON form with the fast writer.
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("reason", reason)
    output.member("overload", overload)
    output.member("configuration", configuration)
    output.member("isSystemDefault", isSystemDefault)
    output.member("fallbackReason", fallbackReason)
    output.endObject()
  }

  /// Reads the JSON form with the fast parser; nil when the value does not fit.
  public init?(json: HostProtocol.JSONValue) {
    guard let reason = json["reason"]?.string, let overload = json.optional("overload", { $0.string }),
      let configuration = json.optional("configuration", ShieldConfiguration.init(json:)),
      let isSystemDefault = json["isSystemDefault"]?.bool,
      let fallbackReason = json.optional("fallbackReason", { $0.string })
    else { return nil }
    self.init(
      reason: reason, overload: overload, configuration: configuration, isSystemDefault: isSystemDefault,
      fallbackReason: fallbackReason)
  }
}

extension VisitReport.Fault: FastJSONEncodable, FastJSONDecodable {
  /// Writes the JSON form with the fast writer.
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("extension", self.extension)
    output.member("kind", kind)
    output.member("detail", detail)
    output.member("isViolation", isViolation)
    output.endObject()
  }

  /// Reads the JSON form with the fast parser; nil when the value does not fit.
  public init?(json: HostProtocol.JSONValue) {
    guard let name = json["extension"]?.string, let kind = json["kind"]?.string, let detail = json["detail"]?.string,
      let isViolation = json["isViolation"]?.bool
    else { return nil }
    self.init(extension: name, kind: kind, detail: detail, isViolation: isViolation)
  }
}

extension PressNotOffered: FastJSONEncodable, FastJSONDecodable {
  /// Writes the JSON form with the fast writer.
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("press", press)
    output.member("shieldShows", shieldShows)
    output.member("failedConfiguration", failedConfiguration)
    output.member("noConfigurationExtension", noConfigurationExtension)
    output.endObject()
  }

  /// Reads the JSON form with the fast parser; nil when the value does not fit.
  public init?(json: HostProtocol.JSONValue) {
    guard let press = json["press"]?.string, let shieldShows = json["shieldShows"]?.string,
      let failedConfiguration = json.optional("failedConfiguration", { $0.string }),
      let noConfigurationExtension = json["noConfigurationExtension"]?.bool
    else { return nil }
    self.init(
      press: press, shieldShows: shieldShows, failedConfiguration: failedConfiguration,
      noConfigurationExtension: noConfigurationExtension)
  }
}

extension VisitReport.SharedState: FastJSONEncodable, FastJSONDecodable {
  /// Writes the JSON form with the fast writer.
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("directory", directory)
    output.member("seeded", seeded)
    output.member("storeChanges", storeChanges)
    output.member("notifications", notifications)
    output.member("darwinNotifications", darwinNotifications)
    output.endObject()
  }

  /// Reads the JSON form with the fast parser; nil when the value does not fit.
  public init?(json: HostProtocol.JSONValue) {
    guard let directory = json.optional("directory", { $0.string }), let seeded = json.list("seeded", { $0.string }),
      let storeChanges = json.list("storeChanges", { $0.string }),
      let notifications = json.list("notifications", VisitReport.UserNotification.init(json:)),
      let darwinNotifications = json.list("darwinNotifications", { $0.string })
    else { return nil }
    self.init(
      directory: directory, seeded: seeded, storeChanges: storeChanges, notifications: notifications,
      darwinNotifications: darwinNotifications)
  }
}

extension VisitReport.UserNotification: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("extension", self.extension)
    output.member("identifier", identifier)
    output.member("title", title)
    output.member("subtitle", subtitle)
    output.member("body", body)
    output.member("trigger", trigger)
    output.member("deliveryDate", deliveryDate)
    output.member("secondsAfterVisit", secondsAfterVisit)
    output.member("delivered", delivered)
    output.endObject()
  }

  public init?(json: HostProtocol.JSONValue) {
    guard let name = json["extension"]?.string, let identifier = json["identifier"]?.string,
      let title = json["title"]?.string, let subtitle = json["subtitle"]?.string, let body = json["body"]?.string,
      let trigger = json["trigger"]?.string, let deliveryDate = json.optional("deliveryDate", { $0.string }),
      let secondsAfterVisit = json.optional("secondsAfterVisit", { $0.double }), let delivered = json["delivered"]?.bool
    else { return nil }
    self.init(
      extension: name, identifier: identifier, title: title, subtitle: subtitle, body: body, trigger: trigger,
      deliveryDate: deliveryDate, secondsAfterVisit: secondsAfterVisit, delivered: delivered)
  }
}

extension TranscriptEntry: FastJSONEncodable, FastJSONDecodable {
  /// Writes the JSON form with the fast writer.
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("milliseconds", milliseconds)
    output.member("extension", self.extension)
    output.member("channel", channel.rawValue)
    output.member("text", text)
    output.endObject()
  }

  /// Reads the JSON form with the fast parser; nil when the value does not fit.
  public init?(json: HostProtocol.JSONValue) {
    guard let milliseconds = json["milliseconds"]?.double, let name = json["extension"]?.string,
      let channel = json["channel"]?.string.flatMap(Channel.init(rawValue:)), let text = json["text"]?.string
    else { return nil }
    self.init(milliseconds: milliseconds, extension: name, channel: channel, text: text)
  }
}

extension HostProtocol.JSONValue {
  /// This object as a dictionary, every value read by `read`.
  func dictionary<T>(_ read: (HostProtocol.JSONValue) -> T?) -> [String: T]? {
    guard let members else { return nil }
    var result: [String: T] = [:]
    for member in members {
      guard let value = read(member.value) else { return nil }
      result[member.key] = value
    }
    return result
  }
}
