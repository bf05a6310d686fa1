import Foundation
import HostEngine

/// `extension-host benchmark`: the host-side measurements `Benchmarks/run.py` puts beside the floors.
enum BenchmarkCommand: Subcommand {
  static let iterations = Option.number(
    "--iterations", "<n>", .count(1...10_000_000), "Round trips per extension (default 2000).")
  static let runs = Option.number("--runs", "<n>", .count(1...100_000), "Launches or visits (default 50).")

  static let declaration = CommandDeclaration(
    name: "benchmark",
    summary: "Measure round trips, launches and warm visits of your extensions (JSON)",
    overview: """
      Measure the host's cost with your extensions; prints JSON. Benchmarks/run.py runs
      these beside the physical floors (a C pipe ping-pong, bare spawns) and reports ratios.

        roundtrip   µs per request/response to a warm configuration and action extension.
        launch      ms from spawn to a completed handshake, per extension.
        warm-visit  ms per visit through a running daemon (extension-host serve).
      """,
    usage: [
      "benchmark roundtrip [--manifests <dir>] [--iterations <n>]",
      "benchmark launch [--manifests <dir>] [--runs <n>]",
      "benchmark warm-visit --socket <path> [--manifests <dir>] [--runs <n>]",
    ],
    options: [SharedOptions.manifests, SharedOptions.products, iterations, runs, SharedOptions.socket, SharedOptions.state])

  static func run(_ arguments: Arguments) async throws -> ExitCode {
    let manifests = try ProductLocator.manifestsDirectory(arguments.value(SharedOptions.manifests))
    let products = arguments.value(SharedOptions.products)
    let iterations = Int(arguments.number(Self.iterations) ?? 2000)
    let runs = Int(arguments.number(Self.runs) ?? 50)
    let socket = SharedOptions.socketPath(arguments)
    let words = arguments.positionals
    guard words.count == 1, let kind = words.first else { throw UsageError("name one of roundtrip, launch, warm-visit") }
    let setup = try SetupLoader.load(
      manifests: manifests, policyPath: nil,
      searchDirectories: try ProductLocator.searchDirectories(products: products))
    let result: [String: Samples]
    switch kind {
    case "roundtrip":
      result = try await HostBenchmarks.roundTrips(setup, iterations: iterations)
    case "launch":
      result = [
        "configuration": try await HostBenchmarks.launches(setup.configurationExtension, runs: runs),
        "action": try await HostBenchmarks.launches(setup.actionExtension, runs: runs),
      ]
    case "warm-visit":
      let absolute = URL(fileURLWithPath: manifests).standardizedFileURL.path
      result = ["visit": try HostBenchmarks.warmVisits(socket: socket, manifests: absolute, runs: runs)]
    default:
      throw UsageError("unknown benchmark '\(kind)'; use roundtrip, launch or warm-visit")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    Console.out(String(decoding: try encoder.encode(result), as: UTF8.self) + "\n")
    return .success
  }
}
