import FoundationEssentials

// The configuration's fast JSON paths: the same members and values as its `Codable`.

extension ShieldConfiguration: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("backgroundBlurStyle", backgroundBlurStyle?.rawValue)
    output.member("backgroundColor", backgroundColor)
    output.member("icon", icon)
    output.member("title", title)
    output.member("subtitle", subtitle)
    output.member("primaryButtonLabel", primaryButtonLabel)
    output.member("primaryButtonBackgroundColor", primaryButtonBackgroundColor)
    output.member("secondaryButtonLabel", secondaryButtonLabel)
    output.member("secondaryButtonSubmenuItems", secondaryButtonSubmenuItems)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard json.members != nil,
      let blur = json.optional("backgroundBlurStyle", { $0.int }),
      let backgroundColor = json.optional("backgroundColor", ShieldColor.init(json:)),
      let icon = json.optional("icon", ShieldIcon.init(json:)),
      let title = json.optional("title", ShieldLabel.init(json:)),
      let subtitle = json.optional("subtitle", ShieldLabel.init(json:)),
      let primaryButtonLabel = json.optional("primaryButtonLabel", ShieldLabel.init(json:)),
      let primaryButtonBackgroundColor = json.optional("primaryButtonBackgroundColor", ShieldColor.init(json:)),
      let secondaryButtonLabel = json.optional("secondaryButtonLabel", ShieldLabel.init(json:)),
      let submenu = json.optional("secondaryButtonSubmenuItems", { $0.stringArray })
    else { return nil }
    self.init(
      backgroundBlurStyle: blur.map(ShieldBlurStyle.init(rawValue:)), backgroundColor: backgroundColor, icon: icon,
      title: title, subtitle: subtitle, primaryButtonLabel: primaryButtonLabel,
      primaryButtonBackgroundColor: primaryButtonBackgroundColor, secondaryButtonLabel: secondaryButtonLabel,
      secondaryButtonSubmenuItems: submenu)
  }
}

extension ShieldLabel: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("text", text)
    output.member("color", color)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let text = json["text"]?.string, let color = json["color"].flatMap(ShieldColor.init(json:)) else { return nil }
    self.init(text: text, color: color)
  }
}

extension ShieldColor: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("red", red)
    output.member("green", green)
    output.member("blue", blue)
    output.member("alpha", alpha)
    output.member("name", name)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let red = json["red"]?.double, let green = json["green"]?.double, let blue = json["blue"]?.double,
      let alpha = json["alpha"]?.double, let name = json.optional("name", { $0.string })
    else { return nil }
    self.init(red: red, green: green, blue: blue, alpha: alpha, name: name)
  }
}

extension ShieldIcon: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("systemName", systemName)
    output.member("name", name)
    output.member("data", data?.base64EncodedString())
    output.member("tint", tint)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard json.members != nil, let systemName = json.optional("systemName", { $0.string }),
      let name = json.optional("name", { $0.string }), let data = json.optional("data", { $0.base64Data }),
      let tint = json.optional("tint", ShieldColor.init(json:))
    else { return nil }
    self.init(systemName: systemName, name: name, data: data, tint: tint)
  }
}

extension JSONValue {
  /// An array of strings.
  var stringArray: [String]? {
    guard let array else { return nil }
    var strings: [String] = []
    strings.reserveCapacity(array.count)
    for element in array {
      guard let string = element.string else { return nil }
      strings.append(string)
    }
    return strings
  }

  /// Bytes written as base64, read as `JSONDecoder` reads `Data` (with the same function, so
  /// what one accepts the other does).
  var base64Data: Data? {
    guard let string else { return nil }
    return Data(base64Encoded: string)
  }
}
