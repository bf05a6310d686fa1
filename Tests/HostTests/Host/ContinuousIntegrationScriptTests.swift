import Foundation
import Testing

/// `.ci/run` does what the README tells a new user, in the README's order: the run command on the
/// clean checkout before anything else builds, then the test command.
struct ContinuousIntegrationScriptTests {
  private func lines(of path: String) throws -> [String] {
    try String(contentsOfFile: BuildProducts.repositoryRoot + "/" + path, encoding: .utf8)
      .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The commands in the README's "The two commands" block, comments dropped.
  private func readmeCommands() throws -> [String] {
    let readme = try lines(of: "README.md")
    guard let heading = readme.firstIndex(of: "## The two commands"),
      let open = readme[heading...].firstIndex(of: "```sh"),
      let close = readme[(open + 1)...].firstIndex(of: "```")
    else { throw TestSupportError("README.md has no '## The two commands' sh block") }
    return readme[(open + 1)..<close].map { line in
      String(line.prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func theRunCommandComesBeforeAnyBuildAndTheTestCommandAfterIt() throws {
    let commands = try readmeCommands()
    #expect(commands == ["swift run extension-host visit https://social.example/feed", "swift test"])
    let script = try lines(of: ".ci/run").filter { !$0.hasPrefix("#") }
    let run = try #require(script.firstIndex { $0.hasSuffix(commands[0] + " | tee \"$first_run_output\"") })
    let firstBuild = try #require(script.firstIndex { $0.hasPrefix("swift build") || $0.hasPrefix("swift test") })
    #expect(run < firstBuild, "the README's run command must meet a clean checkout")
    #expect(script[firstBuild] == commands[1], "the README's test command comes next")
    #expect(script[run - 1].hasPrefix("HOME=\"$(mktemp -d)\""), "with a fresh HOME, as a new user has")
  }

  /// The Swift the README promises, the container image it gives Mac users (which the generated CI
  /// jobs reuse) and the toolchain the tests run on are one version, at least the package's tools
  /// version.
  @Test func theReadmesToolchainImageAndToolsVersionAgree() throws {
    let readme = try lines(of: "README.md")
    let promise = try #require(readme.first { $0.hasPrefix("Needs only the Swift ") })
    let promised = String(promise.dropFirst("Needs only the Swift ".count).prefix { $0 != " " })
    let docker = try #require(readme.first { $0.hasPrefix("docker run") })
    let image = try #require(docker.split(separator: " ").first { $0.hasPrefix("swift:") })
    #expect(image == "swift:\(promised)", "\(docker)")
    let tools = try #require(try lines(of: "Package.swift").first?.split(separator: ":").last)
    #expect(tools.split(separator: ".").compactMap { Int($0) }.lexicographicallyPrecedes(
      promised.split(separator: ".").compactMap { Int($0) }) || tools == promised, "tools \(tools), README \(promised)")
    #if compiler(>=6.3) && !compiler(>=6.4)
      let running = "6.3"
    #else
      let running = "another"
    #endif
    #expect(running == promised, "the suite runs on the toolchain the README names")
  }
}
