/// Builds an indented SVG document one element at a time; every attribute value and text is escaped.
struct SVGWriter {
  /// The markup written so far.
  private(set) var markup = ""
  private var depth = 0

  /// An empty document body; `indent` is the starting depth, for nesting documents.
  init(indent: Int = 0) { depth = indent }

  /// Writes `<name attributes…>` and indents what follows until `close(name)`.
  mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    line("<\(name)\(Self.attributeList(attributes))>")
    depth += 1
  }

  /// Writes `</name>`.
  mutating func close(_ name: String) {
    depth -= 1
    line("</\(name)>")
  }

  /// Writes `<name attributes…/>`, or `<name …>text</name>` when `text` is given.
  mutating func element(_ name: String, _ attributes: [(String, String)] = [], text: String? = nil) {
    if let text {
      line("<\(name)\(Self.attributeList(attributes))>\(SVGText.escaped(text))</\(name)>")
    } else {
      line("<\(name)\(Self.attributeList(attributes))/>")
    }
  }

  /// Writes a comment; `--` in `text` is replaced so the comment stays well formed.
  mutating func comment(_ text: String) {
    var safe = ""
    for character in SVGText.escaped(text) {
      if character == "-", safe.last == "-" { safe.append(" ") }
      safe.append(character)
    }
    line("<!-- \(safe) -->")
  }

  /// Appends markup made by another writer, as is.
  mutating func append(_ other: SVGWriter) { markup += other.markup }

  private mutating func line(_ text: String) {
    markup += String(repeating: "  ", count: max(depth, 0)) + text + "\n"
  }

  private static func attributeList(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(SVGText.escaped($0.1))\"" }.joined()
  }
}

extension Double {
  /// The number as an SVG attribute wants it: at most two decimals, no trailing zeros, no `-0`.
  var svgNumber: String {
    let rounded = (self * 100).rounded() / 100
    guard rounded.isFinite, rounded != 0 else { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }
}

extension RGBAColor {
  /// `fill` (and `fill-opacity` when translucent) attributes for this colour.
  var fillAttributes: [(String, String)] { paint("fill") }

  /// `stroke` (and `stroke-opacity` when translucent) attributes for this colour.
  var strokeAttributes: [(String, String)] { paint("stroke") }

  private func paint(_ property: String) -> [(String, String)] {
    alpha < 1 ? [(property, hex), ("\(property)-opacity", alpha.svgNumber)] : [(property, hex)]
  }
}
