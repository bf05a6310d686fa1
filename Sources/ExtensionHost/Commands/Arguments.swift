import HostEngine

/// A command line parsed against one command's declared options.
///
/// Options may be written `--name value` or `--name=value`; everything else is a positional
/// argument, and everything after `--` is too. Parsing checks it all at once: an option the
/// command does not declare, a flag given a value, a missing or empty value, a choice not among
/// its choices and a number outside its rule are usage errors before the command starts.
struct Arguments: Sendable {
  private var values: [String: [String]] = [:]
  /// The positional arguments, in order.
  private(set) var positionals: [String] = []

  init(_ arguments: some Sequence<String>, options: [Option]) throws(UsageError) {
    let declared = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var remaining = Array(arguments)[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        positionals += remaining
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        positionals.append(argument)
        continue
      }
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      guard let option = declared[name], argument.hasPrefix("--") else {
        throw UsageError("unknown option '\(name)'")
      }
      var value: String?
      if argument.count > name.count {
        value = String(argument.dropFirst(name.count + 1))
      } else if option.takesValue {
        guard let next = remaining.first, !next.hasPrefix("--") else {
          throw UsageError("option \(option.label) needs a value")
        }
        value = remaining.popFirst()
      }
      values[name, default: []].append(try Self.checked(value, for: option))
    }
  }

  private static func checked(_ value: String?, for option: Option) throws(UsageError) -> String {
    switch option.value {
    case .none:
      if let value { throw UsageError("\(option.name) takes no value, not '\(value)'") }
      return ""
    case .text:
      guard let value, !value.isEmpty else { throw UsageError("\(option.label) needs a value, not an empty string") }
      return value
    case .choice(let choices):
      guard let value, choices.contains(value) else {
        throw UsageError("\(option.name) must be one of \(choices.joined(separator: ", ")), not '\(value ?? "")'")
      }
      return value
    case .number(_, let rule):
      _ = try rule.check(value ?? "", option: option.name)
      return value ?? ""
    }
  }

  /// Whether the flag was given.
  func flag(_ option: Option) -> Bool { values[option.name] != nil }

  /// The value of the last occurrence of `option`.
  func value(_ option: Option) -> String? { values[option.name]?.last }

  /// Every value given for a repeatable option, in order.
  func values(_ option: Option) -> [String] { values[option.name] ?? [] }

  /// A numeric option's value, already checked against its rule when parsed.
  func number(_ option: Option) -> Double? {
    guard case .number(_, let rule) = option.value, let text = value(option) else { return nil }
    return try? rule.check(text, option: option.name)
  }
}
