import HostProtocol

// The visit report's fast JSON paths, used between the daemon and `visit --connect`: the same
// members and values as its `Codable` (which stays the format of `--format json`, re-encoded
// from the value with sorted keys).

extension VisitReport: FastJSONEncodable, FastJSONDecodable {
  func write(to output: inout JSONOutput) {
    output.beginObject()
    output.key("target")
    output.string(target)
    output.key("decision")
    output.string(decision)
    output.optional("decisionAfterAnswer", decisionAfterAnswer)
    output.optional("category", category)
    output.key("frames")
    output.array(frames) { $1.write(to: &$0) }
    output.optional("pressed", pressed)
    output.optional("actionOverload", actionOverload)
    output.optional("response", response)
    output.key("outcome")
    output.string(outcome)
    output.key("faults")
    output.array(faults) { $1.write(to: &$0) }
    output.key("notes")
    output.array(notes) { $0.string($1) }
    if let sharedState {
      output.key("sharedState")
      sharedState.write(to: &output)
    }
    output.key("logs")
    output.beginObject()
    for (name, lines) in logs {
      output.key(name)
      output.array(lines) { $0.string($1) }
    }
    output.endObject()
    output.key("extensionExits")
    output.beginObject()
    for (name, exit) in extensionExits {
      output.key(name)
      output.string(exit)
    }
    output.endObject()
    output.key("totalMilliseconds")
    output.double(totalMilliseconds)
    output.key("transcript")
    output.array(transcript) { $1.write(to: &$0) }
    output.endObject()
  }

  init?(json: HostProtocol.JSONValue) {
    guard let target = json["target"]?.string, let decision = json["decision"]?.string,
      let decisionAfterAnswer = json.optional("decisionAfterAnswer", { $0.string }),
      let category = json.optional("category", { $0.string }),
      let frames = json.list("frames", Frame.init(json:)),
      let pressed = json.optional("pressed", { $0.string }),
      let actionOverload = json.optional("actionOverload", { $0.string }),
      let response = json.optional("response", { $0.string }), let outcome = json["outcome"]?.string,
      let faults = json.list("faults", Fault.init(json:)), let notes = json.list("notes", { $0.string }),
      let sharedState = json.optional("sharedState", SharedState.init(json:)),
      let logs = json["logs"]?.dictionary({ $0.list { $0.string } }),
      let extensionExits = json["extensionExits"]?.dictionary({ $0.string }),
      let totalMilliseconds = json["totalMilliseconds"]?.double,
      let transcript = json.list("transcript", TranscriptEntry.init(json:))
    else { return nil }
    self.init(
      target: target, decision: decision, decisionAfterAnswer: decisionAfterAnswer, category: category,
      frames: frames, pressed: pressed, actionOverload: actionOverload, response: response, outcome: outcome,
      faults: faults, notes: notes, sharedState: sharedState, logs: logs, extensionExits: extensionExits,
      totalMilliseconds: totalMilliseconds, transcript: transcript)
  }
}

extension VisitReport.Frame: FastJSONEncodable, FastJSONDecodable {
  func write(to output: inout JSONOutput) {
    output.beginObject()
    output.key("reason")
    output.string(reason)
    output.optional("overload", overload)
    if let configuration {
      output.key("configuration")
      configuration.write(to: &output)
    }
    output.key("isSystemDefault")
    output.bool(isSystemDefault)
    output.optional("fallbackReason", fallbackReason)
    output.endObject()
  }

  init?(json: HostProtocol.JSONValue) {
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
  func write(to output: inout JSONOutput) {
    output.beginObject()
    output.key("extension")
    output.string(self.extension)
    output.key("kind")
    output.string(kind)
    output.key("detail")
    output.string(detail)
    output.key("isViolation")
    output.bool(isViolation)
    output.endObject()
  }

  init?(json: HostProtocol.JSONValue) {
    guard let name = json["extension"]?.string, let kind = json["kind"]?.string, let detail = json["detail"]?.string,
      let isViolation = json["isViolation"]?.bool
    else { return nil }
    self.init(extension: name, kind: kind, detail: detail, isViolation: isViolation)
  }
}

extension VisitReport.SharedState: FastJSONEncodable, FastJSONDecodable {
  func write(to output: inout JSONOutput) {
    output.beginObject()
    output.optional("directory", directory)
    output.key("seeded")
    output.array(seeded) { $0.string($1) }
    output.key("storeChanges")
    output.array(storeChanges) { $0.string($1) }
    output.endObject()
  }

  init?(json: HostProtocol.JSONValue) {
    guard let directory = json.optional("directory", { $0.string }), let seeded = json.list("seeded", { $0.string }),
      let storeChanges = json.list("storeChanges", { $0.string })
    else { return nil }
    self.init(directory: directory, seeded: seeded, storeChanges: storeChanges)
  }
}

extension TranscriptEntry: FastJSONEncodable, FastJSONDecodable {
  func write(to output: inout JSONOutput) {
    output.beginObject()
    output.key("milliseconds")
    output.double(milliseconds)
    output.key("extension")
    output.string(self.extension)
    output.key("channel")
    output.string(channel.rawValue)
    output.key("text")
    output.string(text)
    output.endObject()
  }

  init?(json: HostProtocol.JSONValue) {
    guard let milliseconds = json["milliseconds"]?.double, let name = json["extension"]?.string,
      let channel = json["channel"]?.string.flatMap(Channel.init(rawValue:)), let text = json["text"]?.string
    else { return nil }
    self.init(milliseconds: milliseconds, extension: name, channel: channel, text: text)
  }
}

extension JSONOutput {
  /// A member written only when it has a value, as `Codable` writes optionals.
  mutating func optional(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    key(name)
    string(value)
  }

  /// An array of `elements`, each written by `write`.
  mutating func array<Element>(_ elements: [Element], _ write: (inout JSONOutput, Element) -> Void) {
    beginArray()
    for element in elements { write(&self, element) }
    endArray()
  }
}

extension HostProtocol.JSONValue {
  /// The member `key`, an array whose every element `read` accepts.
  func list<T>(_ key: String, _ read: (HostProtocol.JSONValue) -> T?) -> [T]? {
    self[key]?.list(read)
  }

  /// This array, every element read by `read`.
  func list<T>(_ read: (HostProtocol.JSONValue) -> T?) -> [T]? {
    guard let array else { return nil }
    var result: [T] = []
    result.reserveCapacity(array.count)
    for element in array {
      guard let value = read(element) else { return nil }
      result.append(value)
    }
    return result
  }

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
