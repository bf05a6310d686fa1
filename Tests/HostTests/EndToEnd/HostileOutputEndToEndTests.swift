import Foundation
import Testing

/// What an extension writes to its stderr, when it is hostile (hostile input, fifth sweep): 32 MiB
/// of lines holding terminal escapes, a bell, a carriage return and bytes that are not UTF-8, then
/// a line of 1 MiB with no end. The visit goes on to its answer, the report keeps the first lines
/// shown as escapes and says how many more there were, and the terminal obeys none of it.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct HostileOutputEndToEndTests {
  private let flooding = ManifestFixture.Extension(principalClass: "FaultyExtensions.FloodsStderrWithEscapes", executable: "FaultyExtensions")

  @Test func aStderrFloodOfEscapesIsShownEscapedCappedAndCounted() async throws {
    let fixture = try ManifestFixture(action: flooding)
    let run = try await HostRun.run(["visit", "social.example", "--press", "secondary"] + fixture.arguments)
    #expect(run.exitCode == 0, "\(run.stdout.prefix(2000))\(run.stderr)")
    #expect(run.stdout.contains("Answer: .close"))
    #expect(!run.stdout.unicodeScalars.contains { [0x1B, 0x07, 0x0D].contains($0.value) }, "no control character reaches the terminal")
    #expect(run.stdout.contains(#"  stderr: owned \u{1B}]0;title\u{7}\u{1B}[2J\rfake: "#), "\(run.stdout.prefix(3000))")
    #expect(!run.stdout.contains("\nfake: "), "a carriage return cannot forge a line of the report")
    let kept = run.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("  stderr: owned ") }
    #expect(kept.count == 200)
    // 32 chunks of whole 35-byte lines, each chunk just past 1 MiB, and the last line of 1 MiB: all counted.
    let written = 32 * (((1 << 20) + 34) / 35) + 1
    #expect(
      run.stdout.contains("  stderr: \(written - 200) more lines were counted but not kept (200 lines of each stream are kept"),
      "\(run.stdout.suffix(600))")
    #expect(run.stdout.utf8.count < 200_000, "the report stays small: \(run.stdout.utf8.count) bytes")
  }
}
