import ExtensionManifest
import Foundation
import ManifestLint
import Testing

/// Mutated manifests (bit flips, byte insertions and deletions, truncations, spliced chunks)
/// through the readers and the whole linter: no crash, no hang, bounded time; every position
/// inside the file, every error naming its file, and a read, written and read again, unchanged.
@Suite struct LintFuzzTests {
  static func seeds() throws -> [(String, [UInt8])] {
    var seeds: [(String, [UInt8])] = []
    for name in ["ShieldActionExt-Info.plist", "App.entitlements", "ShieldPolicy.plist"] {
      seeds.append((name, Array(try Data(contentsOf: URL(fileURLWithPath: LintFixtures.packageRoot + "/plists/" + name)))))
    }
    let pbxproj = LintFixtures.directory + "/FocusApp/FocusApp.xcodeproj/project.pbxproj"
    seeds.append(("project.pbxproj", Array(try Data(contentsOf: URL(fileURLWithPath: pbxproj)))))
    let binary = try PropertyListSerialization.data(
      fromPropertyList: ["NSExtension": ["NSExtensionPointIdentifier": "x"], "n": [1, 2.5, true]], format: .binary, options: 0)
    seeds.append(("Info.plist", Array(binary)))
    return seeds
  }

  /// A deterministic generator, so a failure reproduces.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D1_049B_B133_111E
      return z ^ (z >> 31)
    }
  }

  static func mutate(_ bytes: [UInt8], using random: inout SplitMix) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
      let index = Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0: bytes[index] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
      case 1: bytes.insert(Array("<>&;/=\"{}()$[]!-?".utf8).randomElement(using: &random) ?? 0, at: index)
      case 2: bytes.remove(at: index)
      case 3: bytes.removeSubrange(index...)
      case 4:
        let end = min(bytes.count, index + Int.random(in: 1...64, using: &random))
        bytes.insert(contentsOf: bytes[index..<end], at: Int.random(in: 0...bytes.count, using: &random))
      default: bytes[index] = UInt8.random(in: 0...255, using: &random)
      }
    }
    return bytes
  }

  /// What one fuzz run saw: counts, the slowest input, and every broken promise, in words.
  struct Outcome: Sendable {
    var read = 0
    var refused = 0
    var roundTrips = 0
    var slowest = Duration.zero
    var problems: [String] = []
  }

  /// Twenty seconds of parsing on a thread of its own (`offThePool`), so the tests waiting for
  /// one of the cooperative pool's few threads are not held up; the problems come back as text
  /// and are recorded here, against this test.
  @Test(.timeLimit(.minutes(1))) func mutatedInputsNeverCrashOrHang() async throws {
    let seeds = try Self.seeds()
    let outcome = try await offThePool { try Self.fuzz(seeds, budget: .seconds(20)) }
    for problem in outcome.problems { Issue.record(Comment(rawValue: problem)) }
    #expect(outcome.read + outcome.refused > 100, "the 20-second budget covered \(outcome.read + outcome.refused) inputs")
    #expect(outcome.read > 0 && outcome.refused > 0)
    #expect(outcome.roundTrips >= 10, "only \(outcome.roundTrips) inputs went through write and read")
    #expect(outcome.slowest < .seconds(10), "one input took \(outcome.slowest)")
  }

  /// Mutates the seeds in turn (at most 3,000 inputs or `budget`) through the readers, the
  /// write-and-read round trip and, for XML Info.plists, the whole linter.
  static func fuzz(_ seeds: [(String, [UInt8])], budget: Duration) throws -> Outcome {
    var random = SplitMix(state: 0x5EED)
    var outcome = Outcome()
    let clock = ContinuousClock()
    let start = clock.now
    for iteration in 0..<3_000 {
      let (name, seed) = seeds[iteration % seeds.count]
      let bytes = Self.mutate(seed, using: &random)
      let before = clock.now
      let binary = bytes.starts(with: Array("bplist".utf8))
      var document: PlistDocument?
      do {
        document = try PlistReader.read(bytes: bytes, path: name)
      } catch {
        outcome.refused += 1
        if error.location.path != name { outcome.problems.append("iteration \(iteration): the error names \(error.location.path)") }
        if !"\(error)".hasPrefix(name + ":") { outcome.problems.append("iteration \(iteration): \(error) does not start with its file") }
        if !PlistProperties.isInside(error.location, bytes, binary: binary) {
          outcome.problems.append("iteration \(iteration): \(error) points outside the \(bytes.count)-byte file")
        }
      }
      if let document {
        outcome.read += 1
        if let node = PlistProperties.nodes(document.root).first(where: { !PlistProperties.isInside($0.location, bytes, binary: binary) }) {
          outcome.problems.append("iteration \(iteration): \(node.keyPath) of \(name) is at \(node.location), outside the file")
        }
        // Read, write (as XML, with Foundation), read again: the same value.
        if PlistProperties.isXMLSafe(document.root) {
          let written = try PropertyListSerialization.data(
            fromPropertyList: PlistProperties.foundation(document.root), format: .xml, options: 0)
          let again = try PlistReader.read(bytes: Array(written), path: name)
          if PlistProperties.Value(again.root) != PlistProperties.Value(document.root) {
            outcome.problems.append("iteration \(iteration): \(name) changed through write and read")
          }
          outcome.roundTrips += 1
        }
      }
      if iteration % 10 == 0, name.hasSuffix("Info.plist"), seed.first == UInt8(ascii: "<") {
        let text = String(decoding: bytes, as: UTF8.self)
        let project = RuleExample([("ShieldAction/Info.plist", text), ("App/Info.plist", "<key>CFBundleIdentifier</key><string>a</string>")]).project
        _ = Linter().lint(project)
      }
      outcome.slowest = max(outcome.slowest, clock.now - before)
      if clock.now - start > budget { break }
    }
    return outcome
  }
}
