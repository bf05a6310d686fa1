import Foundation
import HostEngine

/// The extension host, in your own tests: one entry point that launches your built extensions
/// from their manifests and drives them, for Swift Testing and XCTest alike.
///
/// ```swift
/// import ExtensionHostTesting
/// import Testing
///
/// @Test func closingKeepsTheSiteBlocked() async throws {
///   let host = try TestHost(manifests: "plists")
///   let visit = try await host.visit("https://social.example/feed")
///   #expect(visit.shield?.title == "social.example is on hold")
///   let result = try await visit.press(.primary)
///   try result.expect(response: .close)
///   try result.expectContractKept()
/// }
/// ```
///
/// Each capability has its own type: a shield visit (`visit(_:)` returns a `ShieldVisit`),
/// manifest lint (`lint()` returns a `LintResult`), the conformance suite (`conform()` returns
/// a `ConformanceResult`). The extensions run as real child processes over real pipes, exactly
/// as `extension-host visit` runs them; no command line is spawned.
///
/// A host keeps its own state folder (App Group containers, the app's ManagedSettings stores)
/// for as long as it lives: what one visit's action extension wrote, the next visit sees, as on
/// a device. `reset()` starts over; the folder is removed when the host goes away.
public final class TestHost: Sendable {
  /// How long the extensions may take, and the limits they run under.
  public struct Options: Sendable {
    /// How long the configuration extension may take to answer (default 1 s).
    public var configurationTimeout: Duration = .seconds(1)
    /// How long the action extension may take to complete (default 2 s).
    public var actionTimeout: Duration = .seconds(2)
    /// How long an extension may take to answer `initialize` (default 2 s).
    public var handshakeTimeout: Duration = .seconds(2)

    /// The defaults; set the fields you need.
    public init() {}
  }

  /// The manifests folder, absolute.
  public let manifestsDirectory: String
  /// Where the extension executables are found: the folder holding the test bundle, where
  /// SwiftPM builds every executable target the test target depends on, unless given.
  public let productsDirectory: String
  /// The options every visit runs with.
  public let options: Options
  private let stateDirectory: String

  /// Reads the manifests and finds the built extensions.
  ///
  /// - Parameters:
  ///   - manifests: the folder holding the app's and the extensions' Info.plists and
  ///     entitlements, and `ShieldPolicy.plist` (the flat `plists/` layout, or one folder per
  ///     target). A relative path is taken from the package that holds the calling test file.
  ///   - products: the folder holding the built extension executables; by default the test
  ///     bundle's own folder. Add your extension targets to the test target's `dependencies` so
  ///     `swift test` builds them there.
  ///   - options: timeouts and limits.
  ///   - filePath: the calling file, to find its package; leave the default.
  /// - Throws: `TestHostError` naming the manifest to fix, or the executable not built.
  public init(
    manifests: String = "plists", products: String? = nil, options: Options = Options(),
    filePath: StaticString = #filePath
  ) throws(TestHostError) {
    manifestsDirectory = try PackageLocation.manifests(manifests, calledFrom: "\(filePath)")
    productsDirectory = try PackageLocation.products(products)
    self.options = options
    stateDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "extension-host-testing-\(UUID().uuidString)"
    ).path
    _ = try setup()
  }

  deinit { try? FileManager.default.removeItem(atPath: stateDirectory) }

  /// Visits a web domain (`https://social.example/feed` or `social.example`): decides from the
  /// shield policy and the app's stores whether it is shielded and, when it is, launches the
  /// shield extensions the project ships and asks the configuration extension for the shield
  /// (without one, the system default shield shows, as on iOS; the result's `notes` say so).
  ///
  /// - Parameter shielding: more domains or bundle ids to shield by token for this visit.
  /// - Throws: `TestHostError` when the visit cannot start (a bad URL, a manifest, a spawn).
  public func visit(_ url: String, shielding: [String] = []) async throws(TestHostError) -> ShieldVisit {
    let target: VisitTarget
    do {
      target = try VisitTarget.webDomain(fromURL: url)
    } catch {
      throw TestHostError(error.description)
    }
    return try await visit(target, category: nil, shielding: shielding)
  }

  /// Visits an app by bundle id, optionally in a Screen Time category (which overrides the
  /// policy's category lists).
  public func visit(app bundleIdentifier: String, category: String? = nil, shielding: [String] = []) async throws(
    TestHostError
  ) -> ShieldVisit {
    try await visit(.application(bundleIdentifier: bundleIdentifier), category: category, shielding: shielding)
  }

  /// Wipes the state the visits kept (App Group containers, stores): the next visit starts
  /// from the app's seeds again.
  public func reset() {
    try? FileManager.default.removeItem(atPath: stateDirectory)
  }

  private func visit(_ target: VisitTarget, category: String?, shielding: [String]) async throws(TestHostError)
    -> ShieldVisit
  {
    var setup = try setup()
    setup.policy.shield(shielding)
    var visitOptions = VisitOptions(target: target, category: category)
    visitOptions.configurationTimeout = options.configurationTimeout
    visitOptions.actionTimeout = options.actionTimeout
    visitOptions.limits.handshakeTimeout = options.handshakeTimeout
    let provider = ColdLaunchProvider(options: visitOptions)
    let session = VisitSession(
      setup: setup, options: visitOptions, provider: provider,
      sharedState: SharedStateOptions(directory: stateDirectory, manifestsDirectory: manifestsDirectory))
    do {
      return await ShieldVisit(try await session.start(), target: target.description)
    } catch {
      throw TestHostError("the visit to \(target) could not start: \(error)")
    }
  }

  /// The manifests read and checked, with the executables found.
  func setup() throws(TestHostError) -> ShieldSetup {
    do {
      return try SetupLoader.load(manifests: manifestsDirectory, policyPath: nil, searchDirectories: [productsDirectory])
    } catch {
      throw TestHostError(setup: error, products: productsDirectory)
    }
  }
}
