import Foundation
import Testing

/// A user's own package, as the README's "Test your extensions in `swift test`" tells them to
/// write it: it depends on this package by path, has its own two shield extensions and a test
/// target that uses `ExtensionHostTesting` from Swift Testing and from XCTest. Its own
/// `swift test` runs; one of its tests fails on purpose, and the run must name that test and
/// say why, with the shield and the transcript.
@Suite(.serialized, .timeLimit(.minutes(30)))
struct UserPackageEndToEndTests {
  /// Kept between runs under this package's `.build` (only `.build` inside it survives), so the
  /// dependency's build is incremental after the first.
  static let package = BuildProducts.repositoryRoot + "/.build/testing-library-user/FocusShield"

  @Test func aUsersSwiftTestDrivesTheirExtensionsThroughTheLibrary() async throws {
    try UserPackage.write(at: Self.package, dependingOn: BuildProducts.repositoryRoot)
    // At the lowest CPU priority: building the dependency takes minutes the other suites' deadlines need.
    let run = try await runOffThePool(
      "/usr/bin/env",
      ["--chdir=\(Self.package)", "nice", "-n", "19", "swift", "test"],
      environment: ["NO_COLOR": "1", "EXTENSION_HOST_STATE": nil],
      timeout: .seconds(1500), waitingFor: "swift test in the user's package")
    await run.process.process.expectNothingLeftBehind()
    let output = run.stdout + run.stderr
    #expect(run.exitCode != 0, "one of the user's tests fails on purpose: \(output.suffix(4000))")
    #expect(!output.contains("error: compile"), "the user's package builds: \(output.suffix(4000))")

    // The passing Swift Testing tests and the XCTest case.
    #expect(output.contains("Test closeKeepsTheSiteBlocked() passed"), "\(output.suffix(4000))")
    #expect(output.contains("Test fiveMoreMinutesLiftsTheShield() passed"), "\(output.suffix(4000))")
    #expect(output.contains("Test Case 'FocusShieldXCTests.testLintAndConformancePass' passed"), "\(output.suffix(4000))")
    // The failing one, by name, with the message, the shield and the transcript.
    #expect(output.contains("Test pressingCloseOpensTheSite() failed"), "\(output.suffix(4000))")
    #expect(
      output.contains(
        "expected the action extension to answer .defer to primary press on social.example, but it answered .close"),
      "\(output.suffix(4000))")
    #expect(output.contains("social.example can wait"), "the failure shows the shield")
    #expect(output.contains("Transcript:") && output.contains("shield/handleAction"), "the failure shows the transcript")
    #expect(!output.contains("Test closeKeepsTheSiteBlocked() failed"))
  }
}

/// The user's package, written file by file.
enum UserPackage {
  static func write(at directory: String, dependingOn repository: String) throws {
    let fileManager = FileManager.default
    try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for entry in try fileManager.contentsOfDirectory(atPath: directory) where entry != ".build" {
      try fileManager.removeItem(atPath: directory + "/" + entry)
    }
    let identity = URL(fileURLWithPath: repository).lastPathComponent
    var files = [
      "Package.swift": packageManifest(repository: repository, identity: identity),
      "Sources/FocusAction/main.swift": "import ManagedSettings\n\nNSExtensionMain()\n",
      "Sources/FocusAction/ShieldActionExtension.swift": actionExtension,
      "Sources/FocusConfiguration/main.swift": "import ManagedSettings\n\nNSExtensionMain()\n",
      "Sources/FocusConfiguration/ShieldConfigurationExtension.swift": configurationExtension,
      "Tests/FocusShieldTests/ShieldTests.swift": swiftTestingTests,
      "Tests/FocusShieldTests/FocusShieldXCTests.swift": xcTests,
    ]
    // The manifests: the bundled sample's, renamed to the user's targets.
    let names = ["ShieldActionExt": "FocusAction", "ShieldConfigExt": "FocusConfiguration"]
    for file in try fileManager.contentsOfDirectory(atPath: repository + "/plists") {
      // The user's package has the two shield extensions, not the sample's monitor extension.
      guard !file.hasPrefix("DeviceActivityMonitorExt") else { continue }
      var renamed = file
      for (sample, mine) in names { renamed = renamed.replacingOccurrences(of: sample, with: mine) }
      files["plists/" + renamed] = try String(contentsOfFile: repository + "/plists/" + file, encoding: .utf8)
    }
    for (path, text) in files {
      let url = URL(fileURLWithPath: directory + "/" + path)
      try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  static func packageManifest(repository: String, identity: String) -> String {
    """
    // swift-tools-version:6.1
    import PackageDescription

    let package = Package(
      name: "FocusShield",
      dependencies: [.package(path: "\(repository)")],
      targets: [
        .executableTarget(name: "FocusAction", dependencies: [.product(name: "ManagedSettings", package: "\(identity)")]),
        .executableTarget(
          name: "FocusConfiguration",
          dependencies: [
            .product(name: "ManagedSettings", package: "\(identity)"),
            .product(name: "ManagedSettingsUI", package: "\(identity)"),
            .product(name: "UIKit", package: "\(identity)"),
          ]),
        .testTarget(
          name: "FocusShieldTests",
          dependencies: [.product(name: "ExtensionHostTesting", package: "\(identity)"), "FocusAction", "FocusConfiguration"]),
      ]
    )

    """
  }

  static let actionExtension = """
    import ManagedSettings

    class ShieldActionExtension: ShieldActionDelegate {
      private let store = ManagedSettingsStore()

      override func handle(
        action: ShieldAction, for webDomain: WebDomainToken, completionHandler: @escaping (ShieldActionResponse) -> Void
      ) {
        guard action == .secondaryButtonPressed else { return completionHandler(.close) }
        store.shield.webDomains?.remove(webDomain)
        completionHandler(.defer)
      }
    }

    """

  static let configurationExtension = """
    import ManagedSettings
    import ManagedSettingsUI
    import UIKit

    class ShieldConfigurationExtension: ShieldConfigurationDataSource {
      override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
        ShieldConfiguration(
          backgroundBlurStyle: .systemUltraThinMaterial,
          title: ShieldConfiguration.Label(text: "\\(webDomain.domain ?? "This site") can wait", color: .label),
          subtitle: ShieldConfiguration.Label(text: "Back to the essay.", color: .secondaryLabel),
          primaryButtonLabel: ShieldConfiguration.Label(text: "Close", color: .white),
          secondaryButtonLabel: ShieldConfiguration.Label(text: "Five more minutes", color: .systemBlue))
      }
    }

    """

  static let swiftTestingTests = """
    import ExtensionHostTesting
    import Testing

    @Test func closeKeepsTheSiteBlocked() async throws {
      let host = try TestHost(manifests: "plists")
      let visit = try await host.visit("https://social.example/feed")
      try visit.expectShield(title: "social.example can wait", secondaryButton: "Five more minutes")
      #expect(visit.shield?.subtitle == "Back to the essay.")
      let result = try await visit.press(.primary)
      try result.expect(response: .close)
      try result.expectContractKept()
      #expect(result.storeChanges.isEmpty)
    }

    @Test func fiveMoreMinutesLiftsTheShield() async throws {
      let host = try TestHost(manifests: "plists")
      let result = try await host.visit("social.example").press(.secondary)
      try result.expect(response: .defer)
      #expect(result.storeChanges.count == 1, "\\(result)")
      #expect(try await !host.visit("social.example").isShielded)
    }

    /// Fails on purpose: the extension answers .close to the primary button.
    @Test func pressingCloseOpensTheSite() async throws {
      let host = try TestHost(manifests: "plists")
      let result = try await host.visit("social.example").press(.primary)
      try result.expect(response: .defer)
    }

    """

  static let xcTests = """
    import ExtensionHostTesting
    import XCTest

    final class FocusShieldXCTests: XCTestCase {
      func testLintAndConformancePass() async throws {
        let host = try TestHost(manifests: "plists")
        try host.lint().expectClean()
        try await host.conform().expectAllPassed()
        let visit = try await host.visit("social.example")
        XCTAssertEqual(visit.shield?.primaryButton, "Close")
        _ = await visit.end()
      }
    }

    """
}
