import Foundation
import HostProtocol

/// What is drawn into an image context, recorded as vector operations and written as the SVG
/// document the image carries to the host (which embeds it in the shield as it is), and as the
/// views a person reads in it (`nodes`): the text, the filled rectangles and ovals, the images.
/// A view's `draw(_:)` and a picture of views (`drawHierarchy(in:afterScreenUpdates:)`) are read
/// from these in the App Switcher; other shapes and strokes are drawn but cover nothing there.
///
/// Lives on the thread that draws, as UIKit's current context does: a stack per thread, kept in
/// the thread's dictionary, so nested renderers and the begin/end calls see their own canvas.
final class DrawingCanvas: NSObject {
  let size: CGSize
  let scale: CGFloat
  let opaque: Bool
  private(set) var elements: [String] = []
  /// What was drawn, as views in the drawing's coordinates.
  private(set) var nodes: [ViewNode] = []
  var fillColor: UIColor = .black
  var strokeColor: UIColor = .black

  init(size: CGSize, scale: CGFloat, opaque: Bool) {
    self.size = size
    self.scale = scale
    self.opaque = opaque
    super.init()
  }

  // MARK: - The current canvas

  private static let key = "extension-host.UIGraphics.canvases"

  /// The canvases of one thread, innermost last.
  private final class Stack: NSObject {
    var canvases: [DrawingCanvas] = []
  }

  private static var stack: Stack {
    if let stack = Thread.current.threadDictionary[key] as? Stack { return stack }
    let stack = Stack()
    Thread.current.threadDictionary[key] = stack
    return stack
  }

  /// The canvas being drawn into on this thread, if any.
  static var current: DrawingCanvas? { stack.canvases.last }

  static func push(_ canvas: DrawingCanvas) { stack.canvases.append(canvas) }

  static func pop() { _ = stack.canvases.popLast() }

  // MARK: - Drawing

  func fill(_ rect: CGRect, radius: CGFloat = 0, color: UIColor? = nil) {
    let color = color ?? fillColor
    nodes.append(
      ViewNode(
        typeName: "drawn rectangle", frame: ViewRect(rect), backgroundColor: ShieldColor(color),
        cornerRadius: radius > 0 ? Double(radius) : nil))
    elements.append(rectangle(rect, radius: radius, color: color))
  }

  func fillEllipse(in rect: CGRect, color: UIColor? = nil) {
    let color = color ?? fillColor
    nodes.append(ViewNode(typeName: "drawn oval", frame: ViewRect(rect), backgroundColor: ShieldColor(color), isEllipse: true))
    elements.append(ellipse(in: rect, color: color))
  }

  func stroke(_ rect: CGRect, radius: CGFloat = 0, width: CGFloat, ellipse: Bool = false) {
    let shape =
      ellipse
      ? "<ellipse cx=\"\(Self.number(rect.midX))\" cy=\"\(Self.number(rect.midY))\" rx=\"\(Self.number(rect.width / 2))\" ry=\"\(Self.number(rect.height / 2))\""
      : "<rect \(Self.frame(rect))\(radius > 0 ? " rx=\"\(Self.number(radius))\"" : "")"
    elements.append(shape + " fill=\"none\" stroke-width=\"\(Self.number(width))\"\(Self.paint("stroke", strokeColor))/>")
  }

  func clear(_ rect: CGRect) {
    elements.append("<rect \(Self.frame(rect)) fill=\"#fff\" fill-opacity=\"0\"/>")
  }

  /// Text whose top-left corner is at `point`, in `font` and `color`.
  func text(_ text: String, at point: CGPoint, font: UIFont, color: UIColor) {
    let baseline = point.y + font.ascender
    let frame = CGRect(x: point.x, y: point.y, width: TextDrawing.width(of: text, font: font), height: font.lineHeight)
    nodes.append(
      ViewNode(
        kind: .text, typeName: "drawn text", frame: ViewRect(frame), text: text, fontSize: Double(font.pointSize),
        textColor: ShieldColor(color)))
    let weight = font.weight.rawValue >= UIFont.Weight.semibold.rawValue ? " font-weight=\"600\"" : ""
    elements.append(
      "<text x=\"\(Self.number(point.x))\" y=\"\(Self.number(baseline))\" font-size=\"\(Self.number(font.pointSize))\"\(weight)"
        + "\(Self.paint("fill", color))>\(Self.escaped(text))</text>")
  }

  /// An image in `rect`: embedded bytes, or a symbol drawn as its name in a rounded frame.
  func image(_ image: UIImage, in rect: CGRect) {
    if !image.picture.isEmpty {
      picture(image.picture, drawnAt: image.size, in: rect)
      return
    }
    nodes.append(
      ViewNode(kind: .image, typeName: "drawn image", frame: ViewRect(rect), imageName: image.assetName ?? image.symbolName ?? "image"))
    if let data = image.imageData, let type = Self.mimeType(data) {
      elements.append(
        "<image \(Self.frame(rect)) href=\"data:\(type);base64,\(data.base64EncodedString())\" preserveAspectRatio=\"xMidYMid meet\"/>")
    } else {
      let color = image.tintColor ?? fillColor
      elements.append(
        "<rect \(Self.frame(rect)) rx=\"\(Self.number(min(rect.width, rect.height) / 5))\" fill=\"none\" stroke-width=\"1.5\"\(Self.paint("stroke", color))/>")
      let label = image.symbolName ?? image.assetName ?? "image"
      elements.append(
        "<text x=\"\(Self.number(rect.midX))\" y=\"\(Self.number(rect.midY + 4))\" font-size=\"\(Self.number(max(8, rect.height / 6)))\" "
          + "text-anchor=\"middle\"\(Self.paint("fill", color))>\(Self.escaped(label))</text>")
    }
  }

  /// Fills `path`: as its shape when it is a rectangle or an oval, else as SVG path data.
  func fill(_ path: UIBezierPath) {
    switch path.shape {
    case .rect(let rect, let radius): fill(rect, radius: radius)
    case .oval(let rect): fillEllipse(in: rect)
    case nil: elements.append("<path d=\"\(PathGeometry.svgData(of: path.elements))\"\(Self.paint("fill", fillColor))/>")
    }
  }

  /// Strokes `path` with its line width, cap and join.
  func stroke(_ path: UIBezierPath) {
    let caps: [CGLineCap: String] = [.butt: "butt", .round: "round", .square: "square"]
    let joins: [CGLineJoin: String] = [.miter: "miter", .round: "round", .bevel: "bevel"]
    elements.append(
      "<path d=\"\(PathGeometry.svgData(of: path.elements))\" fill=\"none\" stroke-width=\"\(Self.number(path.lineWidth))\""
        + " stroke-linecap=\"\(caps[path.lineCapStyle] ?? "butt")\" stroke-linejoin=\"\(joins[path.lineJoinStyle] ?? "miter")\""
        + "\(Self.paint("stroke", strokeColor))/>")
  }

  /// A picture of views drawn at `size` (a view hierarchy, an image of one), shown in `rect`:
  /// read for its text, drawn as its backgrounds and text.
  func picture(_ picture: [ViewNode], drawnAt size: CGSize, in rect: CGRect) {
    let node = ViewNode.picture(picture, drawnAt: size, shownIn: rect)
    nodes.append(node)
    elements.append("<g transform=\"translate(\(Self.number(rect.minX)) \(Self.number(rect.minY)))\">")
    for child in node.children { svg(of: child) }
    elements.append("</g>")
  }

  /// A node and its children as SVG: its background, its text, an image's frame.
  private func svg(of node: ViewNode) {
    guard !node.isHidden, node.alpha > 0 else { return }
    let frame = node.frame
    let opacity = node.alpha < 1 ? " opacity=\"\(Self.number(CGFloat(node.alpha)))\"" : ""
    elements.append("<g transform=\"translate(\(Self.number(CGFloat(frame.x))) \(Self.number(CGFloat(frame.y))))\"\(opacity)>")
    let bounds = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
    if let color = node.backgroundColor.map(UIColor.init(shieldColor:)) {
      elements.append(
        node.isEllipse == true
          ? ellipse(in: bounds, color: color) : rectangle(bounds, radius: CGFloat(node.cornerRadius ?? 0), color: color))
    }
    if node.kind == .text, let text = node.text {
      let font = UIFont.systemFont(ofSize: CGFloat(node.fontSize ?? 17))
      let color = node.textColor.map(UIColor.init(shieldColor:)) ?? .label
      elements.append(
        "<text x=\"0\" y=\"\(Self.number(font.ascender))\" font-size=\"\(Self.number(font.pointSize))\"\(Self.paint("fill", color))>\(Self.escaped(text))</text>")
    }
    for child in node.children { svg(of: child) }
    elements.append("</g>")
  }

  private func rectangle(_ rect: CGRect, radius: CGFloat, color: UIColor) -> String {
    "<rect \(Self.frame(rect))\(radius > 0 ? " rx=\"\(Self.number(radius))\"" : "")\(Self.paint("fill", color))/>"
  }

  private func ellipse(in rect: CGRect, color: UIColor) -> String {
    "<ellipse cx=\"\(Self.number(rect.midX))\" cy=\"\(Self.number(rect.midY))\" rx=\"\(Self.number(rect.width / 2))\" "
      + "ry=\"\(Self.number(rect.height / 2))\"\(Self.paint("fill", color))/>"
  }

  /// The SVG document of everything drawn.
  var svg: Data {
    let width = Self.number(size.width)
    let height = Self.number(size.height)
    var document =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" "
      + "font-family=\"-apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, sans-serif\">"
    if opaque { document += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#000\"/>" }
    document += elements.joined() + "</svg>"
    return Data(document.utf8)
  }

  // MARK: - Writing

  static func number(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
  }

  private static func frame(_ rect: CGRect) -> String {
    "x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.width))\" height=\"\(number(rect.height))\""
  }

  private static func paint(_ property: String, _ color: UIColor) -> String {
    func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    let hex = String(
      format: "#%02x%02x%02x", byte(color.redComponent), byte(color.greenComponent), byte(color.blueComponent))
    let opacity = color.alphaComponent < 1 ? " \(property)-opacity=\"\(number(max(0, color.alphaComponent)))\"" : ""
    return " \(property)=\"\(hex)\"\(opacity)"
  }

  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default:
        // XML 1.0 has no place for most control characters: drop them.
        if scalar.value < 0x20, scalar != "\t", scalar != "\n" { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func mimeType(_ data: Data) -> String? {
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
    if data.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
    if data.starts(with: Array("<svg".utf8)) { return "image/svg+xml" }
    return nil
  }
}
