/// Evaluates one text against settings while parsing it, following swift-build's
/// `MacroExpressionParser` (string semantics) and `MacroEvaluationProgram`.
///
/// Linear in what it reads and writes: each setting is expanded once per text (later references
/// reuse it), and the whole expansion may write at most ``maximumOutputBytes``, so settings that
/// double at each level (`A2 = $(A1)$(A1)`, …) stop with a clear error instead of taking memory
/// and time exponential in their depth.
struct BuildSettingExpander {
  let settings: BuildSettings
  private(set) var unresolved: [String] = []
  private(set) var deprecatedSyntax: [String] = []
  private(set) var malformed: [String] = []
  /// Why the output was cut short, if it was: it outgrew ``maximumOutputBytes``, or references
  /// nested deeper than the depth cap.
  private(set) var truncation: BuildSettingExpansion.Truncation?
  /// Whether the expansion stopped early (the value is incomplete).
  var isTruncated: Bool { truncation != nil }
  /// Names being expanded, outermost first, to catch `A = $(B)`, `B = $(A)`.
  private var expanding: [String] = []
  private var unresolvedNames: Set<String> = []
  /// Each setting's expansion, once computed.
  private var expanded: [String: String] = [:]
  /// What may still be written (every reference costs a byte too, so empty values are bounded).
  private var budget = Self.maximumOutputBytes
  /// The deepest chain of references followed (each level is a few stack frames).
  static let maximumDepth = 64

  /// The most one expansion may write, all levels together: far above any real Info.plist value.
  static let maximumOutputBytes = 1 << 20

  init(settings: BuildSettings) { self.settings = settings }

  /// Expands a whole text.
  mutating func expand(_ text: [UInt8]) -> String {
    var index = 0
    var output = ""
    while index < text.count, !isTruncated {
      if text[index] == UInt8(ascii: "$") {
        append(substitution(text, &index), to: &output)
      } else {
        let start = index
        while index < text.count, text[index] != UInt8(ascii: "$") { index += 1 }
        append(String(decoding: text[start..<index], as: UTF8.self), to: &output)
      }
    }
    return output
  }

  /// Appends `piece` within the budget; past it, stops the expansion and says why once.
  private mutating func append(_ piece: String, to output: inout String) {
    guard !isTruncated else { return }
    budget -= piece.utf8.count
    guard budget >= 0 else { return exhaust() }
    output += piece
  }

  /// Stops the expansion, once: the budget is spent.
  private mutating func exhaust() {
    guard !isTruncated else { return }
    truncation = .outputBudget
    malformed.append(
      "the expansion writes more than \(Self.maximumOutputBytes) bytes (settings that double at each level?); it was cut short")
  }

  /// One `$…` reference at `index` (which is at `$`); advances past it.
  private mutating func substitution(_ text: [UInt8], _ index: inout Int) -> String {
    let start = index
    index += 1
    guard index < text.count else {
      malformed.append("a trailing '$' is kept as a literal; write '$$' for a dollar sign")
      return "$"
    }
    let opener = text[index]
    if let closer = Self.closer(of: opener) {
      index += 1
      let nameStart = index
      let name = fragment(text, &index, closer: closer)
      var operators: [(name: String, operand: String?)] = []
      if index >= text.count {
        malformed.append("unterminated '\(Character(Unicode.Scalar(opener)))' in '\(String(decoding: text[start...], as: UTF8.self))'")
      } else if index == nameStart {
        malformed.append("'$\(Character(Unicode.Scalar(opener)))' has no setting name")
      }
      while index < text.count, text[index] == UInt8(ascii: ":") {
        index += 1
        let operatorStart = index
        while index < text.count, Self.isOperatorByte(text[index]) { index += 1 }
        let operatorName = String(decoding: text[operatorStart..<index], as: UTF8.self)
        if index >= text.count {
          malformed.append("unterminated '\(Character(Unicode.Scalar(opener)))' in '\(String(decoding: text[start...], as: UTF8.self))'")
        } else if text[index] == UInt8(ascii: ":") || text[index] == closer {
          if operatorName.isEmpty { malformed.append("an empty operator name after ':'") } else { operators.append((operatorName, nil)) }
        } else if text[index] == UInt8(ascii: "=") {
          index += 1
          let operand = fragment(text, &index, closer: closer)
          if operatorName.isEmpty { malformed.append("an empty operator name before '='") } else { operators.append((operatorName, operand)) }
          if index >= text.count {
            malformed.append("unterminated '\(Character(Unicode.Scalar(opener)))' in '\(String(decoding: text[start...], as: UTF8.self))'")
          }
        } else {
          malformed.append("'\(Character(Unicode.Scalar(text[index])))' cannot appear in an operator name")
          while index < text.count, text[index] != UInt8(ascii: ":"), text[index] != closer { index += 1 }
        }
      }
      if index < text.count, text[index] == closer { index += 1 }
      if opener != UInt8(ascii: "(") {
        deprecatedSyntax.append(String(decoding: text[start..<index], as: UTF8.self))
      }
      return evaluate(name: name, operators: operators, original: nil)
    }
    if Self.isNameStart(opener) {
      let nameStart = index
      index += 1
      while index < text.count, Self.isNameByte(text[index]) { index += 1 }
      var name = String(decoding: text[nameStart..<index], as: UTF8.self)
      // swift-build's leniency for `$FOO$(BAR)`: the parenthesized part joins the name.
      if index + 1 < text.count, text[index] == UInt8(ascii: "$"), text[index + 1] == UInt8(ascii: "(") {
        name += substitution(text, &index)
      }
      let original = String(decoding: text[start..<index], as: UTF8.self)
      deprecatedSyntax.append(original)
      return evaluate(name: name, operators: [], original: original)
    }
    if opener == UInt8(ascii: "$") { index += 1 }
    return "$"
  }

  /// Text up to `:`, `closer` or the end, with nested references expanded.
  private mutating func fragment(_ text: [UInt8], _ index: inout Int, closer: UInt8) -> String {
    var output = ""
    while index < text.count, !isTruncated {
      let start = index
      while index < text.count, text[index] != UInt8(ascii: "$"), text[index] != UInt8(ascii: ":"), text[index] != closer {
        index += 1
      }
      append(String(decoding: text[start..<index], as: UTF8.self), to: &output)
      guard index < text.count, text[index] == UInt8(ascii: "$") else { break }
      append(substitution(text, &index), to: &output)
    }
    return output
  }

  /// The value of `name` with `operators` applied; `original` is kept for an unresolved bare `$NAME`.
  private mutating func evaluate(name: String, operators: [(name: String, operand: String?)], original: String?) -> String {
    var value: String
    budget -= 1
    guard budget >= 0 else {
      exhaust()
      return ""
    }
    if name.isEmpty || name == "inherited" {
      value = ""
    } else if let known = expanded[name] {
      value = known
    } else if let raw = settings.value(for: name) {
      if expanding.contains(name) {
        malformed.append("'\(name)' refers to itself through \(expanding.joined(separator: " → "))")
        value = ""
      } else if expanding.count >= Self.maximumDepth {
        return tooDeep(name)
      } else if !BuildSettings.mayReference(raw) {
        // A plain value (most are): what `expand` writes for it, charged to the budget the same
        // way, without copying its bytes and decoding them again.
        value = ""
        if !raw.isEmpty {
          budget -= raw.utf8.count
          if budget >= 0 { value = raw } else { exhaust() }
        }
        if !isTruncated { expanded[name] = value }
      } else {
        expanding.append(name)
        value = expand(Array(raw.utf8))
        expanding.removeLast()
        if !isTruncated { expanded[name] = value }
      }
    } else {
      if let original { return original }
      if !operators.contains(where: { $0.name == "default" }), unresolvedNames.insert(name).inserted { unresolved.append(name) }
      value = ""
    }
    for (operatorName, operand) in operators {
      if let operand {
        guard let replacement = BuildSettingOperators.replacement(operatorName, value: value, operand: operand) else {
          malformed.append("unknown operator '\(operatorName)=' in the reference to '\(name)'")
          continue
        }
        value = replacement
      } else {
        guard let retrieved = BuildSettingOperators.retrieval(operatorName, value: value) else {
          malformed.append("unknown operator ':\(operatorName)' in the reference to '\(name)'")
          continue
        }
        value = retrieved
      }
      // Every result is charged before the next operator reads it: `:quote` can double its input,
      // so a chain of them would otherwise build 2^N bytes before the finished piece is appended.
      budget -= value.utf8.count
      guard budget >= 0 else {
        exhaust()
        return ""
      }
    }
    return value
  }

  /// Stops the expansion at the depth cap: `name` is not part of a cycle, only too deep to follow.
  /// The value is cut short (`isTruncated`), so rules that judge it (an empty CFBundleName) stay quiet.
  private mutating func tooDeep(_ name: String) -> String {
    let chain =
      expanding.count > 6
      ? (expanding.prefix(3) + ["…"] + expanding.suffix(2)).joined(separator: " → ")
      : expanding.joined(separator: " → ")
    malformed.append(
      "'\(name)' nests references deeper than \(Self.maximumDepth) levels (\(chain) → \(name)); "
        + "the expansion stops there and was cut short")
    truncation = .depth
    return ""
  }

  private static func closer(of byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "("): UInt8(ascii: ")")
    case UInt8(ascii: "{"): UInt8(ascii: "}")
    case UInt8(ascii: "["): UInt8(ascii: "]")
    default: nil
    }
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
  }

  private static func isOperatorByte(_ byte: UInt8) -> Bool {
    isNameByte(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
  }
}
