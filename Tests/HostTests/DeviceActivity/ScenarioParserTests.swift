import Foundation
import HostProtocol
import Testing

@testable import HostEngine

/// The scenario format: the bundled scenario reads, and each mistake is an error at its line and
/// column with what was expected.
struct ScenarioParserTests {
  static let header = "timezone UTC\nbegin 2026-12-01 20:00\nend day 2 08:00\nactivity bedtime 22:00 to 07:00 repeats warning 10m\n"

  @Test func theBundledScenarioReads() throws {
    let scenario = try ScenarioParser.read(BuildProducts.repositoryRoot + "/Scenarios/SchoolNight.scenario")
    #expect(scenario.title == "A school night")
    #expect(scenario.timeZone.identifier == "Europe/Paris")
    let bedtime = try #require(scenario.activities["bedtime"])
    #expect(bedtime.schedule.intervalStart.hour == 22)
    #expect(bedtime.schedule.warningTime?.durationSeconds == 600)
    #expect(scenario.steps.count >= 8)
    #expect(scenario.end.timeIntervalSince(scenario.begin) == 12 * 3600)
  }

  @Test func eventsEveryDayAndTimesResolve() throws {
    let text = Self.header + """
      event bedtime.social 30m app com.example.social web Social.Example category Games includes-past
      every day at 21:00 use app com.example.social 20m
      at day 2 07:30 expect callback bedtime eventDidReachThreshold social at day 1 22:10
      """
    let scenario = try ScenarioParser.parse(text, path: "t.scenario")
    let event = try #require(scenario.activities["bedtime"]?.events["social"])
    #expect(event.threshold.durationSeconds == 1800)
    #expect(event.includesPastActivity)
    #expect(event.webDomains == [TokenMint.token("webDomain", "social.example")])
    #expect(scenario.steps.count == 2, "every day at 21:00 falls once between day 1 20:00 and day 2 08:00, plus the expect")
  }

  struct Mistake: Sendable, CustomTestStringConvertible {
    var text: String
    var line: Int
    var column: Int
    var says: String
    var testDescription: String { says }
  }

  static let mistakes: [Mistake] = [
    Mistake(text: header + "sleep now", line: 5, column: 1, says: "unknown statement 'sleep'"),
    Mistake(text: header + "at 25:00 use device 5m", line: 5, column: 4, says: "expected a time like 22:00"),
    Mistake(text: header + "event homework.math 30m app a", line: 5, column: 7, says: "no activity 'homework'"),
    Mistake(text: header + "event bedtime.social 30m", line: 5, column: 25, says: "an event counts the use of something"),
    Mistake(text: header + "at 21:00 use device 2h\nat 21:30 visit social.example", line: 6, column: 1, says: "still going on"),
    Mistake(text: "at 21:00 use device 5m", line: 1, column: 1, says: "put 'begin DATE TIME' before"),
    Mistake(text: header + "at 21:00 expect callback bedtime intervalDidExplode", line: 5, column: 34, says: "unknown callback 'intervalDidExplode'"),
    Mistake(text: "timezone Mars/Olympus", line: 1, column: 10, says: "unknown time zone 'Mars/Olympus'"),
    Mistake(text: header + "at 21:00 start homework", line: 5, column: 1, says: "no activity 'homework' is declared"),
    Mistake(text: header + "at 21:00 use device 5 minutes", line: 5, column: 21, says: "expected a duration like 20m"),
    Mistake(text: header + "at day 3 09:00 use device 5m", line: 5, column: 1, says: "outside the scenario's begin and end"),
    Mistake(text: header + "activity bedtime 21:00 to 22:00", line: 5, column: 10, says: "declared twice"),
    Mistake(text: header + "widget FocusWidget", line: 5, column: 19, says: "expected a family"),
    Mistake(text: header + "widget W systemSmall\nwidget W systemSmall", line: 6, column: 8, says: "placed twice"),
    Mistake(text: header + "lock-screen-access maybe", line: 5, column: 20, says: "expected 'on' or 'off'"),
    Mistake(text: header + "at 21:00 reload FocusWidget", line: 5, column: 17, says: "expected 'reload widgets KIND'"),
    Mistake(text: header + "at 21:00 reload widgets Focus", line: 5, column: 1, says: "no widget of kind 'Focus' is placed"),
    Mistake(text: header + "widget W systemSmall\nat 21:00 expect widget W reads x", line: 6, column: 26, says: "expected 'shows' or 'hides'"),
    Mistake(text: header + "widget W systemSmall\nat 21:00 expect widget W shows", line: 6, column: 31, says: "expected the text"),
    Mistake(text: "begin 2026-12-01 20:00\nend after 0s", line: 2, column: 11, says: "expected a duration like 30d or 10h, not '0s'"),
    Mistake(text: "begin 2026-12-01 20:00\nend day 100000 00:00", line: 2, column: 9, says: "expected a day number from 1 to 400, not '100000'"),
    Mistake(text: header + "at day 0 21:00 use device 5m", line: 5, column: 8, says: "expected a day number from 1 to 400, not '0'"),
    Mistake(
      text: header + "at 21:00 use device 5000000h", line: 5, column: 21,
      says: "expected a duration like 20m, not '5000000h'; a duration is whole numbers of d, h, m or s (1h30m), each at most 999999"),
    Mistake(text: header + "event bedtime.social 1000000m app a", line: 5, column: 22, says: "not '1000000m'; a duration is whole numbers of d, h, m or s (1h30m), each at most 999999"),
    Mistake(text: "begin 2026-12-01 20:00\nend after 9999999d", line: 2, column: 11, says: "each at most 999999"),
    Mistake(text: header + "at 21:00 visit --app com.example.social", line: 5, column: 16, says: "not the option '--app': scenario steps take no options; write 'visit app ID'"),
  ]

  /// `end after` takes any span down to one second.
  @Test(arguments: [("1s", 1.0), ("90m", 5400.0), ("30d", 30 * 86_400.0)])
  func endAfterIsTheSpanFromBegin(_ word: String, _ seconds: Double) throws {
    let scenario = try ScenarioParser.parse("begin 2026-12-01 20:00\nend after \(word)\n", path: "t.scenario")
    #expect(scenario.end.timeIntervalSince(scenario.begin) == seconds)
  }

  @Test func widgetLinesRead() throws {
    let text = Self.header + """
      widget FocusWidget accessoryRectangular
      widget FocusWidget systemSmall
      lock-screen-access off
      at 21:00 reload widgets FocusWidget
      at 21:05 reload widgets all
      at 21:10 expect widget FocusWidget hides Thesis chapter 3
      """
    let scenario = try ScenarioParser.parse(text, path: "t.scenario")
    #expect(scenario.widgets.map(\.description) == ["FocusWidget (accessoryRectangular)", "FocusWidget (systemSmall)"])
    #expect(scenario.widgets.map(\.line) == [5, 6])
    #expect(!scenario.lockScreenAccess)
    guard scenario.steps.count == 3, case .reloadWidgets(let kind) = scenario.steps[0].action,
      case .reloadWidgets(let all) = scenario.steps[1].action,
      case .expectWidget(let expected, let text, let readable) = scenario.steps[2].action
    else {
      Issue.record("steps: \(scenario.steps)")
      return
    }
    #expect(kind == "FocusWidget" && all == nil)
    #expect(expected == "FocusWidget" && text == "Thesis chapter 3" && !readable)
    #expect(try ScenarioParser.parse(Self.header, path: "t.scenario").lockScreenAccess, "on unless the scenario says off")
  }

  /// A file that cannot be read or is too large is wrong as a whole: the error names the file
  /// with no line or column to point at.
  @Test func aFileThatCannotBeReadIsNamedWithoutAPosition() throws {
    let path = NSTemporaryDirectory() + "scenario-\(UUID().uuidString)/missing.scenario"
    #expect(throws: ScenarioError.self) { try ScenarioParser.read(path) }
    do {
      _ = try ScenarioParser.read(path)
    } catch {
      #expect(error.line == 0 && error.column == 0)
      #expect(error.description.hasPrefix("\(path): error: cannot read the scenario"), "\(error)")
    }
  }

  /// Bytes that are not UTF-8 are named at the line and column (in characters) of the first one,
  /// with the byte and the fix, so an editor goes to it (hostile input, fifth sweep: it was named
  /// with no place).
  @Test func bytesThatAreNotUTF8AreNamedAtTheFirstOne() throws {
    let folder = NSTemporaryDirectory() + "scenario-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let cases: [(bytes: [UInt8], line: Int, column: Int, byte: String)] = [
      ([0xFF, 0xFE, 0x00, 0xC3], 1, 1, "0xFF"),
      (Array("scenario x\nat 20:00 é".utf8) + [0xC3, 0x28, 0x0A], 2, 11, "0xC3"),  // a character cut short
      (Array("scenario x\n\n# ok\n".utf8) + [0xE2, 0x82], 4, 1, "0xE2"),  // cut short at the end
    ]
    for (index, item) in cases.enumerated() {
      let path = folder + "/\(index).scenario"
      try Data(item.bytes).write(to: URL(fileURLWithPath: path))
      do {
        _ = try ScenarioParser.read(path)
        Issue.record("case \(index) was read")
      } catch {
        #expect(error.line == item.line && error.column == item.column, "case \(index): \(error)")
        #expect(
          error.description == "\(path):\(item.line):\(item.column): error: the scenario is not UTF-8 text: the byte \(item.byte) here "
            + "is no UTF-8 character; save the file as UTF-8", "\(error)")
      }
    }
  }

  @Test func theBundledWidgetScenarioReads() throws {
    let scenario = try ScenarioParser.read(BuildProducts.repositoryRoot + "/Scenarios/LockScreenWidget.scenario")
    #expect(scenario.widgets.map(\.kind) == ["FocusWidget"])
    #expect(!scenario.lockScreenAccess)
  }

  @Test(arguments: mistakes)
  func mistakesArePlaced(_ mistake: Mistake) {
    do {
      _ = try ScenarioParser.parse(mistake.text, path: "bad.scenario")
      Issue.record("parsed: \(mistake.text)")
    } catch {
      #expect(error.line == mistake.line && error.column == mistake.column, "\(error)")
      #expect(error.message.contains(mistake.says), "\(error)")
      #expect(error.description.hasPrefix("bad.scenario:\(mistake.line):\(mistake.column): error: "))
    }
  }

  /// Text from the file in a message is escaped: it cannot drive the terminal.
  @Test func wordsFromTheFileAreShownSafely() {
    do {
      _ = try ScenarioParser.parse("begin\u{1B}[2J", path: "bad.scenario")
      Issue.record("parsed")
    } catch {
      #expect(!error.description.contains("\u{1B}"), "\(error)")
      #expect(error.description.contains("\\u{1B}"), "\(error)")
    }
  }

  @Test func durationsAndClocks() {
    #expect(ScenarioValues.duration("1h30m") == 5400)
    #expect(ScenarioValues.duration("45s") == 45)
    #expect(ScenarioValues.duration("30") == nil)
    #expect(ScenarioValues.duration("m") == nil)
    #expect(ScenarioValues.duration("9999999m") == nil)
    #expect(ScenarioValues.clock("23:59:59")?.second == 59)
    #expect(ScenarioValues.clock("7:00") == nil)
    #expect(ScenarioValues.clock("24:00") == nil)
  }
}
