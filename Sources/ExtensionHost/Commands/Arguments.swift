import HostEngine
/// A command line being consumed by one subcommand.
///
/// Options may be written `--name value` or `--name=value`. Everything that is not an option is a
/// positional argument. `finish()` reports whatever the command did not consume.
struct Arguments {
  private var remaining: [String]
  private var positionalsTaken = false

  init(_ arguments: some Sequence<String>) { remaining = Array(arguments) }

  /// Whether the bare flag `name` is present; removes every occurrence.
  mutating func flag(_ name: String) -> Bool {
    let before = remaining.count
    remaining.removeAll { $0 == name }
    return remaining.count != before
  }

  /// The value of the last occurrence of `--name VALUE` or `--name=VALUE`, removing all of them.
  mutating func option(_ name: String) throws(UsageError) -> String? {
    try options(name).last
  }

  /// Every value given for a repeatable option, in order.
  mutating func options(_ name: String) throws(UsageError) -> [String] {
    var values: [String] = []
    var index = 0
    while index < remaining.count {
      let argument = remaining[index]
      if argument == name {
        guard index + 1 < remaining.count, !remaining[index + 1].hasPrefix("--") || remaining[index + 1] == "--"
        else { throw UsageError("option \(name) needs a value") }
        values.append(remaining[index + 1])
        remaining.removeSubrange(index...index + 1)
      } else if argument.hasPrefix(name + "=") {
        values.append(String(argument.dropFirst(name.count + 1)))
        remaining.remove(at: index)
      } else {
        index += 1
      }
    }
    return values
  }

  /// An option whose value must be one of `choices`.
  mutating func option(_ name: String, oneOf choices: [String]) throws(UsageError) -> String? {
    guard let value = try option(name) else { return nil }
    guard choices.contains(value) else {
      throw UsageError("\(name) must be one of \(choices.joined(separator: ", ")), not '\(value)'")
    }
    return value
  }

  /// An option whose value is a number of milliseconds, seconds or bytes, as a Double.
  mutating func number(_ name: String) throws(UsageError) -> Double? {
    guard let text = try option(name) else { return nil }
    guard let value = Double(text), value >= 0, value.isFinite else {
      throw UsageError("\(name) needs a non-negative number, not '\(text)'")
    }
    return value
  }

  /// The positional arguments; call after every option has been consumed.
  mutating func positionals() throws(UsageError) -> [String] {
    var result: [String] = []
    var index = 0
    while index < remaining.count {
      let argument = remaining[index]
      if argument == "--" {
        result += remaining[(index + 1)...]
        remaining.removeSubrange(index...)
        break
      }
      if argument.hasPrefix("-") && argument != "-" {
        index += 1
        continue
      }
      result.append(argument)
      remaining.remove(at: index)
    }
    positionalsTaken = true
    return result
  }

  /// Fails on anything left over: unknown options, or positionals the command does not take.
  func finish() throws(UsageError) {
    guard let first = remaining.first else { return }
    if first.hasPrefix("-") { throw UsageError("unknown option '\(first)'") }
    throw UsageError("unexpected argument '\(first)'")
  }
}
