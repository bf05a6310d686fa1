import HostEngine
/// Everything a command says about itself: what `--help` prints and what the parser accepts come
/// from this one value.
struct CommandDeclaration: Sendable {
  /// A positional argument as `--help` lists it.
  struct Argument: Sendable {
    let label: String
    let help: String
  }

  /// The word after `extension-host`.
  let name: String
  /// One line for the command list.
  let summary: String
  /// The paragraphs under OVERVIEW, already wrapped.
  let overview: String
  /// The usage lines, each after `extension-host `.
  let usage: [String]
  var arguments: [Argument] = []
  /// The options, in the order `--help` lists them (`-h, --help` is added).
  let options: [Option]
  /// More sections after OPTIONS (already wrapped), or nil.
  var notes: String? = nil
  /// The exit codes section.
  var exitCodes: String = ExitCode.helpTable

  /// The command line parsed against `options`.
  func parse(_ arguments: some Sequence<String>) throws(UsageError) -> Arguments {
    try Arguments(arguments, options: options)
  }

  /// The whole `--help` text.
  var help: String {
    let tool = CommandLine.toolName
    var sections = ["OVERVIEW: " + overview]
    sections.append(
      usage.enumerated().map { index, line in (index == 0 ? "USAGE: " : "       ") + tool + " " + line }
        .joined(separator: "\n"))
    if !arguments.isEmpty {
      sections.append("ARGUMENTS:\n" + Self.table(arguments.map { ($0.label, $0.help) }))
    }
    let rows = options.map { ($0.label, $0.help) } + [("-h, --help", "Show this help.")]
    sections.append("OPTIONS:\n" + Self.table(rows))
    if let notes { sections.append(notes) }
    sections.append(exitCodes)
    return sections.joined(separator: "\n\n") + "\n\n"
  }

  /// Two columns: labels indented by 2, help wrapped at 100 columns beside them; a label too long
  /// for the column gets its help on the lines below.
  static func table(_ rows: [(label: String, help: String)]) -> String {
    let widest = rows.map(\.label.count).max() ?? 0
    let column = 2 + min(widest, 28) + 2
    var lines: [String] = []
    for row in rows {
      let wrapped = wrap(row.help, width: 100 - column)
      let label = "  " + row.label
      if label.count + 2 <= column {
        lines.append(label + String(repeating: " ", count: column - label.count) + (wrapped.first ?? ""))
      } else {
        lines.append(label)
        lines.append(String(repeating: " ", count: column) + (wrapped.first ?? ""))
      }
      lines += wrapped.dropFirst().map { String(repeating: " ", count: column) + $0 }
    }
    return lines.joined(separator: "\n")
  }

  /// `text` broken at spaces into lines of at most `width` characters (a longer word stays whole).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
