// The host's side of the benchmark, outside the product: `Benchmarks/run.py` runs this beside
// the physical floors (a C pipe ping-pong, bare spawns) and reports ratios. Prints JSON.
//
//   HostBenchmark roundtrip  --manifests DIR --products DIR [--iterations N]
//   HostBenchmark launch     --manifests DIR --products DIR [--runs N]
//   HostBenchmark warm-visit --manifests DIR --products DIR --socket PATH [--runs N]
//   HostBenchmark app-tour   --manifests DIR --products DIR [--runs N]
//   HostBenchmark widgets    --manifests DIR --products DIR [--runs N]   (the sample's FocusWidget)
//   HostBenchmark codec      [--runs N]      (ns per message: own fast path, generic, Foundation)
import Foundation
import HostEngine

/// The command line, read strictly: a kind, then `--name value` pairs it knows.
struct BenchmarkArguments {
  var kind: String
  var values: [String: String] = [:]

  init(_ words: [String]) throws(BenchmarkError) {
    guard let kind = words.first, ["roundtrip", "launch", "warm-visit", "app-tour", "widgets", "codec"].contains(kind) else {
      throw .usage("name one of roundtrip, launch, warm-visit, app-tour, widgets, codec")
    }
    self.kind = kind
    var rest = words.dropFirst()
    while let name = rest.popFirst() {
      guard ["--manifests", "--products", "--socket", "--iterations", "--runs"].contains(name), let value = rest.popFirst()
      else { throw .usage("unknown option or missing value: \(name)") }
      values[name] = value
    }
  }

  func path(_ name: String) throws(BenchmarkError) -> String {
    guard let value = values[name] else { throw .usage("\(kind) needs \(name)") }
    return URL(fileURLWithPath: value).standardizedFileURL.path
  }

  func count(_ name: String, default fallback: Int) throws(BenchmarkError) -> Int {
    guard let text = values[name] else { return fallback }
    guard let value = Int(text), (1...10_000_000).contains(value) else { throw .usage("\(name) takes a count, not \(text)") }
    return value
  }
}

func runBenchmark() async -> Int32 {
  do {
    let arguments = try BenchmarkArguments(Array(CommandLine.arguments.dropFirst()))
    if arguments.kind == "codec" {
      try write(CodecBenchmark.run(runs: arguments.count("--runs", default: 50)))
      return 0
    }
    let manifests = try arguments.path("--manifests")
    if arguments.kind == "widgets" {
      try write(
        await HostBenchmarks.widgetRuns(
          manifests: manifests, products: try arguments.path("--products"), kind: "FocusWidget", runs: arguments.count("--runs", default: 20)))
      return 0
    }
    let setup = try SetupLoader.load(
      manifests: manifests, policyPath: nil, searchDirectories: [try arguments.path("--products")])
    let result: [String: Samples]
    switch arguments.kind {
    case "roundtrip":
      result = try await HostBenchmarks.roundTrips(setup, iterations: arguments.count("--iterations", default: 2000))
    case "launch":
      let runs = try arguments.count("--runs", default: 50)
      let (configuration, action) = try HostBenchmarks.shieldExtensions(of: setup)
      result = [
        "configuration": try await HostBenchmarks.launches(configuration, runs: runs),
        "action": try await HostBenchmarks.launches(action, runs: runs),
      ]
    case "app-tour":
      result = [
        "tour": try await HostBenchmarks.appTours(
          manifests: manifests, products: try arguments.path("--products"), runs: arguments.count("--runs", default: 50))
      ]
    default:
      result = [
        "visit": try HostBenchmarks.warmVisits(
          socket: try arguments.path("--socket"), manifests: manifests, runs: arguments.count("--runs", default: 50))
      ]
    }
    try write(result)
    return 0
  } catch let error as BenchmarkError {
    FileHandle.standardError.write(Data("HostBenchmark: \(error)\n".utf8))
    if case .usage = error { return 2 }
    return 1
  } catch {
    FileHandle.standardError.write(Data("HostBenchmark: \(error)\n".utf8))
    return 3
  }
}

/// Prints the figures as JSON, keys sorted.
func write(_ result: [String: Samples]) throws {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  FileHandle.standardOutput.write(try encoder.encode(result) + Data("\n".utf8))
}

exit(await runBenchmark())
