import HostEngine
import HostProtocol
import ShieldRendering

/// A lifecycle event for ``TestHost/appSwitcher(manifests:products:events:device:allowing:publicText:filePath:)``.
public enum AppSwitcherEvent: String, Sendable, CaseIterable {
  case inactive, active, background, foreground, terminate

  var wire: AppEvent {
    switch self {
    case .inactive: .inactive
    case .active: .active
    case .background: .background
    case .foreground: .foreground
    case .terminate: .terminate
    }
  }
}

/// What an App Switcher tour of your app showed: each step's readable text, the snapshot's, the findings.
public struct AppSwitcherResult: Sendable {
  /// One event and what a person could read afterwards.
  public struct Step: Sendable {
    /// `launch`, or the event's word.
    public let event: String
    /// `active`, `inactive`, `background`; nil when the app did not answer (a crash, a hang).
    public let state: String?
    /// The app's callbacks UIKit called, in order.
    public let callbacks: [String]
    /// The text a person can read on the screen after the step.
    public let readableText: [String]
    /// For `background`: the text readable in the snapshot.
    public let snapshotText: [String]?
  }

  public let steps: [Step]
  /// The text readable in the last snapshot the App Switcher would show; nil without one.
  public let snapshotText: [String]?
  /// The findings' identifiers (`snapshot-shows-content`, `inactive-shows-content`), each once.
  public let findings: [String]
  /// Whether an error finding was reported (the command would exit 1).
  public let failed: Bool
  /// The whole report as `extension-host app-switcher` prints it.
  public let report: String

  init(_ report: AppSwitcherReport) {
    steps = report.steps.map { step in
      Step(
        event: step.event, state: step.state, callbacks: step.callbacks,
        readableText: step.reading?.readableText ?? [], snapshotText: step.snapshotReading?.readableText)
    }
    snapshotText = report.snapshotStep?.snapshotReading?.readableText
    findings = report.allFindings.map(\.kind.rawValue)
    failed = report.failed
    self.report = report.text
  }

  /// Throws, with the whole report, unless the tour found no error (the snapshot shows none of
  /// the app's content, nothing crashed or blocked, no cover was left behind).
  public func expectNoErrors() throws(TestHostError) {
    guard failed else { return }
    throw TestHostError("the App Switcher check failed:\n\(report)")
  }

  /// Throws, with the whole report, when the snapshot lets a person read any of `texts`.
  public func expectSnapshotHides(_ texts: String...) throws(TestHostError) {
    guard let snapshotText else { throw TestHostError("the tour took no snapshot (no background event):\n\(report)") }
    let shown = texts.filter(snapshotText.contains)
    guard !shown.isEmpty else { return }
    throw TestHostError("the App Switcher snapshot shows \(shown.map { "'\($0)'" }.joined(separator: ", ")):\n\(report)")
  }
}

extension TestHost {
  /// Runs your app (its `@main` app delegate and the scene delegate its Info.plist names) through
  /// `events` as `extension-host app-switcher` does, in a real child process, and returns what
  /// a person could read after each step and in the App Switcher snapshot.
  ///
  /// - Parameters:
  ///   - manifests: the folder holding the app's Info.plist; relative to the calling file's package.
  ///   - products: the folder holding the app's executable; by default the test bundle's (add the
  ///     app target to your test target's dependencies).
  ///   - device: a name `extension-host app-switcher --device` takes (default iPhone 16).
  ///   - allowing: finding identifiers your team chose (`inactive-shows-content`).
  ///   - publicText: regular expressions for text the app keeps readable on purpose (a screen's
  ///     title), as `--public` takes them: text one matches whole is not content.
  /// - Throws: `TestHostError` when the app cannot be found or started, the device is unknown, or
  ///   a pattern is not a regular expression or one `--public` refuses (a repeated group that can
  ///   match the same text in many ways, such as `(.*)*`: it could run for hours), before the app runs.
  public static func appSwitcher(
    manifests: String = "plists", products: String? = nil,
    events: [AppSwitcherEvent] = [.inactive, .active, .background, .foreground, .active], device: String = "iPhone 16",
    allowing: [String] = [], publicText: [String] = [], filePath: StaticString = #filePath
  ) async throws(TestHostError) -> AppSwitcherResult {
    let directory = try PackageLocation.manifests(manifests, calledFrom: "\(filePath)")
    let productsDirectory = try PackageLocation.products(products)
    guard let chosen = AppSwitcherOptions.Device.named(device) else {
      throw TestHostError("unknown device '\(device)'; the devices are \(AppSwitcherOptions.Device.all.map(\.name).joined(separator: ", "))")
    }
    var allowed: Set<AppSwitcherFinding.Kind> = []
    for word in allowing {
      guard let kind = AppSwitcherFinding.Kind.allowing(word) else { throw TestHostError("unknown finding '\(word)'") }
      allowed.insert(kind)
    }
    for pattern in publicText {
      if let problem = TextPattern.problem(with: pattern) { throw TestHostError("'\(pattern)' in publicText \(problem)") }
    }
    var options = AppSwitcherOptions(
      manifests: directory, searchDirectories: [productsDirectory], events: events.map(\.wire), device: chosen,
      allowed: allowed)
    options.publicText = publicText
    do {
      return AppSwitcherResult(try await AppTour.run(options))
    } catch {
      throw TestHostError(setup: error, products: productsDirectory)
    }
  }
}
