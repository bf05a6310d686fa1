import Foundation
import Glibc
import Testing

/// A `--render` destination no picture can be written to (a folder that does not exist, one that
/// takes no new file, a folder where a file is named) is a usage error before any extension or
/// app runs, where the run used to go ahead and then fail to write its pictures (exit 3).
@Suite(.timeLimit(.minutes(2)))
struct RenderDestinationEndToEndTests {
  /// A folder no file can be created in, whoever runs the tests: procfs refuses new files even to
  /// root, for whom a folder's permission bits are no obstacle.
  static let unwritableFolder = "/proc/self"

  struct Destination: Sendable, CustomTestStringConvertible {
    let label: String
    let arguments: [String]
    let expected: String
    var testDescription: String { label }
  }

  static let destinations: [Destination] = [
    Destination(
      label: "widgets into a folder that takes no files", arguments: ["widgets", "--render", unwritableFolder],
      expected: "--render cannot write into \(unwritableFolder): "),
    Destination(
      label: "app-switcher into a folder that takes no files", arguments: ["app-switcher", "--render", unwritableFolder],
      expected: "--render cannot write into \(unwritableFolder): "),
    Destination(
      label: "visit into a folder that does not exist", arguments: ["visit", "social.example", "--render", "/nonexistent-\(getpid())/shield.svg"],
      expected: "the folder /nonexistent-\(getpid()) does not exist; create it"),
    Destination(
      label: "visit into a folder that takes no files", arguments: ["visit", "social.example", "--render", unwritableFolder + "/shield.svg"],
      expected: "cannot write into \(unwritableFolder): "),
    Destination(
      label: "visit naming a folder", arguments: ["visit", "social.example", "--render", "/tmp"],
      expected: "--render names a folder, /tmp; name a file such as /tmp/shield.svg"),
  ]

  /// Nothing runs: no report on standard output, one usage error naming the folder, exit 2; where
  /// the run used to go ahead for seconds and then fail to write its pictures (exit 3).
  @Test(arguments: destinations)
  func aRenderDestinationThatCannotTakeThePictureIsRefusedBeforeAnythingRuns(_ item: Destination) async throws {
    let scratch = try HostileScratch()
    // app-switcher keeps no state: it takes the manifests and products, not --state.
    let pointers = item.arguments[0] == "app-switcher" ? Array(scratch.visitArguments.prefix(4)) : scratch.visitArguments
    let run = try await HostRun.run(item.arguments + pointers)
    #expect(run.exitCode == 2, "exit \(run.exitCode): \(run.stdout)\(run.stderr)")
    #expect(run.stdout.isEmpty, "nothing ran: \(run.stdout.prefix(300))")
    #expect(run.stderr.contains(item.expected), "\(run.stderr)")
  }
}
