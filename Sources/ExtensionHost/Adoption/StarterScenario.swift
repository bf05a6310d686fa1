import Foundation

/// The scenario `init` writes for a project with a device activity monitor extension: a day of it
/// on the virtual clock, with the activity and event names its sources give (`DeviceActivityName`,
/// `DeviceActivityEvent.Name`), so that `simulate` runs the project's own monitor in its first
/// minutes. The schedule, the use and the threshold are examples the comments say to change.
enum StarterScenario {
  /// Where it is written, relative to the project's root.
  static let path = ProjectAdoption.generatedFolder + "/Monitor.scenario"

  /// The scenario for `projectName`, naming the first of `activities` and of `events` found (else
  /// `daily` and `limit`).
  static func contents(projectName: String, activities: [String], events: [String]) -> String {
    let activity = activities.first ?? "daily"
    let event = events.first ?? "limit"
    let found =
      activities.isEmpty
      ? "No activity name was found in the monitor's sources, so the activity is called '\(activity)':\n# use your app's."
      : "The activity is the first activity name found in the monitor's sources"
        + (activities.count > 1 ? " (also: \(activities.dropFirst().prefix(5).joined(separator: ", ")))" : "") + "."
    return """
      # Written by `extension-host init`: a day of \(ProjectAdoption.escaped(projectName))'s device activity monitor on a virtual clock.
      # \(found)
      # The schedule, the use and the event's threshold are examples: make them what your app passes to
      # DeviceActivityCenter().startMonitoring, and add `expect` lines (Documentation/Simulation.md).
      # Run it from the project's folder:
      #   swift run extension-host simulate \(path) --manifests .
      scenario A day of the monitor
      timezone UTC
      begin 2026-12-01 08:00
      end day 1 23:00

      activity \(activity) 09:00 to 21:00 repeats warning 5m
      event \(activity).\(event) 30m app com.example.social

      at 08:30 start \(activity)
      at 09:30 use app com.example.social 45m
      at 22:00 stop \(activity)

      """
  }

  /// The names `text` gives activities and events: `DeviceActivityName("x")`,
  /// `DeviceActivityName(rawValue: "x")`, `DeviceActivityEvent.Name("x")`, and `Self("x")` or
  /// `.init("x")` in an `extension DeviceActivityName` (or `DeviceActivityEvent.Name`); then the
  /// names it compares a callback's parameter with (`comparedNames(in:parametersOf:)`). Only
  /// names a scenario can hold as a word are kept (letters, digits, `_` and `-`; an event's may hold
  /// `.` too); each once, in order.
  static func names(in text: String) -> (activities: [String], events: [String]) {
    var activities: [String] = []
    var events: [String] = []
    func add(_ name: String, event: Bool) {
      let allowed = name.utf8.allSatisfy { byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
          || (event && byte == UInt8(ascii: "."))
      }
      guard allowed, !name.isEmpty, name.utf8.count <= 64 else { return }
      if event { if !events.contains(name) { events.append(name) } } else if !activities.contains(name) { activities.append(name) }
    }
    for (type, event) in [("DeviceActivityEvent.Name", true), ("DeviceActivityName", false)] {
      for name in literals(after: type + "(", in: text) { add(name, event: event) }
      for body in extensionBodies(of: type, in: text) {
        for opening in ["Self(", ".init("] { for name in literals(after: opening, in: body) { add(name, event: event) } }
      }
    }
    // A monitor that never names its activities compares the callbacks' parameters with them.
    for (type, event) in [("DeviceActivityEvent.Name", true), ("DeviceActivityName", false)] {
      for name in comparedNames(in: text, parametersOf: type) { add(name, event: event) }
    }
    return (activities, events)
  }

  /// The literals `text` compares a parameter of `type` with, as a monitor that never declares its
  /// names does: `activity.rawValue == "x"` and the `case "x", "y":` labels of a
  /// `switch activity.rawValue`, where `activity` is declared `activity: DeviceActivityName` (in
  /// `intervalDidStart(for activity: DeviceActivityName)`).
  static func comparedNames(in text: String, parametersOf type: String) -> [String] {
    var found: [String] = []
    for parameter in parameterNames(of: type, in: text) {
      let value = parameter + ".rawValue"
      found += literals(after: value + " ==", in: text)
      var rest = Substring(text)
      while let range = rest.range(of: "switch " + value) {
        rest = rest[range.upperBound...]
        guard rest.first == " " || rest.first == "{" else { continue }
        found += caseLabels(inBodyAt: rest)
      }
    }
    return found
  }

  /// The names `text` declares parameters of `type` with (`activity` of `for activity: DeviceActivityName`).
  private static func parameterNames(of type: String, in text: String) -> [String] {
    var names: [String] = []
    var rest = Substring(text)
    while let range = rest.range(of: ": " + type) {
      let before = rest[..<range.lowerBound]
      rest = rest[range.upperBound...]
      // `DeviceActivityName` must end there (not `DeviceActivityNameStore`), and the parameter be a name.
      if let next = rest.first, next.isLetter || next.isNumber || next == "_" || next == "." { continue }
      let name = String(before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
      if let first = name.first, !first.isNumber, !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// The string literals of the `case` labels directly inside the braces that open in `text`
  /// (a `switch`'s body), up to the brace that closes them.
  private static func caseLabels(inBodyAt text: Substring) -> [String] {
    guard let open = text.firstIndex(of: "{") else { return [] }
    var labels: [String] = []
    var depth = 0
    for line in text[open...].split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if depth == 1, trimmed.hasPrefix("case \"") {
        let label = trimmed.dropFirst("case ".count).prefix { $0 != ":" }
        for item in label.split(separator: ",") {
          let literal = item.drop { $0 == " " }
          guard literal.count >= 2, literal.first == "\"", literal.last == "\"" else { continue }
          labels.append(String(literal.dropFirst().dropLast()))
        }
      }
      for character in line where character == "{" || character == "}" { depth += character == "{" ? 1 : -1 }
      if depth <= 0 { break }
    }
    return labels
  }

  /// The string literal argument of each `opening` in `text` (`opening"x"` or `opening rawValue: "x"`).
  private static func literals(after opening: String, in text: some StringProtocol) -> [String] {
    var found: [String] = []
    var rest = Substring(text)
    while let range = rest.range(of: opening) {
      rest = rest[range.upperBound...]
      var argument = rest.drop { $0 == " " }
      if argument.hasPrefix("rawValue:") { argument = argument.dropFirst("rawValue:".count).drop { $0 == " " } }
      guard argument.first == "\"" else { continue }
      let literal = argument.dropFirst().prefix { $0 != "\"" && $0 != "\\" && $0 != "\n" }
      guard argument.dropFirst(literal.count + 1).first == "\"" else { continue }
      found.append(String(literal))
    }
    return found
  }

  /// The text of each `extension <type>` up to the first line that closes it (`}` at the start of a
  /// line), as Xcode's formatting writes one.
  private static func extensionBodies(of type: String, in text: String) -> [Substring] {
    var bodies: [Substring] = []
    var rest = Substring(text)
    while let range = rest.range(of: "extension " + type) {
      rest = rest[range.upperBound...]
      guard let next = rest.first, next == " " || next == "{" || next == ":" else { continue }
      let end = rest.range(of: "\n}")?.lowerBound ?? rest.endIndex
      bodies.append(rest[..<end])
    }
    return bodies
  }
}
