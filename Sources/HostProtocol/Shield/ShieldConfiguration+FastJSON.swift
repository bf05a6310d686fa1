import FoundationEssentials

// The configuration's fast JSON paths: the same members, order and values as its `Codable`.

extension ShieldConfiguration: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    if let backgroundBlurStyle {
      output.key("backgroundBlurStyle")
      output.int(backgroundBlurStyle.rawValue)
    }
    if let backgroundColor {
      output.key("backgroundColor")
      backgroundColor.write(to: &output)
    }
    if let icon {
      output.key("icon")
      icon.write(to: &output)
    }
    if let title {
      output.key("title")
      title.write(to: &output)
    }
    if let subtitle {
      output.key("subtitle")
      subtitle.write(to: &output)
    }
    if let primaryButtonLabel {
      output.key("primaryButtonLabel")
      primaryButtonLabel.write(to: &output)
    }
    if let primaryButtonBackgroundColor {
      output.key("primaryButtonBackgroundColor")
      primaryButtonBackgroundColor.write(to: &output)
    }
    if let secondaryButtonLabel {
      output.key("secondaryButtonLabel")
      secondaryButtonLabel.write(to: &output)
    }
    if let secondaryButtonSubmenuItems {
      output.key("secondaryButtonSubmenuItems")
      output.beginArray()
      for item in secondaryButtonSubmenuItems { output.string(item) }
      output.endArray()
    }
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
    output.key("text")
    output.string(text)
    output.key("color")
    color.write(to: &output)
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
    output.key("red")
    output.double(red)
    output.key("green")
    output.double(green)
    output.key("blue")
    output.double(blue)
    output.key("alpha")
    output.double(alpha)
    if let name {
      output.key("name")
      output.string(name)
    }
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
    if let systemName {
      output.key("systemName")
      output.string(systemName)
    }
    if let name {
      output.key("name")
      output.string(name)
    }
    if let data {
      output.key("data")
      output.string(data.base64EncodedString())
    }
    if let tint {
      output.key("tint")
      tint.write(to: &output)
    }
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
