import ExtensionManifest
import Foundation

/// One line of a scenario file cut into words, each with its column, `#` comments removed.
struct ScenarioLine {
  struct Word {
    var text: String
    var column: Int
  }

  let path: String
  let number: Int
  private(set) var words: [Word]
  private var cursor = 0

  init(path: String, number: Int, text: Substring) {
    self.path = path
    self.number = number
    var words: [Word] = []
    var column = 0
    var current = ""
    var start = 0
    for character in text {
      column += 1
      if character == " " || character == "\t" {
        if !current.isEmpty { words.append(Word(text: current, column: start)) }
        current = ""
        continue
      }
      if current.isEmpty {
        if character == "#" { break }
        start = column
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(Word(text: current, column: start)) }
    self.words = words
  }

  var isEmpty: Bool { words.isEmpty }
  var atEnd: Bool { cursor >= words.count }
  /// The column of the next word, or just past the line's last one.
  var column: Int { cursor < words.count ? words[cursor].column : (words.last.map { $0.column + $0.text.count } ?? 1) }

  /// The next word, without taking it.
  func peek() -> String? { cursor < words.count ? words[cursor].text : nil }

  /// Takes the next word; `expected` says what it should be, for the error when there is none.
  mutating func next(_ expected: String) throws(ScenarioError) -> String {
    guard cursor < words.count else { throw error("expected \(expected) at the end of the line") }
    defer { cursor += 1 }
    return words[cursor].text
  }

  /// Takes the next word if it is `word`.
  mutating func take(_ word: String) -> Bool {
    guard peek() == word else { return false }
    cursor += 1
    return true
  }

  /// The rest of the line, joined by single spaces.
  mutating func rest() -> String {
    defer { cursor = words.count }
    return words[min(cursor, words.count)...].map(\.text).joined(separator: " ")
  }

  /// Fails unless every word was read.
  func finish() throws(ScenarioError) {
    guard cursor < words.count else { return }
    throw error("unexpected \(Self.shown(words[cursor].text)) after the end of the statement")
  }

  /// An error at the next word (or the previous one, `back` words back).
  func error(_ message: String, back: Int = 0) -> ScenarioError {
    let index = max(0, min(cursor - back, words.count - 1))
    let column = words.isEmpty ? 1 : (cursor - back >= words.count ? column : words[index].column)
    return ScenarioError(path: path, line: number, column: column, message)
  }

  /// A word from the file in a message: escaped, quoted, cut short.
  static func shown(_ text: String) -> String {
    let safe = DisplayText.escaped(text)
    return safe.count > 60 ? "'\(safe.prefix(60))…'" : "'\(safe)'"
  }
}

/// The small value grammars of the format: durations, clock times, days.
enum ScenarioValues {
  /// The largest number one part of a duration takes (six digits: `999999m`).
  static let maximumDurationPart = 999_999

  /// The largest day number a time names (`day 400 08:00`).
  static let maximumDay = 400

  /// What a duration word must be, for the end of a message: the grammar and the cap.
  static let durationGrammar = "a duration is whole numbers of d, h, m or s (1h30m), each at most \(maximumDurationPart)"

  /// `20m`, `1h30m`, `45s`, `2d`; nil when the text is not one (a number past
  /// `maximumDurationPart` included).
  static func duration(_ text: String) -> TimeInterval? {
    var total = 0.0
    var digits = ""
    var sawUnit = false
    for character in text {
      if character.isASCII, character.isNumber {
        digits.append(character)
        guard digits.count <= 6 else { return nil }  // maximumDurationPart
        continue
      }
      guard let value = Double(digits) else { return nil }
      switch character {
      case "d": total += value * 86_400
      case "h": total += value * 3_600
      case "m": total += value * 60
      case "s": total += value
      default: return nil
      }
      digits = ""
      sawUnit = true
    }
    guard digits.isEmpty, sawUnit else { return nil }
    return total
  }

  /// `22:00` or `23:59:59` as hour, minute, second.
  static func clock(_ text: String) -> (hour: Int, minute: Int, second: Int)? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
      let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute)
    else { return nil }
    let second = parts.count == 3 ? Int(parts[2]) : 0
    guard let second, (0...59).contains(second) else { return nil }
    return (hour, minute, second)
  }

  /// `2026-12-01` as year, month, day.
  static func date(_ text: String) -> (year: Int, month: Int, day: Int)? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month),
      (1...31).contains(day)
    else { return nil }
    return (year, month, day)
  }
}
