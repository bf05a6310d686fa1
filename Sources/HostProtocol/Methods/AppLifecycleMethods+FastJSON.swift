// The App Switcher steps' fast JSON paths: the same members and values as their `Codable`. Every
// step of a tour answers with the app's whole screen, and the snapshot's after backgrounding.

extension AppEventRequest: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("event", event.rawValue)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let event = json["event"]?.string.flatMap(AppEvent.init(rawValue:)) else { return nil }
    self.init(event: event)
  }
}

extension AppStepResult: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("callbacks", callbacks)
    output.member("state", state)
    output.member("screen", screen)
    output.member("snapshot", snapshot)
    output.member("notes", notes)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let callbacks = json["callbacks"]?.stringArray, let state = json["state"]?.string,
      let screen = json["screen"].flatMap(ScreenTree.init(json:)),
      let snapshot = json.optional("snapshot", ScreenTree.init(json:)), let notes = json["notes"]?.stringArray
    else { return nil }
    self.init(callbacks: callbacks, state: state, screen: screen, snapshot: snapshot, notes: notes)
  }
}
