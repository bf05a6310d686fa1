import HostEngine
/// One option a command takes: its name, what value it takes, its help line and how its value is
/// checked. A command declares its options once; parsing and `--help` both read that declaration,
/// so they cannot drift apart.
struct Option: Sendable, Equatable {
  /// What follows the option's name.
  enum Value: Sendable, Equatable {
    /// A flag: no value (`--no-color`).
    case none
    /// Free text, never empty (`--manifests <dir>`).
    case text(placeholder: String)
    /// One of a fixed set (`--format text|json`).
    case choice([String])
    /// A number checked against its rule (`--action-timeout <ms>`).
    case number(placeholder: String, NumberRule)
  }

  /// `--name`.
  let name: String
  let value: Value
  /// Whether every occurrence counts (`--shield a --shield b`); otherwise the last one wins.
  let isRepeatable: Bool
  /// One line for `--help`, wrapped there.
  let help: String

  /// A flag.
  static func flag(_ name: String, _ help: String) -> Option {
    Option(name: name, value: .none, isRepeatable: false, help: help)
  }

  /// An option taking text, e.g. a path or a name.
  static func text(_ name: String, _ placeholder: String, _ help: String, repeatable: Bool = false) -> Option {
    Option(name: name, value: .text(placeholder: placeholder), isRepeatable: repeatable, help: help)
  }

  /// An option taking one of `choices`.
  static func choice(_ name: String, _ choices: [String], _ help: String, repeatable: Bool = false) -> Option {
    Option(name: name, value: .choice(choices), isRepeatable: repeatable, help: help)
  }

  /// An option taking a number within `rule`.
  static func number(_ name: String, _ placeholder: String, _ rule: NumberRule, _ help: String) -> Option {
    Option(name: name, value: .number(placeholder: placeholder, rule), isRepeatable: false, help: help)
  }

  /// `--name <placeholder>` as `--help` shows it.
  var label: String {
    switch value {
    case .none: name
    case .text(let placeholder), .number(let placeholder, _): "\(name) \(placeholder)"
    case .choice(let choices): "\(name) \(choices.joined(separator: "|"))"
    }
  }

  /// Whether the option takes a value.
  var takesValue: Bool { value != .none }
}

extension NumberRule {
  /// The number `text` denotes, or a usage error naming the option, the range, the form and the
  /// value.
  func check(_ text: String, option: String) throws(UsageError) -> Double {
    guard let value = value(of: text) else {
      throw UsageError("\(option) needs \(expectation), not '\(text)' (write \(form))")
    }
    return value
  }
}
