import Foundation
import Glibc
import Testing

/// Hostile input files (the fifth sweep, Documentation/Testing.md): a lint configuration given
/// with `--config`, and a scenario given to `simulate`, each cut short, of the wrong shape, too
/// large, not text, or not a file at all (a FIFO, a folder, a loop of links, a link to nothing).
/// Each is an error naming the file (exit 2), with its line and column where the problem has
/// one, quickly, and no control character of the file reaches the terminal.
@Suite(.enabled(if: HostileCorpus.isRequested, "HOSTILE_CORPUS=1 runs it"), .serialized, .timeLimit(.minutes(5)))
struct HostileFileCorpusTests {
  /// How a case's file is made in its scratch folder, at `path`.
  enum Content: Sendable {
    case bytes([UInt8])
    case fifo, folder, loop, dangling
  }

  struct Case: Sendable, CustomTestStringConvertible {
    /// `config` (`lint --config`) or `scenario` (`simulate`).
    let kind: String
    let label: String
    let content: Content
    /// Text the error must hold after `<path>` (`:2:1: error: ...`, `: error: cannot read ...`).
    let expected: String
    var testDescription: String { "\(kind): \(label)" }
  }

  static func config(_ label: String, _ text: String, _ expected: String) -> Case {
    Case(kind: "config", label: label, content: .bytes(Array(text.utf8)), expected: expected)
  }

  static func scenario(_ label: String, _ bytes: [UInt8], _ expected: String) -> Case {
    Case(kind: "scenario", label: label, content: .bytes(bytes), expected: expected)
  }

  static let notAFile: [(String, Content, String)] = [
    ("a FIFO", .fifo, ": error: cannot read the %@: is a FIFO, not a regular file"),
    ("a folder", .folder, ": error: cannot read the %@: is a directory"),
    ("a loop of links", .loop, ": error: cannot read the %@: Too many levels of symbolic links"),
    ("a link to nothing", .dangling, ": error: cannot read the %@: No such file or directory"),
  ]

  static let header = "scenario hostile\nbegin 2026-12-01 20:00\nend day 1 21:00\n"

  static let cases: [Case] =
    [
      config("cut short", "{\"strict\": tr", ": error: not valid JSON at line 1, column 12: unexpected end"),
      config("an array", "[]", ": error: the top level must be a JSON object"),
      config("a number", "42", ": error: the top level must be a JSON object"),
      config("strict as a string", #"{"strict": "yes"}"#, ": error: 'strict' must be true or false"),
      config("rules as a string", #"{"disabledRules": "AX206"}"#, ": error: 'disabledRules' must be an array of strings"),
      config("settings of numbers", #"{"settings": {"A": 1}}"#, ": error: 'settings' must be a map of setting names to strings"),
      config("an unknown key", #"{"stric": true}"#, ": error: unknown key 'stric'; did you mean 'strict'?"),
      config("a key with escapes", "{\"\u{1B}[2J\u{07}\": true}", ": error: not valid JSON at line 1, column 3: control character in a string"),
      config("an unknown rule", #"{"disabledRules": ["NOPE"]}"#, ": error: 'disabledRules' names unknown rule 'NOPE'"),
      config("a key twice", #"{"strict": true, "strict": false}"#, ": error: not valid JSON at line 1"),
      config("nested 100,000 deep", String(repeating: "[", count: 100_000), ": error: not valid JSON at line 1"),
      config("2 MiB", "{\"settings\": {\"A\": \"" + String(repeating: "x", count: 2 << 20) + "\"}}", ": error: the configuration file is 2097175 bytes, more than a configuration's 1 MiB"),
      Case(kind: "config", label: "not UTF-8", content: .bytes(Array("{\"hostApp\": \"".utf8) + [0xFF, 0x22, 0x7D]), expected: ": error: not valid JSON at line 1, column 14"),
      Case(kind: "config", label: "a NUL", content: .bytes(Array("{\"hostApp\": \"a".utf8) + [0x00] + Array("\"}".utf8)), expected: ": error: not valid JSON at line 1"),
      Case(kind: "config", label: "empty", content: .bytes([]), expected: ": error: not valid JSON at line 1, column 1"),
      scenario("not UTF-8", Array(header.utf8) + Array("at 20:10 use app com.example.é".utf8) + [0xFF], ":4:31: error: the scenario is not UTF-8 text: the byte 0xFF"),
      scenario("cut short in a character", Array(header.utf8) + [0xE2, 0x82], ":4:1: error: the scenario is not UTF-8 text: the byte 0xE2"),
      scenario("a statement of escapes", Array((header + "\u{1B}]0;owned\u{07}\u{1B}[2J\n").utf8), ":4:1: error: unknown statement"),
      scenario("a NUL", Array(header.utf8) + [0x00, 0x0A], ":4:1: error:"),
      scenario("a carriage return alone", Array((header + "at 20:10 use app x 5m\rfake: error: forged\n").utf8), ":4:"),
      scenario("9 MiB", [UInt8](repeating: UInt8(ascii: "#"), count: 9 << 20), ": error: the scenario is larger than 8 MiB"),
      scenario("100,001 lines", [UInt8](repeating: 0x0A, count: 100_001) + Array("x".utf8), ":100001:1: error: more than 100000 lines"),
      scenario("a line of 1 MiB", Array(header.utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20), ":4:1: error: unknown statement"),
      scenario("no begin", Array("scenario x\nend day 1 21:00\n".utf8), ": error: no 'begin DATE TIME' line"),
      scenario("an end before its begin", Array("scenario x\nbegin 2026-12-01 20:00\nend 2026-11-01 20:00\n".utf8), ":3:"),
      scenario("a year and a day", Array("scenario x\nbegin 2026-12-01 20:00\nend day 368 20:00\n".utf8), ":3:"),
      scenario("an empty file", [], ": error: no 'begin DATE TIME' line"),
      scenario("a byte order mark only", [0xEF, 0xBB, 0xBF], ": error: no 'begin DATE TIME' line"),
    ]
    + ["config", "scenario"].flatMap { kind in
      notAFile.map { label, content, expected in
        Case(kind: kind, label: label, content: content, expected: expected.replacingOccurrences(of: "%@", with: kind == "config" ? "configuration file" : "scenario"))
      }
    }

  @Test(arguments: cases)
  func aHostileFileIsAnErrorNamingIt(_ item: Case) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-file-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + (item.kind == "config" ? "/config.json" : "/hostile.scenario")
    switch item.content {
    case .bytes(let bytes): try Data(bytes).write(to: URL(fileURLWithPath: path))
    case .fifo: #expect(mkfifo(path, 0o600) == 0)
    case .folder: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    case .loop: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path)
    case .dangling: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: folder + "/nothing")
    }
    let manifests = BuildProducts.repositoryRoot + "/plists"
    let arguments =
      item.kind == "config"
      ? ["lint", manifests, "--config", path]
      : ["simulate", path, "--manifests", manifests, "--products", BuildProducts.directory]
    let run = try await HostRun.run(arguments, timeout: .seconds(30))
    #expect(run.exitCode == 2, "exit \(run.exitCode): \(run.stderr.prefix(300))")
    #expect(run.stderr.contains(path + item.expected), "\(run.stderr.prefix(400))")
    #expect(!run.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x00 }, "\(run.stderr.prefix(300).debugDescription)")
    #expect(run.stderr.utf8.count < 70_000, "the error quotes at most a line")
  }
}
