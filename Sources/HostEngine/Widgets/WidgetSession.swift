import Foundation
import HostProtocol
import ShieldRendering

/// The requests to one running extension; a timeout or a death ends it.
struct WidgetSession {
  let connection: ExtensionConnection
  let visit: WidgetExtensionVisit
  private(set) var ended = false
  /// The extension's stop, asked in line behind the last renders (`serve(_:into:)`).
  private(set) var stopping: Task<Void, Never>?
  /// The kinds and families still to show when a fault ended the session: those after the one
  /// that faulted, for a process launched again (`WidgetExtensionVisit.run`).
  private(set) var unserved: [Shown] = []
  /// The fault that ended the session, when one did.
  private(set) var endedBy: WidgetFault.Kind?

  /// How long the extension has to answer `shutdown`, then to exit.
  static let shutdownGrace = Duration.milliseconds(500)

  init(connection: ExtensionConnection, visit: WidgetExtensionVisit) {
    self.connection = connection
    self.visit = visit
  }

  /// Serves `remaining`, the kinds and families an earlier process of the run left unshown when
  /// a fault ended it, once `asked` (in line behind the handshake) has answered.
  mutating func serve(remaining: [Shown], after asked: AnswerInLine<WidgetKindsResult>, into report: inout WidgetReport) async {
    guard await judge(await asked.outcome(), what: "widget/kinds", report: &report) != nil else { return }
    await serve(remaining, into: &report)
  }

  /// Serves the kinds that `asked` (in line behind the handshake) answers.
  mutating func serve(_ asked: AnswerInLine<WidgetKindsResult>, into report: inout WidgetReport) async {
    guard let kinds = await judge(await asked.outcome(), what: "widget/kinds", report: &report) else { return }
    let name = visit.extension.name
    var seen: Set<String> = []
    let says = visit.saysWhatIsNotShown
    // WidgetKit tells a bundle's widgets apart by kind: a kind declared twice is one widget.
    let distinct = kinds.widgets.filter { widget in
      guard seen.insert(widget.kind).inserted else {
        if says {
          report.notes.append(
            "\(name): the kind '\(widget.kind)' is declared by more than one widget of the bundle; WidgetKit tells widgets apart "
              + "by kind, so only the first is shown: give each widget its own kind")
        }
        return false
      }
      return true
    }
    if visit.options.kind == nil, says {
      if kinds.widgets.isEmpty {
        report.notes.append(Self.servesNoTimeline(name: name, kinds: kinds))
      } else if let beside = Self.alsoHolds(name: name, kinds: kinds) {
        report.notes.append(beside)
      }
    }
    let chosen = distinct.filter { visit.options.kind == nil || visit.options.kind == $0.kind }
    var shown: [Shown] = []
    let foreign = chosen.flatMap { widget in
      widget.families.filter { !WidgetScreen.families.contains($0) }.map { "'\(widget.kind)' in '\($0)'" }
    }
    if !foreign.isEmpty, says {
      // WidgetKit's families are a closed set: another name is no answer its runtime gives, and
      // never a file name or a row.
      report.faults.append(
        visit.fault(
          .malformedAnswer,
          "widget/kinds named families WidgetKit does not have, not shown: \(foreign.joined(separator: ", ")); "
            + "the families are \(WidgetScreen.families.joined(separator: ", "))",
          fix: "link this package's WidgetKit, whose runtime names each family by WidgetFamily's case"))
    }
    if let kind = visit.options.kind, chosen.isEmpty, says {
      report.extensionsWithoutKind += 1
      report.notes.append("\(name) has no kind '\(kind)'; its kinds are \(kinds.widgets.map { "'\($0.kind)'" }.joined(separator: ", "))")
    }
    for widget in chosen {
      if widget.backgroundRemovable == false { report.nonremovableBackgrounds.insert("\(name) \(widget.kind)") }
      if widget.families.isEmpty, says {
        report.notes.append(
          "\(name): '\(widget.kind)' offers no family (supportedFamilies is empty; a list inside #if os(iOS) is empty on "
            + "Linux, where that condition is false): nothing of it is shown")
      }
      if let family = visit.options.family, !widget.families.contains(family), says {
        report.notes.append("\(name): '\(widget.kind)' does not offer \(family)")
      }
      for family in widget.families
      where WidgetScreen.families.contains(family) && (visit.options.family == nil || visit.options.family == family) {
        guard !Self.iPadOnlyFamilies.contains(family) else {
          if says {
            report.notes.append("\(name): '\(widget.kind)' in \(family) is not shown: that family is iPad-only, and this is an iPhone")
          }
          continue
        }
        shown.append(Shown(kind: widget.kind, family: family))
      }
    }
    if shown.count > Self.shownLimit {
      if says {
        report.notes.append(
          "\(name) offers \(shown.count) kinds and families; the first \(Self.shownLimit) are shown (pass --kind or --family "
            + "for the others)")
      }
      shown.removeSubrange(Self.shownLimit...)
    }
    await serve(shown, into: &report)
  }

  /// What is said of a bundle that declares no timeline widget: what it holds instead (Live
  /// Activities and controls, which iOS draws without a timeline, as Xcode's Live Activity
  /// template and expo's widget targets ship them), or that it declares nothing.
  static func servesNoTimeline(name: String, kinds: WidgetKindsResult) -> String {
    guard let drawn = kinds.systemDrawn, !drawn.isEmpty else {
      return "\(name): \(kinds.entryPoint) declares no widget: nothing is shown"
    }
    return "\(name) serves no timeline widget: \(kinds.entryPoint) holds \(drawn.joined(separator: ", ")), which iOS draws "
      + "from the app's ActivityKit updates and the controls' value providers, not from a timeline, and which this host "
      + "does not draw: nothing is shown"
  }

  /// What is said of a bundle that serves timeline widgets and also holds what iOS draws without
  /// a timeline (Xcode's widget extension template ships a widget, a control and a Live Activity
  /// in one bundle): those are not shown, and the report says so rather than passing over them.
  /// Nil when the bundle holds nothing of the kind.
  static func alsoHolds(name: String, kinds: WidgetKindsResult) -> String? {
    guard let drawn = kinds.systemDrawn, !drawn.isEmpty else { return nil }
    return "\(name): \(kinds.entryPoint) also holds \(drawn.joined(separator: ", ")), which iOS draws from the app's "
      + "ActivityKit updates and the controls' value providers, not from a timeline, and which this host does not draw: "
      + "\(drawn.count == 1 ? "it is" : "they are") not shown"
  }

  /// A kind in a family, to be shown.
  struct Shown {
    let kind: String
    let family: String
  }

  /// Serves each kind and family in turn. The next one's placeholder and timeline go in line
  /// behind this one's renders, and after the last renders the shutdown: the extension answers
  /// them (or exits) while the host reads the renders, instead of waiting for the host. A family's
  /// rows are made once the next family's renders are asked, so the extension is not kept waiting
  /// for them either.
  mutating func serve(_ shown: [Shown], into report: inout WidgetReport) async {
    var asked = shown.first.map { askEntries($0, after: nil) }
    var unmade: Rendered?
    for (index, item) in shown.enumerated() {
      guard let entriesAsked = asked, !ended else { break }
      let next = index + 1 < shown.count ? shown[index + 1] : nil
      guard let entries = await entries(entriesAsked, item, into: &report) else {
        if ended {
          unserved = Array(shown[(index + 1)...])
          break
        }
        asked = next.map { askEntries($0, after: nil) }
        continue
      }
      if entries.timeline.entryDates.count > Self.entryLimit, visit.saysWhatIsNotShown {
        report.notes.append(
          "\(visit.extension.name): '\(item.kind)' in \(item.family) has a timeline of \(entries.timeline.entryDates.count) entries; "
            + "the first \(Self.entryLimit) are shown")
      }
      if entries.timeline.entryDates.isEmpty {
        let when = visit.lock.map { " launched with the device \($0)" } ?? ""
        report.notes.append(
          "\(visit.extension.name): '\(item.kind)' in \(item.family)\(when) returned a timeline with no entries: WidgetKit shows "
            + "nothing new until the next reload, so only the placeholder rows are shown")
      }
      let planned = plan(item.kind, item.family, placeholder: entries.placeholder, timeline: entries.timeline)
      let answers = connection.requestsInLine(planned.line.map(\.request), timeout: visit.options.renderLimit)
      asked = next.map { askEntries($0, after: answers.last?.id) }
      if next == nil, let last = answers.last?.id {
        stopping = Task { [connection] in _ = await connection.stop(grace: Self.shutdownGrace, after: last) }
      }
      if let unmade { addRows(unmade, into: &report) }
      let views = await collect(answers, of: planned.line, item.kind, item.family, into: &report)
      unmade = rendered(planned.rows, views, item, timeline: entries.timeline)
      if ended { unserved = Array(shown[(index + 1)...]) }
    }
    if let unmade { addRows(unmade, into: &report) }
  }

  /// A family's rows, each with the view rendered for it, until the rows are made.
  private struct Rendered {
    let item: Shown
    let timeline: WidgetTimelineResult
    let rows: [(planned: PlannedRow, result: WidgetRenderResult)]
  }

  /// The rows of `item` that have their views among `views`, in order. A render that ended the
  /// session ends the rows where it was first needed.
  private func rendered(
    _ rows: [PlannedRow], _ views: [String: WidgetRenderResult], _ item: Shown, timeline: WidgetTimelineResult
  ) -> Rendered {
    var kept: [(planned: PlannedRow, result: WidgetRenderResult)] = []
    for row in rows {
      guard let result = views[row.key] else {
        if ended { break }
        continue
      }
      kept.append((row, result))
    }
    return Rendered(item: item, timeline: timeline, rows: kept)
  }

  /// The most entries of one timeline shown (a row per entry, device state and access setting):
  /// a timeline of one entry a minute for a day is 1,440, more than a report can show or a
  /// render line can carry.
  static let entryLimit = 100

  /// The most kinds and families of one extension shown in a run: each is up to `entryLimit`
  /// entries in every device state and access setting, each row holding its view, so a bundle
  /// that declares hundreds of kinds would take gigabytes and hours (a real bundle has a few).
  static let shownLimit = 64

  /// The families only an iPad shows (Apple: `systemExtraLarge` is available on iPadOS).
  static let iPadOnlyFamilies: Set<String> = ["systemExtraLarge"]

  /// The report's rows of a family, from its planned rows and the views rendered for them.
  private func addRows(_ family: Rendered, into report: inout WidgetReport) {
    let item = family.item
    let timelineKey = Self.timelineKey(visit.extension.name, item.kind, item.family)
    for (row, result) in family.rows {
      let reading = WidgetReading.read(result.view)
      report.rows.append(
        WidgetReport.Row(
          extensionName: visit.extension.name, kind: item.kind, family: item.family, device: row.device,
          lockScreenAccess: row.access, entry: row.label, entryDate: row.date, shows: row.presentation.shows,
          reason: row.presentation.reason + Self.whereSeen(family: item.family, device: row.device),
          visibleText: reading.visible, redactedText: reading.redacted,
          view: result.view))
      // The first process's timeline is the one judged (its reload policy, its reads).
      report.timelines[timelineKey] = report.timelines[timelineKey] ?? family.timeline
      report.readsRedactionReasons[timelineKey, default: false] =
        report.readsRedactionReasons[timelineKey, default: false] || result.readsRedactionReasons
    }
  }

  /// Asks for `item`'s placeholder and timeline in one line, behind `predecessor` when given.
  /// `placeholder(in:)` returns before the extension reads its next request, so the timeline
  /// goes in line behind it.
  private func askEntries(_ item: Shown, after predecessor: RequestID?) -> [AnswerInLine<WidgetTimelineResult>] {
    let now = visit.options.now.timeIntervalSince1970
    let zone = visit.options.timeZone?.identifier
    let variants = WidgetReading.environments(
      family: item.family, devices: visit.devices, lockScreenAccess: visit.options.lockScreenAccess,
      dataProtection: visit.extension.dataProtection?.rawValue)
    return connection.requestsInLine(
      [.placeholder, .timeline].map { source in
        WidgetTimelineRequest(
          kind: item.kind, family: item.family, source: source, now: now, timeZone: zone, environmentVariants: variants)
      }, timeout: visit.options.providerLimit, after: predecessor)
  }

  /// The placeholder's and the timeline's entries of `item`, as `asked`. When the placeholder
  /// fails, the timeline's answer is not looked at and the family is skipped, as if it had not
  /// been asked.
  private mutating func entries(_ asked: [AnswerInLine<WidgetTimelineResult>], _ item: Shown, into report: inout WidgetReport) async
    -> (placeholder: WidgetTimelineResult, timeline: WidgetTimelineResult)?
  {
    guard !ended else { return nil }
    guard
      let placeholder = await judge(
        await asked[0].outcome(), what: "placeholder(in:) of '\(item.kind)' in \(item.family)", report: &report)
    else { return nil }
    let key = Self.timelineKey(visit.extension.name, item.kind, item.family)
    report.placeholders[key] = report.placeholders[key] ?? placeholder
    if let protection = visit.extension.dataProtection?.rawValue { report.dataProtection[visit.extension.name] = protection }
    guard
      let timeline = await judge(
        await asked[1].outcome(), what: "getTimeline(in:completion:) of '\(item.kind)' in \(item.family)", report: &report)
    else { return nil }
    return (placeholder, timeline)
  }

  /// The rows of `kind` in `family`, one per device state, access setting and entry shown, and
  /// the distinct renders they need, each once.
  private func plan(_ kind: String, _ family: String, placeholder: WidgetTimelineResult, timeline: WidgetTimelineResult)
    -> (rows: [PlannedRow], line: [(key: String, request: WidgetRenderRequest)])
  {
    var rows: [PlannedRow] = []
    var line: [(key: String, request: WidgetRenderRequest)] = []
    var queued: Set<String> = []
    for device in visit.devices {
      for access in visit.options.lockScreenAccess {
        let presentation = WidgetPresentation.decide(
          device: device, lockScreenAccess: access, dataProtection: visit.extension.dataProtection?.rawValue)
        let shown: [(label: String, source: WidgetEntrySource, index: Int, date: Double)] =
          presentation.shows == .placeholder
          ? [("placeholder", .placeholder, 0, placeholder.entryDates.first ?? visit.options.now.timeIntervalSince1970)]
          : timeline.entryDates.prefix(Self.entryLimit).enumerated().map { (String($0.offset), .timeline, $0.offset, $0.element) }
        for entry in shown {
          let environment = WidgetReading.environment(family: family, presentation, locked: device.isLocked)
          let key =
            "\(entry.source.rawValue) \(entry.index) \(environment.redactionReasons) \(environment.isLuminanceReduced) "
            + "\(environment.colorScheme) \(environment.showsContainerBackground.map(String.init) ?? "usual")"
          if queued.insert(key).inserted {
            line.append((key, WidgetRenderRequest(kind: kind, family: family, source: entry.source, entry: entry.index, environment: environment)))
          }
          rows.append(
            PlannedRow(device: device, access: access, presentation: presentation, label: entry.label, date: entry.date, key: key))
        }
      }
    }
    return (rows, line)
  }

  /// The views `answers` made for `line`'s renders (sent in one line: the extension evaluates
  /// each before it reads the next, so none waits for the host between them), by key, until one
  /// ends the session.
  private mutating func collect(
    _ answers: [AnswerInLine<WidgetRenderResult>], of line: [(key: String, request: WidgetRenderRequest)], _ kind: String,
    _ family: String, into report: inout WidgetReport
  ) async -> [String: WidgetRenderResult] {
    var rendered: [String: WidgetRenderResult] = [:]
    for ((key, request), answer) in zip(line, answers) {
      let reasons = request.environment.redactionReasons.isEmpty ? "none" : request.environment.redactionReasons.joined(separator: ", ")
      let what = "the view of '\(kind)' in \(family) (\(request.source.rawValue) entry \(request.entry), redaction \(reasons))"
      guard let result = await judge(await answer.outcome(), what: what, report: &report) else {
        if ended { break }
        continue
      }
      rendered[key] = result
      report.renderRequests += 1
    }
    return rendered
  }

  /// A row of the report, planned before its render is asked.
  private struct PlannedRow {
    let device: WidgetDeviceState
    let access: Bool
    let presentation: WidgetPresentation
    let label: String
    let date: Double
    let key: String
  }

  static func timelineKey(_ extensionName: String, _ kind: String, _ family: String) -> String {
    "\(extensionName) \(kind) \(family)"
  }

  /// Accessory families are the Lock Screen's; a system family is seen locked only in StandBy.
  static func whereSeen(family: String, device: WidgetDeviceState) -> String {
    guard device.isLocked else { return "" }
    return WidgetScreen.isLockScreenFamily(family) ? "" : " (a system family is seen locked only in StandBy)"
  }

  /// Judges how the request described by `what` ended; a fault is recorded once and, for a
  /// timeout or a death, ends the session and stops the extension (which ends the requests
  /// still in line at once).
  private mutating func judge<Response>(_ outcome: RequestOutcome<Response>, what: String, report: inout WidgetReport) async -> Response? {
    guard !ended else { return nil }
    let answer = await WidgetAnswer.judge(outcome, what: what, on: connection)
    if answer.ends {
      ended = true
      endedBy = answer.fault?.kind
      await connection.kill()
    }
    if let fault = answer.fault {
      let named = visit.fault(fault.kind, fault.detail, fix: fault.fix)
      if fault.kind != .viewNotEvaluable || !report.faults.contains(named) { report.faults.append(named) }
    }
    return answer.response
  }
}
