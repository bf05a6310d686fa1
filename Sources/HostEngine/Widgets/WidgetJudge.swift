import Foundation
import ExtensionManifest
import HostProtocol

/// Names what a widget shows on a locked phone that its developer should look at, each finding
/// once (on the first row that shows it) and with the fix.
///
/// - `readable-while-locked`: text a person can read on a locked device with Lock Screen widget
///   access off (the user judges what is sensitive); a match of `--sensitive` makes it
///   `sensitive-while-locked`, an error.
/// - `privacy-not-handled`: the view reads `redactionReasons` but reads the same under `.privacy`
///   as unredacted (it tests only `.placeholder`, and marks nothing `privacySensitive()`).
/// - `reloads-over-budget`: the timeline asks for more reloads a day than WidgetKit's budget
///   (Apple, "Keeping a widget up to date": typically 40 to 70 a day); once a kind, on the first
///   family that asks.
/// - `placeholder-reads-app-group`: `placeholder(in:)` asked for an App Group's container or read
///   an App Group's `UserDefaults` suite (seen in the extension's process); once a kind, naming
///   the families whose placeholder did, since one provider serves them all. WidgetKit
///   draws the placeholder first and, under `NSFileProtectionComplete` or
///   `NSFileProtectionCompleteUnlessOpen`, in place of the content while locked: exactly when
///   the App Group's files cannot be opened (Apple Platform Security, "WidgetKit security").
/// - `placeholder-slow`: `placeholder(in:)` ran longer than `placeholderLimit` (Apple asks for a
///   placeholder "quickly" and publishes no number; this host's reading).
/// - `container-background-missing`: a family's view has no `containerBackground(for: .widget)`
///   and the configuration does not say `containerBackgroundRemovable(false)` (Apple, "Displaying
///   the right widget background": mark the background removable "for every widget size", or the
///   system overlays the widget with a warning).
struct WidgetJudge {
  let options: WidgetOptions
  /// The most reloads a day WidgetKit's budget allows (Apple: typically 40 to 70).
  static let dailyReloadBudget = 70.0
  /// The longest a placeholder may take, in milliseconds (this host's reading of "quickly").
  static let placeholderLimit = 250.0

  func judge(_ report: inout WidgetReport) {
    let sensitive = options.sensitive.compactMap { try? Regex($0) }
    var named: Set<String> = []
    for index in report.rows.indices {
      let row = report.rows[index]
      let key = "\(row.extensionName) \(row.kind) \(row.family)"
      var findings: [WidgetFinding] = []
      if row.device.isLocked, !row.lockScreenAccess, row.shows == .content, !row.visibleText.isEmpty {
        let matches = row.visibleText.filter { text in sensitive.contains { text.contains($0) } }
        if !matches.isEmpty, named.insert(key + " sensitive").inserted {
          findings.append(
            WidgetFinding(
              kind: .sensitiveWhileLocked, severity: .error,
              message: "'\(row.kind)' in \(row.family) shows \(quoted(matches)) on a \(row.device) phone with Lock Screen widget access off",
              fix: "mark the view privacySensitive() so WidgetKit redacts it while locked"))
        } else if matches.isEmpty, named.insert(key + " readable").inserted {
          findings.append(
            WidgetFinding(
              kind: .readableWhileLocked, severity: .note,
              message: "anyone holding the \(row.device) phone can read \(quoted(row.visibleText)) on '\(row.kind)' in \(row.family), even with Lock Screen widget access off",
              fix: "if any of it is private, mark it privacySensitive(), outside any .unredacted() (which keeps everything "
                + "inside it readable); pass --sensitive PATTERN to make such text an error"))
        }
      }
      if report.readsRedactionReasons[key] == true, named.insert(key + " privacy").inserted,
        let open = report.rows.first(where: { same($0, row) && $0.shows == .content && $0.redactedText.isEmpty && !$0.device.isLocked }),
        let redacted = report.rows.first(where: {
          same($0, row) && $0.entry == open.entry && $0.shows == .content && $0.device.isLocked && !$0.lockScreenAccess
        }),
        redacted.visibleText == open.visibleText
      {
        findings.append(
          WidgetFinding(
            kind: .privacyNotHandled, severity: .warning,
            message: "'\(row.kind)' in \(row.family) reads redactionReasons but draws the same under .privacy (Lock Screen access off) as unlocked",
            fix: "test redactionReasons.contains(.privacy) too, not only .placeholder, or mark the private views privacySensitive()"))
      }
      // One provider serves every family of a kind, and the message names no family: once a kind.
      if let timeline = report.timelines[key], let perDay = reloadsPerDay(timeline), perDay > Self.dailyReloadBudget,
        named.insert("\(row.extensionName) \(row.kind) budget").inserted
      {
        findings.append(
          WidgetFinding(
            kind: .reloadsOverBudget, severity: .warning,
            message: perDay >= 86_400 / 60
              // A reload due within a minute is a timeline that ends as it starts: no rate to quote.
              ? "'\(row.kind)' asks to reload at once: its timeline (policy \(timeline.policy?.kind ?? "none")) ends within a minute "
                + "of being given, so it asks again as soon as it is shown; WidgetKit's budget is typically 40 to 70 reloads a day"
              : "'\(row.kind)' asks to reload \(Int(perDay.rounded())) times a day (policy \(timeline.policy?.kind ?? "none")); WidgetKit's budget is typically 40 to 70",
            fix: "put more entries in each timeline and reload .after a date at least \(Int((24 * 60 / Self.dailyReloadBudget).rounded(.up))) "
              + "minutes on (or .never, with WidgetCenter.reloadTimelines(ofKind:) from the app)"))
      }
      if row.shows == .content, !report.nonremovableBackgrounds.contains("\(row.extensionName) \(row.kind)"),
        !Self.hasContainerBackground(row.view), named.insert(key + " background").inserted
      {
        findings.append(
          WidgetFinding(
            kind: .containerBackgroundMissing, severity: .warning,
            message: "'\(row.kind)' in \(row.family) has no containerBackground(for: .widget) and does not mark its "
              + "background nonremovable: WidgetKit overlays it with a warning (Apple: during development with Xcode; "
              + "developers report \"Please adopt containerBackground API\" in its place on iOS 17 devices)",
            fix: "put the widget's background in .containerBackground(for: .widget) { ... } for every family "
              + "(Color.clear, or AccessoryWidgetBackground() on the Lock Screen, when it has none)"))
      }
      findings += placeholderFindings(row, key: key, report: report, named: &named)
      report.rows[index].findings += findings
    }
  }

  /// Whether the view drew its background through `containerBackground(for:)`.
  static func hasContainerBackground(_ node: ViewNode) -> Bool {
    node.typeName == ViewNode.containerBackgroundTypeName || node.children.contains(where: hasContainerBackground)
  }

  /// What the kind's placeholder did that it should not: an App Group read once per extension and
  /// kind (one provider serves every family), a slow placeholder once per family.
  private func placeholderFindings(_ row: WidgetReport.Row, key: String, report: WidgetReport, named: inout Set<String>) -> [WidgetFinding] {
    guard let placeholder = report.placeholders[key] else { return [] }
    var findings: [WidgetFinding] = []
    let reads = Self.appGroupReads(placeholder)
    if !reads.isEmpty, named.insert("\(row.extensionName) \(row.kind) placeholder-group").inserted {
      var families: [String] = []
      for other in report.rows where other.extensionName == row.extensionName && other.kind == row.kind && !families.contains(other.family) {
        if let read = report.placeholders["\(other.extensionName) \(other.kind) \(other.family)"], !Self.appGroupReads(read).isEmpty {
          families.append(other.family)
        }
      }
      let protection = report.dataProtection[row.extensionName].map {
        " With \($0), WidgetKit shows only the placeholder while the phone is locked, when those files cannot be opened"
      } ?? " WidgetKit draws it before any timeline, and under data protection in place of the content while locked, when those files cannot be opened"
      findings.append(
        WidgetFinding(
          kind: .placeholderReadsAppGroup, severity: .warning,
          message: "placeholder(in:) of '\(row.kind)' in \(Self.listed(families)) \(reads.joined(separator: " and ")).\(protection)",
          fix: "build the placeholder from constants (sample data), never from the App Group, a database or the network"))
    }
    if placeholder.milliseconds > Self.placeholderLimit, named.insert(key + " placeholder-slow").inserted {
      findings.append(
        WidgetFinding(
          kind: .placeholderSlow, severity: .warning,
          message: "placeholder(in:) of '\(row.kind)' in \(row.family) took \(placeholder.milliseconds > 1e9 ? "over 1000000000" : String(Int(placeholder.milliseconds.rounded()))) ms (over \(Int(Self.placeholderLimit)) ms)",
          fix: "return the placeholder at once from constants: WidgetKit calls it synchronously and shows it while it waits"))
    }
    return findings
  }

  /// What a placeholder read of the App Group, in words; empty when it read nothing of it.
  private static func appGroupReads(_ placeholder: WidgetTimelineResult) -> [String] {
    [
      placeholder.readsAppGroup == true ? "asks for an App Group container" : nil,
      placeholder.readsAppGroupDefaults == true ? "reads an App Group's UserDefaults(suiteName:)" : nil,
    ].compactMap { $0 }
  }

  /// "a", "a and b", "a, b and c".
  private static func listed(_ names: [String]) -> String {
    names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }

  /// Reloads a day the policy asks for; nil for `.never` or a timeline that gives no interval.
  func reloadsPerDay(_ timeline: WidgetTimelineResult) -> Double? {
    let now = options.now.timeIntervalSince1970
    let next: Double?
    switch timeline.policy?.kind {
    case "after": next = timeline.policy?.date
    case "atEnd": next = timeline.entryDates.max()
    default: next = nil
    }
    guard let next else { return nil }
    return 86_400 / max(next - now, 1)
  }

  private func same(_ a: WidgetReport.Row, _ b: WidgetReport.Row) -> Bool {
    a.extensionName == b.extensionName && a.kind == b.kind && a.family == b.family
  }

  private func quoted(_ texts: [String]) -> String { DisplayText.quoted(texts, escaping: false) }
}
