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
      ? "No DeviceActivityName was found in the monitor's sources, so the activity is called '\(activity)':\n# use your app's."
      : "The activity is the first DeviceActivityName found in the monitor's sources"
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
  /// `.init("x")` in an `extension DeviceActivityName` (or `DeviceActivityEvent.Name`). Only
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
    return (activities, events)
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
