public import Foundation
import HostEngine
public import HostProtocol

/// What a widget showed in one family and device state, per timeline entry shown.
public struct WidgetResult: Sendable {
  /// One entry as a person sees it.
  public struct Entry: Sendable {
    /// `placeholder`, or the timeline entry's index (`0`, `1`, ...).
    public let entry: String
    /// Whether the content or the placeholder shows.
    public let showsPlaceholder: Bool
    /// The text a person can read.
    public let readableText: [String]
    /// The text redacted (drawn as placeholder shapes).
    public let redactedText: [String]
  }

  public let entries: [Entry]
  /// The findings' identifiers (`readable-while-locked`, `privacy-not-handled`), each once.
  public let findings: [String]
  /// The faults' identifiers (`provider-never-completed`, `crashed`, `exited-early`,
  /// `view-not-evaluable`, `view-too-slow`, `app-group-not-entitled`, `completion-called-twice`).
  public let faults: [String]
  /// The whole report as `extension-host widgets` prints it.
  public let report: String

  init(_ report: WidgetReport) {
    entries = report.rows.map {
      Entry(entry: $0.entry, showsPlaceholder: $0.shows == .placeholder, readableText: $0.visibleText, redactedText: $0.redactedText)
    }
    findings = report.findings.map(\.kind.rawValue)
    faults = report.faults.map(\.kind.rawValue)
    self.report = report.text
  }

  /// Throws, with the whole report, when any entry lets a person read any of `texts`, or when
  /// no entry was shown (a kind that does not offer the family, a provider that failed): then
  /// nothing was checked.
  public func expectHides(_ texts: String...) throws(TestHostError) {
    guard !entries.isEmpty else { throw TestHostError("the widget showed no entry, so nothing was checked:\n\(report)") }
    let shown = texts.filter { text in entries.contains { $0.readableText.contains(text) } }
    guard !shown.isEmpty else { return }
    throw TestHostError("the widget shows \(shown.map { "'\($0)'" }.joined(separator: ", ")):\n\(report)")
  }

  /// Throws, with the whole report, when the extension committed a fault.
  public func expectNoFaults() throws(TestHostError) {
    guard !faults.isEmpty else { return }
    throw TestHostError("the widget extension failed:\n\(report)")
  }
}

extension TestHost {
  /// Runs your widget extension (its `@main` `Widget` or `WidgetBundle`) as `extension-host
  /// widgets` does, in a real child process, and returns what `kind` shows in `family` in one
  /// device state.
  ///
  /// - Parameters:
  ///   - manifests: the folder holding the widget extension's Info.plist; relative to the calling file's package.
  ///   - products: the folder holding its executable; by default the test bundle's (add the
  ///     extension target to your test target's dependencies).
  ///   - family: a WidgetKit family name (`accessoryRectangular`).
  ///   - device: the device state; `lockScreenAccess`: the user's Lock Screen widget access.
  ///   - at: the moment the provider is asked at, which its own clock (`Date()`) reads; now by default.
  ///   - timeZone: the device's time zone (`TimeZone.current`, `Calendar.current`); the host's by default.
  /// - Throws: `TestHostError` when the extension cannot be found or started, `family` is not
  ///   one of WidgetKit's, `at` is not a finite date (NaN or infinite seconds), or no widget
  ///   extension serves `kind` (the error names the kinds there are).
  public static func widget(
    _ kind: String, family: String, device: WidgetDeviceState, lockScreenAccess: Bool, at moment: Date? = nil,
    timeZone: TimeZone? = nil, manifests: String = "plists", products: String? = nil, filePath: StaticString = #filePath
  ) async throws(TestHostError) -> WidgetResult {
    guard WidgetScreen.families.contains(family) else {
      throw TestHostError("unknown family '\(family)'; the families are \(WidgetScreen.families.joined(separator: ", "))")
    }
    if let moment, !moment.timeIntervalSince1970.isFinite {
      // No request can carry it (JSON has no NaN): refused here, not blamed on the extension.
      throw TestHostError(
        "at: \(moment.timeIntervalSince1970) seconds since 1970 is no moment; give a finite Date (a division by zero in "
          + "the code that made it is the usual cause)")
    }
    let directory = try PackageLocation.manifests(manifests, calledFrom: "\(filePath)")
    let productsDirectory = try PackageLocation.products(products)
    var options = WidgetOptions(manifests: directory, searchDirectories: [productsDirectory])
    options.kind = kind
    options.family = family
    options.devices = [device]
    options.lockScreenAccess = [lockScreenAccess]
    if let moment { options.now = moment }
    options.timeZone = timeZone
    // A throwaway state directory, seeded from the manifests folder's AppGroupDefaults.plist.
    options.sharedState = SharedStateOptions(manifestsDirectory: directory)
    let report: WidgetReport
    do {
      report = try await WidgetRun.run(options)
    } catch {
      throw TestHostError(setup: error, products: productsDirectory)
    }
    // A mistyped kind shows nothing, and a test asserting what it hides would pass unchecked.
    guard report.unknownKind == nil else { throw TestHostError(report.notes.joined(separator: "; ")) }
    return WidgetResult(report)
  }
}
