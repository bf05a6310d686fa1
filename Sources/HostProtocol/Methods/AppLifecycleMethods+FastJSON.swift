// The App Switcher steps' fast JSON paths: the same members and values as their `Codable`. Every
// step of a tour answers with the app's whole screen, and the snapshot's after backgrounding.

extension AppLaunchRequest: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("protocolVersion", protocolVersion)
    output.member("lifecycle", lifecycle.rawValue)
    output.member("sceneConfigurations", sceneConfigurations)
    output.member("mainStoryboard", mainStoryboard)
    output.member("screen", screen)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let protocolVersion = json["protocolVersion"]?.int,
      let lifecycle = json["lifecycle"]?.string.flatMap(AppLifecycle.init(rawValue:)),
      let scenes = json.list("sceneConfigurations", SceneConfigurationEntry.init(json:)),
      let mainStoryboard = json.optional("mainStoryboard", { $0.string }),
      let screen = json["screen"].flatMap(DeviceScreen.init(json:))
    else { return nil }
    self.init(
      protocolVersion: protocolVersion, lifecycle: lifecycle, sceneConfigurations: scenes, mainStoryboard: mainStoryboard,
      screen: screen)
  }
}

extension SceneConfigurationEntry: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("name", name)
    output.member("delegateClass", delegateClass)
    output.member("storyboard", storyboard)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard json.members != nil, let name = json.optional("name", { $0.string }),
      let delegateClass = json.optional("delegateClass", { $0.string }),
      let storyboard = json.optional("storyboard", { $0.string })
    else { return nil }
    self.init(name: name, delegateClass: delegateClass, storyboard: storyboard)
  }
}

extension DeviceScreen: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("name", name)
    output.member("width", width)
    output.member("height", height)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let name = json["name"]?.string, let width = json["width"]?.double, let height = json["height"]?.double else {
      return nil
    }
    self.init(name: name, width: width, height: height)
  }
}

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
