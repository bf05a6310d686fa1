import Foundation
import Testing

/// A user's own package, as the README's "Test your extensions in `swift test`" tells them to
/// write it: it depends on this package by path, has its own two shield extensions, a device
/// activity report extension and a test target that uses `ExtensionHostTesting` from Swift
/// Testing and from XCTest. Its own
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
    #expect(output.contains("Test theReportWritesTheWeeksTotal() passed"), "a report scene, fed by ReportActivity: \(output.suffix(4000))")
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
      "Sources/FocusReport/FocusReportExtension.swift": reportExtension,
      "Tests/FocusShieldTests/ReportTests.swift": reportTests,
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
        // Swift 5 mode, as Xcode builds the template: in Swift 6 mode its `reduce` closure, made
        // on the scene's main actor, is an error (sending a non-Sendable closure).
        .executableTarget(
          name: "FocusReport",
          dependencies: [
            .product(name: "DeviceActivity", package: "\(identity)"), .product(name: "SwiftUI", package: "\(identity)"),
          ],
          swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
          name: "FocusShieldTests",
          dependencies: [
            .product(name: "ExtensionHostTesting", package: "\(identity)"), "FocusAction", "FocusConfiguration", "FocusReport",
          ]),
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

  /// A device activity report extension, as Xcode's template writes it.
  static let reportExtension = """
    import DeviceActivity
    import SwiftUI

    @main
    struct FocusReportExtension: DeviceActivityReportExtension {
      var body: some DeviceActivityReportScene {
        TotalActivityReport { TotalActivityView(totalActivity: $0) }
      }
    }

    struct TotalActivityReport: DeviceActivityReportScene {
      let context: DeviceActivityReport.Context = .init("Total Activity")
      let content: (String) -> TotalActivityView

      func makeConfiguration(representing data: DeviceActivityResults<DeviceActivityData>) async -> String {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.day, .hour, .minute, .second]
        formatter.unitsStyle = .abbreviated
        formatter.zeroFormattingBehavior = .dropAll
        let total = await data.flatMap { $0.activitySegments }.reduce(0, { $0 + $1.totalActivityDuration })
        return formatter.string(from: total) ?? "No activity data"
      }
    }

    struct TotalActivityView: View {
      let totalActivity: String
      var body: some View { Text(totalActivity) }
    }

    """

  /// The report's scene fed with activity the library makes (Apple's `DeviceActivityData` has no initializer).
  static let reportTests = """
    import ExtensionHostTesting
    import Foundation
    @testable import FocusReport
    import Testing

    @MainActor @Test func theReportWritesTheWeeksTotal() async {
      let week = ReportActivity.daily(from: Date(timeIntervalSince1970: 1_764_547_200), [
        [.init("Feed", bundleIdentifier: "com.example.feed", category: "Social", duration: 3_000)],
        [.init("Chat", bundleIdentifier: "com.example.chat", category: "Social", duration: 2_025)],
      ])
      let total = await TotalActivityReport { TotalActivityView(totalActivity: $0) }.makeConfiguration(representing: week)
      #expect(total == "1h 23m 45s")
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
