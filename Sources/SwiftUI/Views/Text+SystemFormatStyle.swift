import Foundation

/// What a text reads that changes as time passes, as SwiftUI's `TimeDataSource` (iOS 18):
/// `Text(.currentDate, format: .reference(to: due))`.
public struct TimeDataSource<Value>: Sendable {}

extension TimeDataSource where Value == Date {
  /// The current moment: a widget's entry date when the widget is read.
  public static var currentDate: TimeDataSource<Date> { TimeDataSource() }
}

/// The formats of the current moment against a date, as SwiftUI's `SystemFormatStyle` (iOS 18).
/// Written at the moment the text is read (a widget entry's date), with English unit names, as
/// `Text(date, style:)` is.
public enum SystemFormatStyle {
  /// A date referred to from now: `in 2 hours, 5 minutes`, `5 minutes ago`.
  public struct DateReference: Hashable, Sendable {
    let date: Date
    let fields: Fields

    /// A date referred to from now, in at most `maxFieldCount` of `allowedFields`.
    public static func reference(
      to date: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute],
      maxFieldCount: Int = 2, thresholdField: Date.ComponentsFormatStyle.Field = .day
    ) -> DateReference {
      DateReference(date: date, fields: Fields(allowed: allowedFields, count: maxFieldCount))
    }

    func format(at now: Date) -> String {
      let seconds = Int(date.timeIntervalSince(now).rounded())
      let amount = fields.units(abs(seconds))
      return seconds >= 0 ? "in \(amount)" : "\(amount) ago"
    }
  }

  /// The offset from now to a date: `+2 hours`, `-5 minutes`.
  public struct DateOffset: Hashable, Sendable {
    let date: Date
    let fields: Fields
    let sign: SignDisplayStrategy

    /// Whether the offset shows its sign, as SwiftUI's `SignDisplayStrategy`.
    public enum SignDisplayStrategy: Hashable, Sendable {
      case automatic, never
      case always(includingZero: Bool)
    }

    /// The offset to `date`, in at most `maxFieldCount` of `allowedFields`.
    public static func offset(
      to date: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute],
      maxFieldCount: Int = 2, sign: SignDisplayStrategy = .automatic
    ) -> DateOffset {
      DateOffset(date: date, fields: Fields(allowed: allowedFields, count: maxFieldCount), sign: sign)
    }

    func format(at now: Date) -> String {
      let seconds = Int(date.timeIntervalSince(now).rounded())
      let amount = fields.units(abs(seconds))
      switch sign {
      case .never: return amount
      case .automatic: return seconds == 0 ? amount : (seconds < 0 ? "-" : "+") + amount
      case .always(let includingZero): return seconds == 0 && !includingZero ? amount : (seconds < 0 ? "-" : "+") + amount
      }
    }
  }

  /// A count down to the end of an interval: `11:14`.
  public struct Timer: Hashable, Sendable {
    let end: Date

    let start: Date
    let countsDown: Bool

    /// Counts down to the end of `interval`.
    public static func timer(
      countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)
    ) -> Timer {
      Timer(end: interval.upperBound, start: interval.lowerBound, countsDown: true)
    }

    /// Counts up from the start of `interval`.
    public static func timer(
      countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)
    ) -> Timer {
      Timer(end: interval.upperBound, start: interval.lowerBound, countsDown: false)
    }

    func format(at now: Date) -> String {
      let seconds = countsDown ? end.timeIntervalSince(now) : min(now, end).timeIntervalSince(start)
      return Text.DateStyle.timer(max(0, Int(seconds.rounded())))
    }
  }

  /// The time since a start: `0:05`.
  public struct Stopwatch: Hashable, Sendable {
    let start: Date

    /// Counts up from `start`.
    public static func stopwatch(
      startingAt start: Date, showsHours: Bool = true, maxFieldCount: Int = 4, maxPrecision: Duration = .milliseconds(10)
    ) -> Stopwatch {
      Stopwatch(start: start)
    }

    func format(at now: Date) -> String { Text.DateStyle.timer(max(0, Int(now.timeIntervalSince(start).rounded()))) }
  }

  /// The units a format may write, the largest first, and how many of them.
  struct Fields: Hashable, Sendable {
    let allowed: Set<Date.ComponentsFormatStyle.Field>
    let count: Int

    private static let units: [(field: Date.ComponentsFormatStyle.Field, seconds: Int, name: String)] = [
      (.year, 31_536_000, "year"), (.month, 2_592_000, "month"), (.week, 604_800, "week"), (.day, 86_400, "day"),
      (.hour, 3_600, "hour"), (.minute, 60, "minute"), (.second, 1, "second"),
    ]

    /// What tells these fields from others, the same in every run.
    var identity: String { "\(count) " + allowed.map { "\($0)" }.sorted().joined(separator: ",") }

    /// `seconds` in the largest allowed units, at most `count` of them: `2 hours, 5 minutes`.
    func units(_ seconds: Int) -> String {
      let usable = Self.units.filter { allowed.contains($0.field) }
      var left = seconds
      var parts: [String] = []
      for unit in usable where parts.count < max(1, count) {
        let amount = left / unit.seconds
        guard amount > 0 else { continue }
        left -= amount * unit.seconds
        parts.append("\(amount) \(unit.name)\(amount == 1 ? "" : "s")")
      }
      return parts.isEmpty ? "0 \(usable.last?.name ?? "second")s" : parts.joined(separator: ", ")
    }
  }
}

extension Text {
  /// The current moment referred to a date: `Text(.currentDate, format: .reference(to: due))`.
  public init(_ source: TimeDataSource<Date>, format: SystemFormatStyle.DateReference) {
    self.init(content: .ticking(identity: "reference \(format.date.timeIntervalSinceReferenceDate) \(format.fields.identity)") {
      format.format(at: $0.now)
    })
  }
  /// The offset from the current moment to a date: `Text(.currentDate, format: .offset(to: due))`.
  public init(_ source: TimeDataSource<Date>, format: SystemFormatStyle.DateOffset) {
    self.init(content: .ticking(identity: "offset \(format.date.timeIntervalSinceReferenceDate) \(format.fields.identity) \(format.sign)") {
      format.format(at: $0.now)
    })
  }
  /// A count down: `Text(.currentDate, format: .timer(countingDownIn: start..<end))`.
  public init(_ source: TimeDataSource<Date>, format: SystemFormatStyle.Timer) {
    self.init(content: .ticking(identity: "timer \(format.start.timeIntervalSinceReferenceDate) \(format.end.timeIntervalSinceReferenceDate) \(format.countsDown)") {
      format.format(at: $0.now)
    })
  }
  /// A count up: `Text(.currentDate, format: .stopwatch(startingAt: start))`.
  public init(_ source: TimeDataSource<Date>, format: SystemFormatStyle.Stopwatch) {
    self.init(content: .ticking(identity: "stopwatch \(format.start.timeIntervalSinceReferenceDate)") { format.format(at: $0.now) })
  }
}
