import Foundation
import Testing

/// The hostile-input corpus: a few hundred cases of hostile input in one run, in six families,
/// each case with the outcome it must have (a named error or fault, an exit code), and none
/// crashing the host, hanging past its deadline, writing outside the host's folders or leaving a
/// process. `HOSTILE_CORPUS=1 swift test --filter Corpus` runs all of it (`.ci/run` does, on its
/// own after the suite) and prints the cases per family; the families that run processes are one
/// test case per input, and the runner counts the passes. Without `HOSTILE_CORPUS` the plain
/// `swift test` runs only the in-process families: the others are some 400 blocking process runs,
/// which on a shared two-core machine starve the other suites' time limits.
///
/// The families reuse the set-ups of the hostile tests they extend: `HostileScratch` and
/// `HostileManifestCase` (manifests), `ManifestFixture` (extensions), `DaemonProcess` and
/// `DaemonHostileRequestEndToEndTests.deliver` (clients), `CommandLineEndToEndTests.numericOptions`.
enum HostileCorpus {
  /// Whether the families that run processes run: `HOSTILE_CORPUS` is set.
  static var isRequested: Bool { ProcessInfo.processInfo.environment["HOSTILE_CORPUS"] != nil }

  /// The families and how many cases each tries.
  static var families: [(name: String, cases: Int)] {
    [
      ("hostile plists (reader)", HostilePlistCorpusTests.cases.count),
      ("hostile manifests (visit and lint)", HostileManifestCorpusTests.cases.count * 2),
      ("fake extension speaking the protocol", FakeExtensionCorpusTests.cases.count),
      ("hostile daemon clients", HostileClientCorpusTests.cases.count),
      ("odd command lines", OddCommandLineCorpusTests.cases.count),
      ("hostile input files (lint configuration, scenario)", HostileFileCorpusTests.cases.count),
    ]
  }

  /// Prints one family's tally: tried, and handled as the case says.
  static func report(_ family: String, tried: Int, handled: Int) {
    print("hostile corpus: \(family): \(tried) tried, \(handled) handled as expected")
  }
}

@Suite struct HostileCorpusSizeTests {
  @Test func theCorpusHasAFewHundredCasesAndSaysHowManyPerFamily() {
    let total = HostileCorpus.families.map(\.cases).reduce(0, +)
    for (name, cases) in HostileCorpus.families { print("hostile corpus: \(name): \(cases) cases") }
    print("hostile corpus: \(total) cases in all")
    #expect(total >= 300, "the corpus has \(total) cases")
    #expect(HostileCorpus.families.allSatisfy { $0.cases >= 30 })
  }
}
