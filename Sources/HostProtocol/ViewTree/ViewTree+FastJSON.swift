// The view trees' fast JSON paths: the same members and values as their `Codable`. A widget's
// render and an App Switcher step answer with a whole tree, so these are the widget and app
// processes' hot messages, and the host reads every node of them.

extension ViewNode: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("kind", kind.rawValue)
    output.member("typeName", typeName)
    output.member("frame", frame)
    output.member("isHidden", isHidden)
    output.member("alpha", alpha)
    output.member("backgroundColor", backgroundColor)
    output.member("clipsToBounds", clipsToBounds)
    output.member("tag", tag)
    output.member("text", text)
    output.member("fontSize", fontSize)
    output.member("textColor", textColor)
    output.member("textAlignment", textAlignment)
    output.member("blurStyle", blurStyle)
    output.member("imageName", imageName)
    output.member("isContentStandIn", isContentStandIn)
    output.member("redactedBy", redactedBy)
    output.member("cornerRadius", cornerRadius)
    output.member("isEllipse", isEllipse)
    output.member("ring", ring)
    output.member("identity", identity)
    output.member("children", children)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let kind = json["kind"]?.string.flatMap(Kind.init(rawValue:)), let typeName = json["typeName"]?.string,
      let frame = json["frame"].flatMap(ViewRect.init(json:)), let isHidden = json["isHidden"]?.bool,
      let alpha = json["alpha"]?.double,
      let backgroundColor = json.optional("backgroundColor", ShieldColor.init(json:)),
      let clipsToBounds = json["clipsToBounds"]?.bool, let tag = json["tag"]?.int,
      let text = json.optional("text", { $0.string }), let fontSize = json.optional("fontSize", { $0.double }),
      let textColor = json.optional("textColor", ShieldColor.init(json:)),
      let textAlignment = json.optional("textAlignment", { $0.string }),
      let blurStyle = json.optional("blurStyle", { $0.int }), let imageName = json.optional("imageName", { $0.string }),
      let isContentStandIn = json["isContentStandIn"]?.bool,
      let redactedBy = json.optional("redactedBy", { $0.stringArray }),
      let cornerRadius = json.optional("cornerRadius", { $0.double }), let isEllipse = json.optional("isEllipse", { $0.bool }),
      let ring = json.optional("ring", Ring.init(json:)), let identity = json.optional("identity", { $0.int }),
      let children = json.list("children", ViewNode.init(json:))
    else { return nil }
    self.init(
      kind: kind, typeName: typeName, frame: frame, isHidden: isHidden, alpha: alpha, backgroundColor: backgroundColor,
      clipsToBounds: clipsToBounds, tag: tag, text: text, fontSize: fontSize, textColor: textColor,
      textAlignment: textAlignment, blurStyle: blurStyle, imageName: imageName, isContentStandIn: isContentStandIn,
      redactedBy: redactedBy, cornerRadius: cornerRadius, isEllipse: isEllipse, ring: ring, children: children)
    self.identity = identity
  }
}

extension ViewNode.Ring: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("start", start)
    output.member("length", length)
    output.member("lineWidth", lineWidth)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let start = json["start"]?.double, let length = json["length"]?.double, let lineWidth = json["lineWidth"]?.double
    else { return nil }
    self.init(start: start, length: length, lineWidth: lineWidth)
  }
}

extension ViewRect: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("x", x)
    output.member("y", y)
    output.member("width", width)
    output.member("height", height)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let x = json["x"]?.double, let y = json["y"]?.double, let width = json["width"]?.double,
      let height = json["height"]?.double
    else { return nil }
    self.init(x: x, y: y, width: width, height: height)
  }
}

extension ScreenTree: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("width", width)
    output.member("height", height)
    output.member("windows", windows)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let width = json["width"]?.double, let height = json["height"]?.double,
      let windows = json.list("windows", WindowNode.init(json:))
    else { return nil }
    self.init(width: width, height: height, windows: windows)
  }
}

extension WindowNode: FastJSONEncodable, FastJSONDecodable {
  public func write(to output: inout JSONOutput) {
    output.beginObject()
    output.member("level", level)
    output.member("visibleOrder", visibleOrder)
    output.member("isKey", isKey)
    output.member("root", root)
    output.endObject()
  }

  public init?(json: JSONValue) {
    guard let level = json["level"]?.double, let visibleOrder = json["visibleOrder"]?.int, let isKey = json["isKey"]?.bool,
      let root = json["root"].flatMap(ViewNode.init(json:))
    else { return nil }
    self.init(level: level, visibleOrder: visibleOrder, isKey: isKey, root: root)
  }
}
