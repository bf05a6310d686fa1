import Foundation
import HostProtocol

extension ScenarioPlayer {
  /// Launches the widget extensions, checks that each placed widget is one of their kinds and
  /// families, and asks each for its placeholder and first timeline.
  ///
  /// - Throws: `SetupError` naming the scenario line of a widget no extension has.
  mutating func placeWidgets() async throws {
    guard var widgets, !scenario.widgets.isEmpty else { return }
    for index in widgets.processes.indices { await launchWidgets(index, into: &widgets) }
    for widget in scenario.widgets {
      let offered = widgets.processes.enumerated().flatMap { process in process.element.kinds.map { (process.offset, $0) } }
      guard let (process, kind) = offered.first(where: { $0.1.kind == widget.kind }) else {
        let known = offered.map(\.1.kind)
        throw SetupError(
          at: "\(scenario.path):\(widget.line)",
          "no widget extension has a widget of kind '\(widget.kind)'"
            + (known.isEmpty ? " (none answered widget/kinds)" : "; the kinds are \(known.joined(separator: ", "))"))
      }
      guard kind.families.contains(widget.family) else {
        throw SetupError(
          at: "\(scenario.path):\(widget.line)",
          "'\(widget.kind)' does not support \(widget.family); it supports \(kind.families.joined(separator: ", "))")
      }
      widgets.placed.append(SimulatedWidgets.Placed(widget: widget, process: process))
    }
    self.widgets = widgets
    for index in widgets.placed.indices { await reloadWidget(index, because: "placed on the device at line \(scenario.widgets[index].line)") }
  }

  /// Plays what changes by itself up to `now`: policy reloads that are due, then the entries whose dates came.
  mutating func advanceWidgets(to now: Date) async {
    guard let widgets else { return }
    for index in widgets.placed.indices {
      if let due = self.widgets?.placed[index].nextReload, due <= now {
        let policy = self.widgets?.placed[index].policy?.kind ?? "none"
        await reloadWidget(index, because: "its policy .\(policy) is due", byPolicy: true)
      }
      await showWidget(index)
    }
  }

  /// `WidgetCenter` reloads: the scenario's app (`reload widgets`) or what the extensions asked
  /// for; a kind that is not placed reloads nothing, as on iOS.
  mutating func reloadWidgets(kind: String?, caller: String, line: Int? = nil) async {
    guard let widgets else { return }
    let call = kind.map { "WidgetCenter.shared.reloadTimelines(ofKind: \"\($0)\")" } ?? "WidgetCenter.shared.reloadAllTimelines()"
    let targets = widgets.placed.indices.filter { kind == nil || widgets.placed[$0].widget.kind == kind }
    for index in targets { await reloadWidget(index, because: "\(caller) called \(call)", line: line) }
  }

  /// Plays the reloads the monitor's (or the widgets' own) code asked `WidgetCenter` for.
  mutating func playRequestedWidgetReloads() async {
    for reload in service.takeWidgetReloads() { await reloadWidgets(kind: reload.kind, caller: reload.caller) }
  }

  /// Redraws every placed widget in the device's state (after a lock, unlock or restart).
  mutating func redrawWidgets() async {
    guard let widgets else { return }
    for index in widgets.placed.indices { await showWidget(index) }
  }

  /// `expect widget KIND shows|hides TEXT`: whether a person reads `text` on it now.
  mutating func expectWidget(kind: String, text: String, readable: Bool, line: Int) {
    let shown = widgets?.placed.filter { $0.widget.kind == kind }.compactMap(\.shown) ?? []
    let reads = shown.contains { $0.visible.contains { $0.contains(text) } }
    let held = reads == readable
    let now = shown.isEmpty ? "it shows nothing yet" : "it reads " + shown.map { quoted($0.visible) }.joined(separator: " and ")
    report.timeline.append(
      entry("expect", "widget \(kind) \(readable ? "shows" : "hides") '\(text)' (\(now))", line: line, passed: chaos == nil ? held : nil))
    count(held)
  }

  /// Stops the widget extensions.
  mutating func stopWidgets() async {
    guard let widgets else { return }
    for process in widgets.processes { _ = await process.connection?.stop(grace: options.stopGrace) }
    for index in widgets.processes.indices { self.widgets?.processes[index].connection = nil }
  }

  // MARK: one widget

  /// Asks the provider of placed widget `index` for a new placeholder (the first time) and
  /// timeline, places its entries on the virtual clock, and shows the entry due now.
  private mutating func reloadWidget(_ index: Int, because reason: String, byPolicy: Bool = false, line: Int? = nil) async {
    guard var widgets else { return }
    var widget = widgets.placed[index]
    let now = system.now
    if byPolicy {
      let day = dayNumber(now)
      let count = widget.policyReloads[day, default: 0]
      guard Double(count) < WidgetJudge.dailyReloadBudget else {
        widget.nextReload = startOfDay(day + 1)
        widgets.placed[index] = widget
        self.widgets = widgets
        report.timeline.append(
          entry(
            "widget",
            "\(widget.widget): WidgetKit's daily budget of \(Int(WidgetJudge.dailyReloadBudget)) reloads is spent; "
              + "the next policy reload is at \(stamp(startOfDay(day + 1)))"))
        return
      }
      widget.policyReloads[day] = count + 1
    }
    let (kind, family) = (widget.widget.kind, widget.widget.family)
    // The device passes through every lock state of a scenario; the access setting is the scenario's.
    let variants = WidgetReading.environments(
      family: family, devices: [.unlocked, .locked, .beforeFirstUnlock], lockScreenAccess: [widgets.lockScreenAccess],
      dataProtection: widgets.processes[widget.process].extension.dataProtection?.rawValue)
    if !widget.hasPlaceholder {
      let request = WidgetTimelineRequest(
        kind: kind, family: family, source: .placeholder, now: now.timeIntervalSince1970, timeZone: system.timeZone.identifier,
        environmentVariants: variants)
      guard await askWidget(request, of: widget.process, what: "placeholder(in:) of '\(kind)' in \(family)", in: &widgets) != nil else {
        return gaveUp(index, widgets)
      }
      widget.hasPlaceholder = true
    }
    let request = WidgetTimelineRequest(
      kind: kind, family: family, source: .timeline, now: now.timeIntervalSince1970, timeZone: system.timeZone.identifier,
      environmentVariants: variants)
    guard let timeline = await askWidget(request, of: widget.process, what: "getTimeline(in:completion:) of '\(kind)' in \(family)", in: &widgets)
    else { return gaveUp(index, widgets) }
    // Whole seconds after the reload: what the provider's own running time adds is not its intent.
    let mapped = { (date: Double) in now.addingTimeInterval((date - (timeline.askedAt ?? now.timeIntervalSince1970)).rounded()) }
    widget.entryDates = timeline.entryDates.map(mapped)
    widget.policy = timeline.policy
    widget.nextReload = SimulatedWidgets.reloadDate(timeline.policy, entries: widget.entryDates, mapped: mapped, now: now)
    widget.hasTimeline = true
    widget.shown = nil
    widgets.placed[index] = widget
    self.widgets = widgets
    // The first dates, then how many more: a timeline of thousands of entries is one line, not megabytes.
    let shownDates = 12
    let dates =
      widget.entryDates.prefix(shownDates).map(stamp).joined(separator: ", ")
      + (widget.entryDates.count > shownDates ? " and \(widget.entryDates.count - shownDates) more" : "")
    let next = widget.nextReload.map { "the next at \(stamp($0))" } ?? "no reload unless WidgetCenter asks"
    let policy = timeline.policy.map { $0.kind == "after" ? ".after(\(stamp(mapped($0.date ?? 0))))" : ".\($0.kind)" } ?? "none"
    report.timeline.append(
      entry(
        "widget",
        "\(widget.widget): new timeline (\(reason)): \(widget.entryDates.count) entr\(widget.entryDates.count == 1 ? "y" : "ies") "
          + "at \(dates.isEmpty ? "no time" : dates); policy \(policy), \(next)",
        line: line))
    await showWidget(index)
  }

  /// A reload that failed (the fault is named): WidgetKit shows nothing new until `WidgetCenter` asks again.
  private mutating func gaveUp(_ index: Int, _ widgets: SimulatedWidgets) {
    var widgets = widgets
    widgets.placed[index].nextReload = nil
    self.widgets = widgets
  }

  /// Draws the entry of placed widget `index` due now in the device's state, and writes a line
  /// when what a person sees changed.
  private mutating func showWidget(_ index: Int) async {
    guard var widgets else { return }
    let widget = widgets.placed[index]
    guard widget.hasTimeline else { return }
    let device = SimulatedWidgets.deviceState(self.device)
    let dataProtection = widgets.processes[widget.process].extension.dataProtection?.rawValue
    let presentation = WidgetPresentation.decide(device: device, lockScreenAccess: widgets.lockScreenAccess, dataProtection: dataProtection)
    let source: WidgetEntrySource
    let entryIndex: Int
    if presentation.shows == .placeholder {
      (source, entryIndex) = (.placeholder, 0)
    } else {
      guard let shown = SimulatedWidgets.entryShown(widget.entryDates, at: system.now) else { return }
      (source, entryIndex) = (.timeline, shown)
    }
    let label = source == .placeholder ? "placeholder" : String(entryIndex)
    let (kind, family) = (widget.widget.kind, widget.widget.family)
    let environment = WidgetReading.environment(family: family, presentation, locked: device.isLocked)
    if let shown = widget.shown, shown.entry == label, shown.presentation == presentation, shown.environment == environment { return }
    let request = WidgetRenderRequest(kind: kind, family: family, source: source, entry: entryIndex, environment: environment)
    guard let result = await askWidget(request, of: widget.process, what: "the view of '\(kind)' in \(family) (entry \(label))", in: &widgets)
    else { return self.widgets = widgets }
    let reading = WidgetReading.read(result.view)
    let shown = SimulatedWidgets.Shown(
      entry: label, presentation: presentation, environment: environment, visible: reading.visible, redacted: reading.redacted)
    widgets.placed[index].shown = shown
    self.widgets = widgets
    let what = source == .placeholder ? "its placeholder" : "entry \(entryIndex)"
    var text = "\(widget.widget) shows \(what) (\(device)): \(reading.visible.isEmpty ? "nothing readable" : quoted(reading.visible))"
    if !reading.redacted.isEmpty { text += "; redacted \(quoted(reading.redacted))" }
    var line = entry("widget", text)
    line.widget = SimulationReport.WidgetSight(
      kind: kind, family: family, entry: label, shows: presentation.shows.rawValue, device: device.rawValue,
      lockScreenAccess: widgets.lockScreenAccess, visibleText: reading.visible, redactedText: reading.redacted)
    report.timeline.append(line)
  }

  /// Sends `request` to extension `process` (launching it if it is not running); a fault is a
  /// problem of the simulation, and a timeout or a death ends the process (the next need relaunches it).
  private mutating func askWidget<Request: RPCRequest>(
    _ request: Request, of process: Int, what: String, in widgets: inout SimulatedWidgets
  ) async -> Request.Response? {
    if widgets.processes[process].connection == nil { await launchWidgets(process, into: &widgets) }
    guard let connection = widgets.processes[process].connection else { return nil }
    let answer = await WidgetAnswer.judge(
      await connection.request(request, timeout: options.limits.requestTimeout), what: what, on: connection)
    recordRefusals()
    if let fault = answer.fault { widgetProblem(fault.kind, fault.detail, fix: fault.fix, process: process, in: widgets) }
    if answer.ends {
      await connection.kill()
      widgets.processes[process].connection = nil
      for index in widgets.placed.indices where widgets.placed[index].process == process {
        widgets.placed[index].hasPlaceholder = false
        widgets.placed[index].hasTimeline = false
      }
    }
    return answer.response
  }

  /// Launches widget extension `index` and asks its kinds; a failure is a problem.
  private mutating func launchWidgets(_ index: Int, into widgets: inout SimulatedWidgets) async {
    let target = widgets.processes[index].extension.target
    var limits = options.limits
    limits.maxMessageBytes = max(limits.maxMessageBytes, 4 << 20)
    let launch: ExtensionLauncher.Launch
    do {
      launch = try await HostServiceScope.$current.withValue(service) {
        try await ExtensionLauncher.launch(target, limits: limits, origin: .now)
      }
    } catch {
      return widgetProblem(.launchFailed, "cannot start \(target.executablePath): \(error)", fix: "build the extension (swift build)", process: index, in: widgets)
    }
    if let failure = launch.failure {
      await launch.connection.kill()
      return widgetProblem(
        .launchFailed, "\(target.executablePath), named by \(target.infoPlistPath), did not start as a widget extension: \(failure)",
        fix: "the executable must be a widget extension: a @main type adopting Widget or WidgetBundle that imports WidgetKit",
        process: index, in: widgets)
    }
    launch.connection.lend(service)
    widgetPIDs[launch.connection.process.pid] = widgets.processes[index].extension.name
    widgets.processes[index].connection = launch.connection
    if let kinds = await askWidget(WidgetKindsRequest(), of: index, what: "widget/kinds", in: &widgets) {
      widgets.processes[index].kinds = kinds.widgets
    }
  }

  private mutating func widgetProblem(_ kind: WidgetFault.Kind, _ detail: String, fix: String, process: Int, in widgets: SimulatedWidgets) {
    let name = widgets.processes[process].extension.name
    report.problems.append(SimulationReport.Problem(time: stamp(system.now), kind: kind.rawValue, extension: name, detail: detail, fix: fix))
    report.timeline.append(entry("fault", "\(name) \(detail) [\(kind.rawValue)]"))
  }

  private func quoted(_ texts: [String]) -> String { texts.map { "'\($0)'" }.joined(separator: ", ") }

  private func startOfDay(_ day: Int) -> Date {
    let calendar = scenarioCalendar
    return calendar.date(byAdding: .day, value: day - 1, to: calendar.startOfDay(for: scenario.begin)) ?? scenario.end
  }
}
