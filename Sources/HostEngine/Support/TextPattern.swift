/// A regular expression a user gives to pick out text (`--sensitive`, `--public`), checked
/// before it runs on an app's text.
///
/// Swift's `Regex` backtracks without a time limit, so a group repeated without bound that can
/// match the same text in many ways (`(.*)*`, `(a+)+`, `((.?)*)*`, `(\w|.)*`, and alternatives
/// that can start alike, `(a|ab)*`, `([a-z]|[a-c])+`) takes exponential time on a string of a
/// few dozen characters. Such a pattern is refused with the reason; the check is by shape, so it
/// also refuses a few patterns that would run fast (`(ab?)*`, `(\d|,)+`), which can always be
/// written without the repeated group or as one character class (`[\d,]+`).
public enum TextPattern {
  /// Why `pattern` cannot be used, or nil when it can.
  public static func problem(with pattern: String) -> String? {
    do {
      _ = try Regex(pattern)
    } catch {
      return "is not a regular expression: \(error)"  // the compiler's reason: "expected ')'"
    }
    if let found = backtrackingGroup(in: pattern) {
      guard found.alternativesOverlap else {
        return "repeats the group '\(found.group)', and the group itself repeats or matches any character in more than one "
          + "way: matching it can take longer than any run (exponential backtracking). Write it without the repeated "
          + "group, e.g. '.*' for '(.*)*'"
      }
      return "repeats the group '\(found.group)', whose alternatives can start with the same character (or with a class, a "
        + "group or nothing), so one text matches it in more than one way: matching it can take longer than any run "
        + "(exponential backtracking). Give the alternatives different literal first characters, or write them as one "
        + "class, e.g. '[a-z]+' for '([a-z]|[a-c])+'"
    }
    let wildcards = openEndedWildcards(in: pattern)
    if wildcards > maxOpenEndedWildcards {
      return "has \(wildcards) open-ended wildcards ('.*', '\\w+', '[^x]*'...), and each one more multiplies the work of a "
        + "match that fails: keep at most \(maxOpenEndedWildcards)"
    }
    return nil
  }

  /// The most open-ended wildcards a pattern may have: `a.*b.*c.*d` is fine, twelve `.*` in a
  /// row take hours to fail on a line of text.
  static let maxOpenEndedWildcards = 4

  /// How many broad atoms (`.`, a class, `\w`, `\s`, `\d` and their negations) are repeated
  /// without bound (`*`, `+`, `{n,}`).
  static func openEndedWildcards(in pattern: String) -> Int {
    let characters = Array(pattern.indices)
    var count = 0
    var index = 0
    while index < characters.count {
      let character = pattern[characters[index]]
      var end = index + 1
      var broad = false
      switch character {
      case "\\":
        end = index + 2
        broad = end <= characters.count && "wWsSdD".contains(pattern[characters[index + 1]])
      case "[":
        end = classEnd(from: index, in: pattern, characters)
        broad = true
      case ".": broad = true
      default: break
      }
      if broad, isUnboundedQuantifier(at: end, in: pattern, characters) { count += 1 }
      index = max(end, index + 1)
    }
    return count
  }

  /// What a group holds, as far as backtracking goes.
  private struct Group {
    var start: String.Index
    var repeats = false
    var anyCharacterAlternative = false
    var hasAlternation = false
    /// The literal first character of each alternative so far; nil for one that may start with
    /// more than one (a class, `.`, a group, an optional atom) or is empty.
    var firstCharacters: [String?] = []
    var atomsInAlternative = 0
    /// Whether alternatives in a group it holds can start alike.
    var holdsOverlap = false

    mutating func atom(_ first: String?) {
      if atomsInAlternative == 0 { firstCharacters.append(first) }
      atomsInAlternative += 1
    }

    /// A quantifier that may match nothing (`?`, `*`, `{0,n}`) follows the last atom.
    mutating func optional() {
      if atomsInAlternative == 1 { firstCharacters[firstCharacters.count - 1] = nil }
    }

    mutating func endAlternative() {
      if atomsInAlternative == 0 { firstCharacters.append(nil) }
      atomsInAlternative = 0
    }

    /// Whether two of its alternatives can start with the same character: more than one way to match one text.
    var alternativesOverlap: Bool {
      hasAlternation && (firstCharacters.contains(nil) || Set(firstCharacters.compactMap { $0 }).count < firstCharacters.count)
    }
  }

  /// The first group repeated (`*`, `+`, `{n,}`, `{n,m}` past one) whose content has a quantifier of its own,
  /// alternatives one of which is any character (`.`), or alternatives that can start alike
  /// (`alternativesOverlap`); nil when there is none.
  static func backtrackingGroup(in pattern: String) -> (group: Substring, alternativesOverlap: Bool)? {
    let caseInsensitive = pattern.contains("(?i")
    let characters = Array(pattern.indices)
    var stack: [Group] = []
    var index = 0
    var lastWasAtom = false
    while index < characters.count {
      let position = characters[index]
      let character = pattern[position]
      switch character {
      case "\\":
        // An escaped punctuation character is itself; a letter or digit names a class or an assertion.
        let escaped = index + 1 < characters.count ? pattern[characters[index + 1]] : nil
        if !stack.isEmpty { stack[stack.count - 1].atom(escaped.flatMap { $0.isLetter || $0.isNumber ? nil : String($0) }) }
        index += 2
        lastWasAtom = true
        continue
      case "[":
        if !stack.isEmpty { stack[stack.count - 1].atom(nil) }
        index = classEnd(from: index, in: pattern, characters)
        lastWasAtom = true
        continue
      case "(":
        if !stack.isEmpty { stack[stack.count - 1].atom(nil) }
        stack.append(Group(start: position))
        lastWasAtom = false
        // `(?:`, `(?<name>`, `(?=`, `(?<!`, `(?i)`: the group's kind, not its first atom.
        if index + 1 < characters.count, pattern[characters[index + 1]] == "?" {
          var next = index + 2
          while next < characters.count, !":>=!)".contains(pattern[characters[next]]) { next += 1 }
          index = next < characters.count && pattern[characters[next]] != ")" ? next + 1 : next
          continue
        }
      case "|":
        if !stack.isEmpty {
          stack[stack.count - 1].hasAlternation = true
          stack[stack.count - 1].endAlternative()
        }
        lastWasAtom = false
      case ".":
        if !stack.isEmpty {
          stack[stack.count - 1].atom(nil)
          if isWholeAlternative(at: index, in: pattern, characters) { stack[stack.count - 1].anyCharacterAlternative = true }
        }
        lastWasAtom = true
      case ")":
        guard var group = stack.popLast() else { return nil }
        group.endAlternative()
        let overlaps = group.holdsOverlap || group.alternativesOverlap
        let end = index + 1
        if isRepeatingQuantifier(at: end, in: pattern, characters),
          group.repeats || (group.hasAlternation && group.anyCharacterAlternative) || overlaps
        {
          return (pattern[group.start...position], !group.repeats && !group.anyCharacterAlternative)
        }
        // The group is one atom of its parent; a quantifier on it makes the parent repeat inside.
        if !stack.isEmpty, isQuantifier(at: end, in: pattern, characters) || group.repeats {
          stack[stack.count - 1].repeats = true
        }
        if !stack.isEmpty, overlaps { stack[stack.count - 1].holdsOverlap = true }
        lastWasAtom = true
      case "*", "+", "?", "{":
        if lastWasAtom, !stack.isEmpty, character != "{" || isBrace(at: index, in: pattern, characters) {
          stack[stack.count - 1].repeats = true
          if character != "+" { stack[stack.count - 1].optional() }
        }
        lastWasAtom = false
      case "^", "$":
        if !stack.isEmpty { stack[stack.count - 1].atom(nil) }
        lastWasAtom = false
      default:
        if !stack.isEmpty { stack[stack.count - 1].atom(caseInsensitive ? character.lowercased() : String(character)) }
        lastWasAtom = true
      }
      index += 1
    }
    return nil
  }

  /// Where the character class opening at `index` ends, past its closing bracket: a class is one
  /// atom (a leading `]` or `^]` is literal, an escaped `]` too).
  private static func classEnd(from index: Int, in pattern: String, _ characters: [String.Index]) -> Int {
    var end = index + 1
    if end < characters.count, pattern[characters[end]] == "^" { end += 1 }
    if end < characters.count, pattern[characters[end]] == "]" { end += 1 }
    while end < characters.count, pattern[characters[end]] != "]" { end += pattern[characters[end]] == "\\" ? 2 : 1 }
    return end + 1
  }

  /// Whether a quantifier that may repeat without bound starts at `index`: `*`, `+`, `{n,}`.
  private static func isUnboundedQuantifier(at index: Int, in pattern: String, _ characters: [String.Index]) -> Bool {
    guard index < characters.count else { return false }
    switch pattern[characters[index]] {
    case "*", "+": return true
    case "{":
      guard let close = pattern[characters[index]...].firstIndex(of: "}") else { return false }
      let body = pattern[pattern.index(after: characters[index])..<close]
      return body.hasSuffix(",") && Int(body.dropLast()) != nil
    default: return false
    }
  }

  /// Whether a quantifier that may match more than once starts at `index`: `*`, `+`, `{n,}`, and
  /// `{n}` or `{n,m}` past one.
  private static func isRepeatingQuantifier(at index: Int, in pattern: String, _ characters: [String.Index]) -> Bool {
    if isUnboundedQuantifier(at: index, in: pattern, characters) { return true }
    guard index < characters.count, pattern[characters[index]] == "{", isBrace(at: index, in: pattern, characters),
      let close = pattern[characters[index]...].firstIndex(of: "}")
    else { return false }
    let bounds = pattern[pattern.index(after: characters[index])..<close].split(separator: ",").compactMap { Int($0) }
    return (bounds.last ?? 0) > 1
  }

  /// Whether any quantifier starts at `index`.
  private static func isQuantifier(at index: Int, in pattern: String, _ characters: [String.Index]) -> Bool {
    guard index < characters.count else { return false }
    let character = pattern[characters[index]]
    return character == "*" || character == "+" || character == "?" || (character == "{" && isBrace(at: index, in: pattern, characters))
  }

  /// Whether the `{` at `index` opens a counted quantifier (`{2}`, `{2,}`, `{2,5}`), not a literal brace.
  private static func isBrace(at index: Int, in pattern: String, _ characters: [String.Index]) -> Bool {
    guard let close = pattern[characters[index]...].firstIndex(of: "}") else { return false }
    let body = pattern[pattern.index(after: characters[index])..<close]
    return !body.isEmpty && body.allSatisfy { $0.isNumber || $0 == "," } && body.first != ","
  }

  /// Whether the `.` at `index` is a whole alternative of its group: `(.|a)`, `(a|.)`.
  private static func isWholeAlternative(at index: Int, in pattern: String, _ characters: [String.Index]) -> Bool {
    let before = index > 0 ? pattern[characters[index - 1]] : "("
    let after = index + 1 < characters.count ? pattern[characters[index + 1]] : ")"
    return (before == "(" || before == "|") && (after == ")" || after == "|")
  }
}
