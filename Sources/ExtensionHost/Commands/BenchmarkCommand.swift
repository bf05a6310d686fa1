import Foundation
import HostEngine

/// `extension-host benchmark`: the host-side measurements `Benchmarks/run.py` puts beside the floors.
enum BenchmarkCommand: Subcommand {
  static let name = "benchmark"
  static let summary = "Measure round trips, launches and warm visits of your extensions (JSON)"
  static let help = """
    OVERVIEW: Measure the host's cost with your extensions; prints JSON. Benchmarks/run.py runs
    these beside the physical floors (a C pipe ping-pong, bare spawns) and reports ratios.

    USAGE: extension-host benchmark roundtrip [--manifests <dir>] [--iterations <n>]
           extension-host benchmark launch [--manifests <dir>] [--runs <n>]
           extension-host benchmark warm-visit --socket <path> [--manifests <dir>] [--runs <n>]

      roundtrip   µs per request/response to a warm configuration and action extension.
      launch      ms from spawn to a completed handshake, per extension.
      warm-visit  ms per visit through a running daemon (extension-host serve).

    OPTIONS:
      --manifests <dir>   The manifests (default: ./plists, else the bundled sample).
      --products <dir>    Where the extension executables are.
      --iterations <n>    Round trips per extension (default 2000).
      --runs <n>          Launches or visits (default 50).
      --socket <path>     The daemon's socket, for warm-visit.

    \(ExitCode.helpTable)

    """

  static func run(_ arguments: inout Arguments) async throws -> ExitCode {
    let manifests = try ProductLocator.manifestsDirectory(try arguments.option("--manifests"))
    let products = try arguments.option("--products")
    let iterations = Int(try arguments.number("--iterations") ?? 2000)
    let runs = Int(try arguments.number("--runs") ?? 50)
    let socket = try arguments.option("--socket")
    let words = try arguments.positionals()
    try arguments.finish()
    guard words.count == 1, let kind = words.first else { throw UsageError("name one of roundtrip, launch, warm-visit") }
    let setup = try SetupLoader.load(
      manifests: manifests, policyPath: nil,
      searchDirectories: (products.map { [$0] } ?? []) + [ProductLocator.hostDirectory])
    let result: [String: Samples]
    switch kind {
    case "roundtrip":
      result = try await HostBenchmarks.roundTrips(setup, iterations: max(1, iterations))
    case "launch":
      result = [
        "configuration": try await HostBenchmarks.launches(setup.configurationExtension, runs: max(1, runs)),
        "action": try await HostBenchmarks.launches(setup.actionExtension, runs: max(1, runs)),
      ]
    case "warm-visit":
      guard let socket else { throw UsageError("warm-visit needs --socket of a running daemon") }
      let absolute = URL(fileURLWithPath: manifests).standardizedFileURL.path
      result = ["visit": try HostBenchmarks.warmVisits(socket: socket, manifests: absolute, runs: max(1, runs))]
    default:
      throw UsageError("unknown benchmark '\(kind)'; use roundtrip, launch or warm-visit")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    Console.out(String(decoding: try encoder.encode(result), as: UTF8.self) + "\n")
    return .success
  }
}
