/// A strict reader of the block-style YAML that CI job files are written in: mappings, sequences,
/// plain and quoted scalars, `|` literal blocks, comments. Anything else (tabs, flow collections,
/// anchors, a line indented where nothing opens a block) is an error naming the line, so a test
/// that reads a generated job cannot pass over YAML a runner would reject.
indirect enum BlockYAML: Equatable, CustomStringConvertible {
  case scalar(String)
  case sequence([BlockYAML])
  case mapping([(key: String, value: BlockYAML)])

  struct ParseError: Error, CustomStringConvertible {
    var line: Int
    var reason: String
    var description: String { "line \(line): \(reason)" }
  }

  static func == (lhs: BlockYAML, rhs: BlockYAML) -> Bool { lhs.description == rhs.description }

  var description: String {
    switch self {
    case .scalar(let text): "\"\(text)\""
    case .sequence(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
    case .mapping(let entries): "{" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
    }
  }

  /// The value of `key` in a mapping.
  subscript(key: String) -> BlockYAML? {
    guard case .mapping(let entries) = self else { return nil }
    return entries.first { $0.key == key }?.value
  }

  var text: String? { if case .scalar(let text) = self { text } else { nil } }
  var items: [BlockYAML]? { if case .sequence(let items) = self { items } else { nil } }

  static func parse(_ document: String) throws(ParseError) -> BlockYAML {
    var parser = Parser(document)
    try parser.prepare()
    guard !parser.lines.isEmpty else { return .mapping([]) }
    let node = try parser.block(indent: parser.lines[0].indent)
    if parser.position < parser.lines.count {
      throw ParseError(line: parser.lines[parser.position].number, reason: "indented where nothing opens a block")
    }
    return node
  }

  private struct Line {
    var number: Int
    var indent: Int
    var content: String
    var raw: String
  }

  private struct Parser {
    let rawLines: [String]
    var lines: [Line] = []
    var position = 0

    init(_ document: String) {
      rawLines = document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Keeps the lines that carry content (literal blocks are read from `rawLines` later).
    mutating func prepare() throws(ParseError) {
      for (index, raw) in rawLines.enumerated() {
        if raw.contains("\t") { throw ParseError(line: index + 1, reason: "a tab (YAML indents with spaces)") }
        let content = Self.withoutComment(raw.drop { $0 == " " })
        guard !content.isEmpty else { continue }
        lines.append(Line(number: index + 1, indent: raw.prefix { $0 == " " }.count, content: content, raw: raw))
      }
    }

    static func withoutComment(_ text: Substring) -> String {
      var quote: Character? = nil
      var previous: Character = " "
      for (offset, character) in text.enumerated() {
        if let open = quote {
          if character == open { quote = nil }
        } else if character == "'" || character == "\"" {
          if previous == " " || previous == ":" || previous == "-" || offset == 0 { quote = character }
        } else if character == "#", previous == " " || offset == 0 {
          return String(text.prefix(offset)).trimmingTrailingSpaces
        }
        previous = character
      }
      return String(text).trimmingTrailingSpaces
    }

    mutating func block(indent: Int) throws(ParseError) -> BlockYAML {
      let first = lines[position]
      return first.content == "-" || first.content.hasPrefix("- ")
        ? try sequence(indent: indent) : try mapping(indent: indent)
    }

    mutating func sequence(indent: Int) throws(ParseError) -> BlockYAML {
      var items: [BlockYAML] = []
      while position < lines.count, lines[position].indent == indent,
        lines[position].content == "-" || lines[position].content.hasPrefix("- ")
      {
        let line = lines[position]
        let rest = String(line.content.dropFirst(1).drop { $0 == " " })
        if rest.isEmpty {
          position += 1
          items.append(try nested(after: line, indent: indent))
        } else if rest == "|" {
          position += 1
          items.append(.scalar(literal(after: line, indent: indent)))
        } else if Self.keyValue(rest) != nil {
          // A mapping whose first entry shares the dash's line.
          let inner = indent + (line.content.count - rest.count)
          lines[position] = Line(number: line.number, indent: inner, content: rest, raw: line.raw)
          items.append(try mapping(indent: inner))
        } else {
          position += 1
          items.append(.scalar(try Self.scalar(rest, line: line.number)))
        }
      }
      return .sequence(items)
    }

    mutating func mapping(indent: Int) throws(ParseError) -> BlockYAML {
      var entries: [(key: String, value: BlockYAML)] = []
      while position < lines.count, lines[position].indent == indent {
        let line = lines[position]
        guard let (key, value) = Self.keyValue(line.content) else {
          throw ParseError(line: line.number, reason: "expected 'key: value', found '\(line.content)'")
        }
        guard !entries.contains(where: { $0.key == key }) else { throw ParseError(line: line.number, reason: "duplicate key '\(key)'") }
        position += 1
        if value.isEmpty {
          entries.append((key, try nested(after: line, indent: indent, sequenceMayShareIndent: true)))
        } else if value == "|" {
          entries.append((key, .scalar(literal(after: line, indent: indent))))
        } else {
          entries.append((key, .scalar(try Self.scalar(value, line: line.number))))
        }
      }
      if position < lines.count, lines[position].indent > indent {
        throw ParseError(line: lines[position].number, reason: "indented where nothing opens a block")
      }
      return .mapping(entries)
    }

    /// The block under `line`, or an empty scalar when none is indented under it.
    mutating func nested(after line: Line, indent: Int, sequenceMayShareIndent: Bool = false) throws(ParseError) -> BlockYAML {
      guard position < lines.count else { return .scalar("") }
      let next = lines[position]
      if next.indent > indent { return try block(indent: next.indent) }
      if sequenceMayShareIndent, next.indent == indent, next.content == "-" || next.content.hasPrefix("- ") {
        return try sequence(indent: indent)
      }
      return .scalar("")
    }

    /// A `|` block: the raw lines indented deeper than `indent`, less the first one's indent.
    mutating func literal(after line: Line, indent: Int) -> String {
      var body: [String] = []
      var index = line.number
      var blockIndent: Int? = nil
      while index < rawLines.count {
        let raw = rawLines[index]
        let spaces = raw.prefix { $0 == " " }.count
        if raw.trimmingTrailingSpaces.isEmpty {
          body.append("")
        } else if spaces > indent, spaces >= (blockIndent ?? spaces) {
          blockIndent = blockIndent ?? spaces
          body.append(String(raw.dropFirst(blockIndent ?? 0)))
        } else {
          break
        }
        index += 1
      }
      while position < lines.count, lines[position].number <= index { position += 1 }
      while body.last == "" { body.removeLast() }
      return body.joined(separator: "\n") + "\n"
    }

    static func keyValue(_ content: String) -> (String, String)? {
      if content.hasPrefix("'") || content.hasPrefix("\"") { return nil }
      guard let colon = content.range(of: ": ") ?? (content.hasSuffix(":") ? content.range(of: ":", options: .backwards) : nil)
      else { return nil }
      let key = String(content[..<colon.lowerBound])
      guard !key.isEmpty, !key.contains(" ") || key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }) else {
        return nil
      }
      return (key, String(content[colon.upperBound...]).trimmingCharacters(in: .whitespaces))
    }

    static func scalar(_ text: String, line: Int) throws(ParseError) -> String {
      if text.hasPrefix("[") || text.hasPrefix("{") || text.hasPrefix("&") || text.hasPrefix("*") || text.hasPrefix(">") {
        throw ParseError(line: line, reason: "flow collections, anchors and folded blocks are not in the subset: '\(text)'")
      }
      if text.hasPrefix("'") {
        guard text.count >= 2, text.hasSuffix("'") else { throw ParseError(line: line, reason: "unterminated quote: \(text)") }
        let inner = String(text.dropFirst().dropLast())
        guard !inner.replacingOccurrences(of: "''", with: "").contains("'") else {
          throw ParseError(line: line, reason: "a lone quote inside a single-quoted scalar: \(text)")
        }
        return inner.replacingOccurrences(of: "''", with: "'")
      }
      if text.hasPrefix("\"") {
        guard text.count >= 2, text.hasSuffix("\"") else { throw ParseError(line: line, reason: "unterminated quote: \(text)") }
        return String(text.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
          .replacingOccurrences(of: "\\\\", with: "\\")
      }
      if text.contains(": ") { throw ParseError(line: line, reason: "': ' inside a plain scalar: \(text)") }
      return text
    }
  }
}

import Foundation

extension StringProtocol {
  fileprivate var trimmingTrailingSpaces: String {
    String(self[..<(lastIndex { $0 != " " }.map { index(after: $0) } ?? startIndex)])
  }
}
