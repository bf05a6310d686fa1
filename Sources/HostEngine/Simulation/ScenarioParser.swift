import ExtensionManifest
import Foundation
import HostProtocol

/// Reads a scenario file strictly: every problem is an error at its line and column, with what
/// was expected. The format is documented in `Documentation/Simulation.md`.
public enum ScenarioParser {
  /// The most lines a scenario may have, and the longest simulated stretch (a year).
  static let maximumLines = 100_000
  static let maximumSpan: TimeInterval = 366 * 86_400

  /// Reads the scenario at `path`.
  public static func read(_ path: String) throws(ScenarioError) -> Scenario {
    let data: [UInt8]
    switch FileSystem.readFile(path, limit: 8 << 20) {
    case .success(let bytes): data = bytes
    case .failure(.tooLarge): throw ScenarioError(path: path, line: 0, column: 0, "the scenario is larger than 8 MiB")
    case .failure(.unreadable(let reason)):
      throw ScenarioError(path: path, line: 0, column: 0, "cannot read the scenario: \(reason)")
    }
    // The byte order mark some Windows editors write first is no text of the scenario.
    let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
    guard let text = String(validating: body, as: UTF8.self) else { throw notUTF8(Array(body), path: path) }
    return try parse(text, path: path)
  }

  /// The error for `bytes` that are not UTF-8, at the line and column (in characters) of the
  /// first byte that is not, naming it, so an editor can go to it.
  static func notUTF8(_ bytes: [UInt8], path: String) -> ScenarioError {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while case .valid(let encoded) = parser.parseScalar(from: &iterator) { offset += encoded.count }
    let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let line = bytes[..<lineStart].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
    // The parser stops at a byte that starts no character or breaks one: there is one.
    let byte = String(bytes[min(offset, bytes.count - 1)], radix: 16, uppercase: true)
    return ScenarioError(
      path: path, line: line, column: column, "the scenario is not UTF-8 text: the byte 0x\(byte) here is no UTF-8 character; save the file as UTF-8")
  }

  /// Reads a scenario from `text`; `path` names it in errors.
  public static func parse(_ text: String, path: String) throws(ScenarioError) -> Scenario {
    var state = ParseState(path: path)
    var number = 0
    for raw in TextLines.of(text) {
      number += 1
      guard number <= maximumLines else {
        throw ScenarioError(path: path, line: number, column: 1, "more than \(maximumLines) lines")
      }
      var line = ScenarioLine(path: path, number: number, text: raw)
      guard !line.isEmpty else { continue }
      try state.read(&line)
    }
    return try state.finish()
  }
}

/// What the parser has read so far.
private struct ParseState {
  let path: String
  var title = ""
  var timeZone: TimeZone?
  var begin: Date?
  var endLine: (line: ScenarioLine, day: Int?, clock: (Int, Int, Int)?, after: TimeInterval?, date: Date?)?
  var authorized = true
  var activities: [String: (registration: ActivityRegistration, line: Int)] = [:]
  var steps: [ScenarioStep] = []
  var daily: [(line: ScenarioLine, clock: (Int, Int, Int), action: PendingAction)] = []
  var startNames: [(name: String, line: ScenarioLine)] = []
  var widgets = ScenarioWidgetLines()

  init(path: String) { self.path = path }

  var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone ?? TimeZone(identifier: "UTC") ?? .current
    return calendar
  }

  mutating func read(_ line: inout ScenarioLine) throws(ScenarioError) {
    let keyword = try line.next("a statement")
    switch keyword {
    case "scenario": title = line.rest()
    case "timezone":
      guard begin == nil else {
        throw line.error("'timezone' comes before 'begin'; to change the time zone later, write 'at TIME timezone ZONE'", back: 1)
      }
      timeZone = try Self.zone(&line)
    case "begin":
      guard begin == nil else { throw line.error("a second 'begin'", back: 1) }
      let dateWord = try line.next("a date (2026-12-01)")
      guard let date = ScenarioValues.date(dateWord) else { throw line.error("expected a date like 2026-12-01, not \(ScenarioLine.shown(dateWord))", back: 1) }
      let clock = try Self.clock(&line)
      guard let start = calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day, hour: clock.0, minute: clock.1, second: clock.2)) else {
        throw line.error("\(dateWord) is not a date", back: 2)
      }
      begin = start
    case "end":
      if line.take("after") {
        let word = try line.next("a duration (30d)")
        guard let span = ScenarioValues.duration(word), span > 0 else { throw line.error("expected a duration like 30d or 10h, not \(ScenarioLine.shown(word)); \(ScenarioValues.durationGrammar)", back: 1) }
        endLine = (line, nil, nil, span, nil)
      } else {
        let (day, clock) = try Self.dayAndClock(&line)
        endLine = (line, day, clock, nil, nil)
      }
    case "authorization":
      let word = try line.next("'approved' or 'denied'")
      switch word {
      case "approved": authorized = true
      case "denied": authorized = false
      default: throw line.error("expected 'approved' or 'denied', not \(ScenarioLine.shown(word))", back: 1)
      }
    case "activity": try readActivity(&line)
    case "event": try readEvent(&line)
    case "widget": try widgets.readPlacement(&line)
    case "lock-screen-access": try widgets.readAccess(&line)
    case "at":
      guard let begin else { throw line.error("put 'begin DATE TIME' before the first 'at' line", back: 1) }
      let (day, clock) = try Self.dayAndClock(&line)
      let time = try resolve(day: day ?? 1, clock: clock, from: begin, line: line)
      let action = try readAction(&line)
      try append(action, at: time, line: line)
    case "every":
      guard line.take("day") else { throw line.error("expected 'every day at TIME ACTION'") }
      guard line.take("at") else { throw line.error("expected 'at' after 'every day'") }
      let clock = try Self.clock(&line)
      let action = try readAction(&line)
      daily.append((line, clock, action))
    default:
      throw line.error(
        "unknown statement \(ScenarioLine.shown(keyword)); expected scenario, timezone, begin, end, authorization, activity, event, widget, lock-screen-access, at or every",
        back: 1)
    }
    try line.finish()
  }

  // MARK: declarations

  mutating func readActivity(_ line: inout ScenarioLine) throws(ScenarioError) {
    let name = try line.next("the activity's name")
    guard activities[name] == nil else { throw line.error("activity \(ScenarioLine.shown(name)) is declared twice", back: 1) }
    let start = try Self.components(&line)
    guard line.take("to") else { throw line.error("expected 'to' and the end time (activity NAME 22:00 to 07:00)") }
    let end = try Self.components(&line)
    var repeats = true
    var warning: DateComponents?
    while let word = line.peek() {
      switch word {
      case "repeats": _ = line.take(word); repeats = true
      case "once": _ = line.take(word); repeats = false
      case "warning":
        _ = line.take(word)
        let text = try line.next("a warning time (5m)")
        guard let seconds = ScenarioValues.duration(text) else { throw line.error("expected a duration like 5m, not \(ScenarioLine.shown(text)); \(ScenarioValues.durationGrammar)", back: 1) }
        warning = DateComponents(second: Int(seconds))
      default:
        throw line.error("expected 'repeats', 'once' or 'warning DURATION', not \(ScenarioLine.shown(word))")
      }
    }
    let schedule = ActivityScheduleRule(intervalStart: start, intervalEnd: end, repeats: repeats, warningTime: warning)
    activities[name] = (ActivityRegistration(activity: name, schedule: schedule, events: [:]), line.number)
  }

  mutating func readEvent(_ line: inout ScenarioLine) throws(ScenarioError) {
    let qualified = try line.next("ACTIVITY.EVENT")
    let parts = qualified.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2, !parts[1].isEmpty else { throw line.error("expected ACTIVITY.EVENT (bedtime.social), not \(ScenarioLine.shown(qualified))", back: 1) }
    guard var activity = activities[parts[0]] else {
      throw line.error("no activity \(ScenarioLine.shown(parts[0])) is declared above; declare it with 'activity \(parts[0]) …' first", back: 1)
    }
    guard activity.registration.events[parts[1]] == nil else { throw line.error("event \(ScenarioLine.shown(qualified)) is declared twice", back: 1) }
    let thresholdWord = try line.next("a threshold (30m)")
    guard let threshold = ScenarioValues.duration(thresholdWord), threshold > 0 else {
      throw line.error("expected a threshold like 30m, not \(ScenarioLine.shown(thresholdWord)); \(ScenarioValues.durationGrammar)", back: 1)
    }
    var applications: [OpaqueToken] = []
    var webDomains: [OpaqueToken] = []
    var categories: [OpaqueToken] = []
    var past = false
    while let word = line.peek() {
      _ = line.take(word)
      switch word {
      case "app": applications.append(TokenMint.token("application", try line.next("a bundle identifier")))
      case "web": webDomains.append(TokenMint.token("webDomain", try line.next("a web domain").lowercased()))
      case "category": categories.append(TokenMint.token("category", try line.next("a category name")))
      case "includes-past": past = true
      default: throw line.error("expected 'app ID', 'web DOMAIN', 'category NAME' or 'includes-past', not \(ScenarioLine.shown(word))", back: 1)
      }
    }
    guard !(applications.isEmpty && webDomains.isEmpty && categories.isEmpty) else {
      throw line.error("an event counts the use of something: add 'app ID', 'web DOMAIN' or 'category NAME'")
    }
    activity.registration.events[parts[1]] = ActivityEventRule(
      applications: applications, categories: categories, webDomains: webDomains,
      threshold: DateComponents(second: Int(threshold)), includesPastActivity: past)
    activities[parts[0]] = activity
  }

  // MARK: actions

  /// An action, before its time is known (an `every day` line repeats it).
  enum PendingAction {
    case ready(ScenarioAction)
    case expectCallback(activity: String, callback: MonitorCallback, event: String?, day: Int?, clock: (Int, Int, Int)?)
  }

  mutating func readAction(_ line: inout ScenarioLine) throws(ScenarioError) -> PendingAction {
    let verb = try line.next("an action (start, stop, use, visit, timezone, lock, unlock, reboot, reload, expect)")
    switch verb {
    case "start":
      let name = try line.next("an activity name")
      startNames.append((name, line))
      return .ready(.startMonitoring(name))
    case "stop":
      let names = line.rest().split(separator: " ").map(String.init)
      guard !names.isEmpty else { throw line.error("expected the activities to stop, or 'all'") }
      return .ready(.stopMonitoring(names == ["all"] ? [] : names))
    case "use":
      let target = try Self.usageTarget(&line)
      let word = try line.next("how long (20m)")
      guard let seconds = ScenarioValues.duration(word), seconds > 0 else { throw line.error("expected a duration like 20m, not \(ScenarioLine.shown(word)); \(ScenarioValues.durationGrammar)", back: 1) }
      return .ready(.use(target, seconds: seconds))
    case "visit":
      let target = try Self.visitTarget(&line)
      var press = ShieldAction.primaryButtonPressed
      if line.take("press") {
        let word = try line.next("'primary' or 'secondary'")
        switch word {
        case "primary": press = .primaryButtonPressed
        case "secondary": press = .secondaryButtonPressed
        default: throw line.error("expected 'primary' or 'secondary', not \(ScenarioLine.shown(word))", back: 1)
        }
      }
      return .ready(.visit(target, press: press))
    case "timezone": return .ready(.changeTimeZone(try Self.zone(&line)))
    case "lock": return .ready(.device(.lock))
    case "unlock": return .ready(.device(.unlock))
    case "reboot": return .ready(.device(.reboot))
    case "reload": return .ready(try widgets.readReload(&line))
    case "expect":
      let what = try line.next("'shielded', 'not-shielded', 'callback' or 'widget'")
      switch what {
      case "widget": return .ready(try widgets.readExpectation(&line))
      case "shielded": return .ready(.expectShielded(try Self.visitTarget(&line), true))
      case "not-shielded": return .ready(.expectShielded(try Self.visitTarget(&line), false))
      case "callback":
        let activity = try line.next("an activity name")
        let name = try line.next("a callback (intervalDidStart, …)")
        guard let callback = MonitorCallback(rawValue: name) else {
          throw line.error("unknown callback \(ScenarioLine.shown(name)); expected one of \(MonitorCallback.allCases.map(\.rawValue).joined(separator: ", "))", back: 1)
        }
        var event: String?
        if callback.takesEvent { event = try line.next("the event's name") }
        guard line.take("at") else { return .expectCallback(activity: activity, callback: callback, event: event, day: nil, clock: nil) }
        let (day, clock) = try Self.dayAndClock(&line)
        return .expectCallback(activity: activity, callback: callback, event: event, day: day, clock: clock)
      default: throw line.error("expected 'shielded', 'not-shielded', 'callback' or 'widget', not \(ScenarioLine.shown(what))", back: 1)
      }
    default:
      throw line.error("unknown action \(ScenarioLine.shown(verb)); expected start, stop, use, visit, timezone, lock, unlock, reboot, reload or expect", back: 1)
    }
  }

  mutating func append(_ pending: PendingAction, at time: Date, line: ScenarioLine) throws(ScenarioError) {
    guard let begin else { return }
    switch pending {
    case .ready(let action): steps.append(ScenarioStep(line: line.number, time: time, action: action))
    case .expectCallback(let activity, let callback, let event, let day, let clock):
      let at = try clock.map { clock throws(ScenarioError) in try resolve(day: day ?? 1, clock: clock, from: begin, line: line) }
      steps.append(ScenarioStep(line: line.number, time: time, action: .expectCallback(activity: activity, callback: callback, event: event, at: at)))
    }
  }

  // MARK: finishing

  mutating func finish() throws(ScenarioError) -> Scenario {
    guard let begin else { throw ScenarioError(path: path, line: 0, column: 0, "no 'begin DATE TIME' line: the simulation needs a start") }
    var end = begin.addingTimeInterval(86_400)
    if let endLine {
      if let span = endLine.after {
        end = begin.addingTimeInterval(span)
      } else if let clock = endLine.clock {
        end = try resolve(day: endLine.day ?? 1, clock: clock, from: begin, line: endLine.line)
      }
      guard end > begin else { throw endLine.line.error("the end is not after the begin") }
      guard end.timeIntervalSince(begin) <= ScenarioParser.maximumSpan else { throw endLine.line.error("a scenario spans at most a year") }
    }
    for (line, clock, action) in daily {
      var day = 1
      while true {
        let time = try resolve(day: day, clock: clock, from: begin, line: line)
        if time > end { break }
        if time >= begin { try append(action, at: time, line: line) }
        day += 1
      }
    }
    try widgets.check(steps, path: path)
    for (name, line) in startNames where activities[name] == nil {
      throw ScenarioError(path: path, line: line.number, column: 1, "'start \(name)': no activity \(ScenarioLine.shown(name)) is declared; declare it with 'activity \(name) 22:00 to 07:00'")
    }
    steps.sort { ($0.time, $0.line) < ($1.time, $1.line) }
    var busyUntil: (time: Date, line: Int)?
    for step in steps {
      guard step.time >= begin, step.time <= end else {
        throw ScenarioError(path: path, line: step.line, column: 1, "this happens outside the scenario's begin and end")
      }
      if let busy = busyUntil, step.time < busy.time {
        throw ScenarioError(
          path: path, line: step.line, column: 1,
          "this happens while the use that line \(busy.line) started is still going on; move it after that use ends")
      }
      if case .use(_, let seconds) = step.action { busyUntil = (step.time.addingTimeInterval(seconds), step.line) }
    }
    return Scenario(
      path: path, title: title, timeZone: calendar.timeZone, begin: begin, end: end, authorized: authorized,
      activities: activities.mapValues(\.registration), steps: steps, widgets: widgets.placed,
      lockScreenAccess: widgets.lockScreenAccess)
  }

  func resolve(day: Int, clock: (Int, Int, Int), from begin: Date, line: ScenarioLine) throws(ScenarioError) -> Date {
    let calendar = calendar
    let first = calendar.startOfDay(for: begin)
    guard day >= 1, day <= ScenarioValues.maximumDay, let dayStart = calendar.date(byAdding: .day, value: day - 1, to: first),
      let time = calendar.date(bySettingHour: clock.0, minute: clock.1, second: clock.2, of: dayStart)
    else { throw line.error("day \(day) is outside the scenario") }
    return time
  }

  // MARK: value words

  static func zone(_ line: inout ScenarioLine) throws(ScenarioError) -> TimeZone {
    let word = try line.next("a time zone (Europe/Paris)")
    guard let zone = TimeZone(identifier: word) else { throw line.error("unknown time zone \(ScenarioLine.shown(word)); use an IANA name like Europe/Paris or UTC", back: 1) }
    return zone
  }

  static func clock(_ line: inout ScenarioLine) throws(ScenarioError) -> (Int, Int, Int) {
    let word = try line.next("a time (22:00)")
    guard let clock = ScenarioValues.clock(word) else { throw line.error("expected a time like 22:00 or 23:59:59, not \(ScenarioLine.shown(word))", back: 1) }
    return (clock.hour, clock.minute, clock.second)
  }

  static func dayAndClock(_ line: inout ScenarioLine) throws(ScenarioError) -> (Int?, (Int, Int, Int)) {
    var day: Int?
    if line.take("day") {
      let word = try line.next("a day number")
      guard let number = Int(word), number >= 1, number <= ScenarioValues.maximumDay else {
        throw line.error("expected a day number from 1 to \(ScenarioValues.maximumDay), not \(ScenarioLine.shown(word))", back: 1)
      }
      day = number
    }
    return (day, try clock(&line))
  }

  /// `22:00`, `23:59:59`, `mon 08:00` (a weekday), or `2026-12-24 18:00` (one date).
  static func components(_ line: inout ScenarioLine) throws(ScenarioError) -> DateComponents {
    let weekdays = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
    var components = DateComponents()
    if let word = line.peek(), let weekday = weekdays.firstIndex(of: word) {
      _ = line.take(word)
      components.weekday = weekday + 1
    } else if let word = line.peek(), let date = ScenarioValues.date(word) {
      _ = line.take(word)
      components.year = date.year
      components.month = date.month
      components.day = date.day
    }
    let clock = try clock(&line)
    components.hour = clock.0
    components.minute = clock.1
    components.second = clock.2
    return components
  }

  static func usageTarget(_ line: inout ScenarioLine) throws(ScenarioError) -> UsageTarget {
    let kind = try line.next("'app ID', 'web DOMAIN' or 'device'")
    switch kind {
    case "app": return .application(try line.next("a bundle identifier"))
    case "web": return .webDomain(try line.next("a web domain").lowercased())
    case "device": return .device
    default: throw line.error("expected 'app ID', 'web DOMAIN' or 'device', not \(ScenarioLine.shown(kind))", back: 1)
    }
  }

  static func visitTarget(_ line: inout ScenarioLine) throws(ScenarioError) -> VisitTarget {
    let word = try line.next("a URL or 'app ID'")
    if word == "app" { return .application(bundleIdentifier: try line.next("a bundle identifier")) }
    // `visit --app ID`, as the command line spells it: a scenario's steps take words.
    if word.hasPrefix("-") {
      let flag = word.drop { $0 == "-" }
      let fix = flag == "app" ? "write 'visit app ID'" : "write 'visit https://DOMAIN' or 'visit app ID'"
      throw line.error("expected a URL or 'app ID', not the option \(ScenarioLine.shown(word)): scenario steps take no options; \(fix)", back: 1)
    }
    do {
      return try VisitTarget.webDomain(fromURL: word)
    } catch {
      throw line.error("\(error)", back: 1)
    }
  }
}
