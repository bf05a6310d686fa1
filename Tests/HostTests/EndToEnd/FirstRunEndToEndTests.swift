import Foundation
import Testing

/// The first run on a fresh clone: `swift run extension-host` has built only the host, and the
/// host builds the extension products it needs in the package it runs from.
///
/// The package here is a small real one whose products are named like the sample's executables
/// (C programs, so building it takes seconds); the real `extension-host` binary is copied into its
/// build folder, where `swift run` would have put it.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct FirstRunEndToEndTests {
  /// A package folder with `extension-host` at `.build/<triple>/debug/`, and the sample manifests.
  private struct FreshPackage {
    let root: String
    let products: String
    let manifests: ManifestFixture

    init(declaring names: [String]) throws {
      let fileManager = FileManager.default
      root = fileManager.temporaryDirectory.appendingPathComponent("first-run-\(UUID().uuidString)").path
      products = root + "/.build/x86_64-unknown-linux-gnu/debug"
      try fileManager.createDirectory(atPath: products, withIntermediateDirectories: true)
      try fileManager.copyItem(atPath: try BuildProducts.executable("extension-host"), toPath: products + "/extension-host")
      var targets: [String] = []
      for name in names {
        try fileManager.createDirectory(atPath: "\(root)/Sources/\(name)", withIntermediateDirectories: true)
        try "int main(void) { return 0; }\n".write(toFile: "\(root)/Sources/\(name)/main.c", atomically: true, encoding: .utf8)
        targets.append(".executableTarget(name: \"\(name)\")")
      }
      try """
        // swift-tools-version:6.1
        import PackageDescription
        let package = Package(name: "fresh", targets: [\(targets.joined(separator: ", "))])

        """.write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
      manifests = try ManifestFixture()
    }

    func visit(_ extra: [String] = []) async throws -> HostRun {
      try await HostRun.run(
        ["visit", "social.example", "--manifests", manifests.directory] + extra, in: root, executable: products + "/extension-host")
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
  }

  @Test func theHostBuildsTheExtensionProductsItNeedsOnceAndSaysSo() async throws {
    let package = try FreshPackage(declaring: ["ShieldActionExt", "ShieldConfigExt"])
    defer { package.remove() }
    let first = try await package.visit()
    #expect(first.stderr.components(separatedBy: "extension-host: building").count == 2, "said once: \(first.stderr)")
    #expect(first.stderr.contains("building ShieldActionExt, ShieldConfigExt (not built yet) in \(package.root)"))
    for name in ["ShieldActionExt", "ShieldConfigExt"] {
      #expect(FileManager.default.isExecutableFile(atPath: package.products + "/" + name), "\(name) was built: \(first.stderr)")
    }
    #expect(!first.stderr.contains("not found"), "the visit ran the built products: \(first.stderr)")

    let second = try await package.visit()
    #expect(!second.stderr.contains("extension-host: building"), "nothing to build the second time: \(second.stderr)")
  }

  @Test func aProductThePackageDoesNotDeclareFailsWithTheBuildNamed() async throws {
    let package = try FreshPackage(declaring: ["ShieldActionExt"])
    defer { package.remove() }
    let run = try await package.visit()
    #expect(run.exitCode == 3, "\(run.stderr)")
    #expect(run.stderr.contains("swift build --product ShieldConfigExt failed"), "\(run.stderr)")
  }

  @Test func withProductsGivenTheHostNeverBuilds() async throws {
    let package = try FreshPackage(declaring: ["ShieldActionExt", "ShieldConfigExt"])
    defer { package.remove() }
    let empty = package.root + "/empty-products"
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    let run = try await package.visit(["--products", empty])
    #expect(run.exitCode == 3)
    #expect(!run.stderr.contains("extension-host: building"), "\(run.stderr)")
    #expect(run.stderr.contains("executable 'ShieldActionExt' not found; looked in \(package.manifests.directory), \(empty)."))
  }

  @Test func aProductsFolderThatDoesNotExistIsAnErrorNotAFallback() async throws {
    let fixture = try ManifestFixture()
    let missing = fixture.directory + "/no-such-products"
    let runs = [
      try await HostRun.run(["visit", "social.example", "--manifests", fixture.directory, "--products", missing]),
      try await HostRun.run(["conform", fixture.directory, "--products", missing]),
    ]
    for run in runs {
      #expect(run.exitCode == 3, "\(run.stdout)\(run.stderr)")
      #expect(run.stderr.contains("no products folder at \(missing)"), "\(run.stderr)")
    }
  }
}
