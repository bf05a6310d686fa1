import Foundation
import Testing

/// Hostile names in manifests, generated: every name that becomes a path (an App Group, a bundle
/// identifier, an executable) given each hostile value. `visit` refuses each before anything runs
/// (exit 3, naming the file), `lint` finds it (exit 1), and nothing outside the state folder changes.
@Suite(.enabled(if: HostileCorpus.isRequested, "HOSTILE_CORPUS=1 runs it"), .serialized, .timeLimit(.minutes(5)))
struct HostileManifestCorpusTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var testDescription: String { label }
    let label: String
    let file: String
    let old: String
    let new: String
    /// Whether lint finds it: a file name may hold a space or a backslash; visit still refuses
    /// it, as no such executable is among the products.
    var lintFinds = true
  }

  /// Executable names that are file names all the same: lint passes them.
  static let fileNames: Set<String> = ["a backslash", "bidi override", "a space", "percent-encoded climb"]

  static let values: [(label: String, text: String)] = [
    ("parent climb", "../../x"), ("absolute path", "/tmp/x"), ("a slash inside", "com.example/x"), ("dot dot", ".."),
    ("a dot", "."), ("a backslash", #"com.example\x"#), ("DEL", "com.example.\u{7F}"), ("bidi override", "com.\u{202E}elpmaxe"),
    ("a tilde home", "~/x"), ("a space", "com.example. x"), ("300 bytes", "com." + String(repeating: "a", count: 300)),
    ("an unexpanded setting", "$(HOME)/x"), ("percent-encoded climb", "%2e%2e%2fx"), ("a newline", "com.example\nx"),
  ]

  static let cases: [Case] = values.flatMap { value in
    [
      Case(
        label: "App Group: \(value.label)", file: "ShieldActionExt.entitlements",
        old: "<string>group.com.example.FocusApp</string>",
        new: "<string>group.com.example.FocusApp</string><string>group.\(value.text)</string>"),
      Case(
        label: "bundle identifier: \(value.label)", file: "ShieldConfigExt-Info.plist",
        old: "<string>com.example.FocusApp.ShieldConfiguration</string>", new: "<string>\(value.text)</string>"),
      Case(
        label: "executable: \(value.label)", file: "ShieldActionExt-Info.plist", old: "<string>$(EXECUTABLE_NAME)</string>",
        new: "<string>\(value.text)</string>", lintFinds: !fileNames.contains(value.label)),
    ]
  }

  /// One case per test, so no test holds a worker of the shared pool for long.
  @Test(arguments: cases)
  func aHostileNameIsRefusedByVisitAndFoundByLint(_ item: Case) async throws {
    let hostile = try HostileManifestCase(file: item.file, replacing: item.old, with: item.new)
    let scratch = hostile.scratch
    let visit = try await HostRun.run(["visit", "social.example", "--press", "secondary"] + scratch.visitArguments)
    #expect(visit.exitCode == 3, "visit exit \(visit.exitCode): \(visit.stdout.prefix(200))\(visit.stderr.prefix(400))")
    #expect(visit.stderr.contains(scratch.manifests + "/" + item.file + ":"), "visit names the file: \(visit.stderr.prefix(400))")
    let lint = try await HostRun.run(["lint", scratch.manifests])
    if item.lintFinds {
      #expect(lint.exitCode == 1 && lint.stdout.contains(item.file + ":") && lint.stdout.contains("error"), "lint: \(lint.stdout.prefix(600))")
    } else {
      #expect(lint.exitCode == 0, "a file name lint passes: \(lint.stdout.prefix(600))")
    }
    hostile.nothingEscaped(item.label)
  }
}
