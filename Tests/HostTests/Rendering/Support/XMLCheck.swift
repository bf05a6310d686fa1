import Foundation
import FoundationXML

/// Parses SVG text with libxml2 (through FoundationXML) and collects what the tests look at.
final class XMLCheck: NSObject, XMLParserDelegate {
  /// The parse error, or nil when the document is well formed.
  private(set) var error: String?
  /// The name of every element, in document order.
  private(set) var elements: [String] = []
  /// Every `id` attribute, in document order.
  private(set) var ids: [String] = []
  /// The text content of every `<text>` element, in document order.
  private(set) var texts: [String] = []
  /// The attributes of every `<text>` element, in document order.
  private(set) var textAttributes: [[String: String]] = []
  private var currentText: String?

  /// Parses `svg`.
  init(_ svg: String) {
    super.init()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = self
    if !parser.parse() {
      let underlying = parser.parserError.map { "\($0)" } ?? "unknown error"
      error = error ?? "line \(parser.lineNumber), column \(parser.columnNumber): \(underlying)"
    }
  }

  /// Whether the document parsed without error and its root is `<svg>`.
  var isWellFormedSVG: Bool { error == nil && elements.first == "svg" }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String]
  ) {
    elements.append(elementName)
    if let id = attributes["id"] { ids.append(id) }
    if elementName == "text" {
      currentText = ""
      textAttributes.append(attributes)
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    currentText? += string
  }

  func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
    if elementName == "text", let text = currentText {
      texts.append(text)
      currentText = nil
    }
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    error = "line \(parser.lineNumber), column \(parser.columnNumber): \(parseError)"
  }
}
