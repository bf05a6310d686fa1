import Foundation
import HostProtocol
import ManifestLint
import Testing

/// `lint` and a launch judge a manifest with one rule set: over every manifest fixture the tests
/// have (the repository's manifest folders, and every lint rule's passing and failing example
/// written out as a folder), real `extension-host lint` and `extension-host visit` runs agree. A
/// visit refuses with a rule's finding exactly when lint reports an error of a launch-blocking
/// rule (`LaunchRules`), naming the same rule at the same place; lint's other findings never stop
/// a visit. Files of a device activity monitor are left out: a visit neither needs nor checks it.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct LintAndLaunchAgreementTests {
  /// A finding as both commands print it: rule, file (relative to the fixture), line, column.
  struct Place: Hashable, CustomStringConvertible {
    let rule: String, path: String, line: Int, column: Int
    var description: String { "\(path):\(line):\(column) [\(rule)]" }
  }

  static let repositoryFolders = [
    "plists", "plists-variants/missing-app-group", "Tests/HostTests/Fixtures/FocusTimer",
    "Tests/HostTests/Fixtures/Lint/BrokenApp", "Tests/HostTests/Fixtures/Lint/FocusApp",
  ]

  @Test(arguments: repositoryFolders)
  func lintAndVisitAgreeOnARepositoryFolder(_ folder: String) async throws {
    let agreement = try await Self.compare(BuildProducts.repositoryRoot + "/" + folder)
    #expect(agreement.visit == agreement.lint, "\(folder): lint \(agreement.lint.sorted(by: Self.order)), visit \(agreement.visit.sorted(by: Self.order))")
    if !agreement.lint.isEmpty { #expect(agreement.exitCode == 3, "\(folder): visit exited \(agreement.exitCode)") }
  }

  /// Every rule's examples, each written to a folder of its own; the failing examples of every
  /// launch-blocking rule must make a visit refuse, with that rule.
  @Test func lintAndVisitAgreeOnEveryRuleExample() async throws {
    var compared = 0
    var refusedByRule: Set<String> = []
    for rule in LintRules.descriptions {
      for (kind, examples) in [("passing", rule.passing), ("failing", rule.failing)] {
        for (index, example) in examples.enumerated() {
          let folder = try Self.write(example)
          defer { try? FileManager.default.removeItem(atPath: folder) }
          let agreement = try await Self.compare(folder)
          let name = "\(rule.id) \(kind) \(index + 1)"
          #expect(agreement.visit == agreement.lint, "\(name): lint \(agreement.lint.sorted(by: Self.order)), visit \(agreement.visit.sorted(by: Self.order))")
          if !agreement.lint.isEmpty { #expect(agreement.exitCode == 3, "\(name): visit exited \(agreement.exitCode)") }
          refusedByRule.formUnion(agreement.visit.map(\.rule))
          compared += 1
        }
      }
    }
    #expect(compared == LintRules.descriptions.map { $0.passing.count + $0.failing.count }.reduce(0, +) && compared > 80)
    // AX102's and AX114's examples are bare Info.plists, neither an app nor an extension to lint
    // or to a launch; ContainmentEndToEndTests sees both refuse a visit.
    let expected = LaunchRules.identifiers.subtracting(["AX102", "AX114"])
    #expect(refusedByRule.isSuperset(of: expected), "launch-blocking rules never seen refusing a visit: \(expected.subtracting(refusedByRule))")
  }

  /// Lint's launch-blocking errors and the visit's rule findings for `folder`.
  static func compare(_ folder: String) async throws -> (lint: Set<Place>, visit: Set<Place>, exitCode: Int32) {
    let monitorFiles = try Self.monitorFiles(in: folder)
    let lint = try await HostRun.run(["lint", folder, "--format", "json", "--root", folder])
    #expect(lint.exitCode != 3, "lint \(folder): \(lint.stderr)")
    var fromLint: Set<Place> = []
    for finding in try lint.report().objects("findings") {
      let rule = try finding.string("rule")
      guard try finding.string("severity") == "error", LaunchRules.identifiers.contains(rule) else { continue }
      let path = try finding.string("path")
      guard !monitorFiles.contains(path) else { continue }
      fromLint.insert(Place(rule: rule, path: path, line: try finding.int("line"), column: try finding.int("column")))
    }
    let visit = try await HostRun.run(["visit", "social.example", "--manifests", folder, "--products", BuildProducts.directory])
    var fromVisit: Set<Place> = []
    for line in visit.stderr.split(separator: "\n").map(String.init) {
      guard let place = Self.place(in: line, under: folder) else { continue }
      fromVisit.insert(place)
    }
    return (fromLint, fromVisit, visit.exitCode)
  }

  /// `path:line:column: error: message [RULE]`, the rule one of lint's.
  static func place(in line: String, under folder: String) -> Place? {
    guard line.hasSuffix("]"), let open = line.range(of: " [", options: .backwards),
      let marker = line.range(of: ": error: ")
    else { return nil }
    let rule = String(line[open.upperBound..<line.index(before: line.endIndex)])
    guard LintRules.description(named: rule) != nil else { return nil }
    let location = line[..<marker.lowerBound].split(separator: ":")
    guard location.count >= 3, let lineNumber = Int(location[location.count - 2]), let column = Int(location[location.count - 1])
    else { return nil }
    var path = location.dropLast(2).joined(separator: ":")
    if path.hasPrefix(folder + "/") { path.removeFirst(folder.count + 1) }
    return Place(rule: rule, path: path, line: lineNumber, column: column)
  }

  /// The manifest files of device activity monitor targets, relative to `folder`.
  static func monitorFiles(in folder: String) throws -> Set<String> {
    let project = try ProjectLoader.load([folder], options: LoadOptions())
    var files: Set<String> = []
    for target in project.targets where target.extensionPoint == .deviceActivityMonitor {
      for file in [target.info, target.entitlements].compactMap({ $0 }) {
        files.insert(file.path.hasPrefix(folder + "/") ? String(file.path.dropFirst(folder.count + 1)) : file.path)
      }
    }
    return files
  }

  /// `example`'s files under a new folder.
  static func write(_ example: RuleExample) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("agree-\(UUID().uuidString)").path
    for file in example.preparedFiles {
      let path = folder + "/" + file.path
      try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try file.text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    return folder
  }

  static func order(_ a: Place, _ b: Place) -> Bool { a.description < b.description }
}
