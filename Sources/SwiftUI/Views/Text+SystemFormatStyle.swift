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
  /// A date referred to from now in the most natural words: `in 3 hours`, `tomorrow`, `5 minutes
  /// ago`, `now` within the threshold; `Monday, June 3` or `June 2019` beyond it.
  public struct DateReference: Hashable, Sendable {
    let date: Date
    let allowedFields: Set<Date.RelativeFormatStyle.Field>
    let thresholdField: Date.RelativeFormatStyle.Field

    /// `date` referred to from now, in one of `allowedFields` (`thresholdField` always allowed),
    /// relatively while it is within the unit after `thresholdField`.
    public init(
      to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
      maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day
    ) {
      self.date = date
      self.allowedFields = allowedFields.union([thresholdField])
      self.thresholdField = thresholdField
    }

    /// `date` referred to from now.
    public static func reference(
      to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute],
      maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day
    ) -> DateReference {
      DateReference(to: date, allowedFields: allowedFields, maxFieldCount: maxFieldCount, thresholdField: thresholdField)
    }

    private static let units: [(field: Date.RelativeFormatStyle.Field, seconds: Int, name: String)] = [
      (.year, 31_536_000, "year"), (.month, 2_592_000, "month"), (.week, 604_800, "week"), (.day, 86_400, "day"),
      (.hour, 3_600, "hour"), (.minute, 60, "minute"), (.second, 1, "second"),
    ]

    func format(in environment: EnvironmentValues) -> String {
      let seconds = Int(date.timeIntervalSince(environment.now).rounded())
      let threshold = Self.units.firstIndex { $0.field == thresholdField } ?? 3
      let limit = threshold > 0 ? Self.units[threshold - 1].seconds : Int.max
      guard abs(seconds) < limit else { return absolute(in: environment) }
      guard abs(seconds) >= 60 || !allowedFields.isDisjoint(with: [.second]) else { return "now" }
      guard let unit = Self.units.first(where: { allowedFields.contains($0.field) && abs(seconds) >= $0.seconds }) else { return "now" }
      let amount = abs(seconds) / unit.seconds
      if unit.field == .day, amount == 1 { return seconds > 0 ? "tomorrow" : "yesterday" }
      let words = "\(amount) \(unit.name)\(amount == 1 ? "" : "s")"
      return seconds > 0 ? "in \(words)" : "\(words) ago"
    }

    /// The date itself: its weekday and day within a year of now, its month and year beyond.
    private func absolute(in environment: EnvironmentValues) -> String {
      let formatter = DateFormatter()
      formatter.locale = environment.locale
      formatter.timeZone = environment.timeZone
      let withinYear = abs(date.timeIntervalSince(environment.now)) < 31_536_000
      formatter.setLocalizedDateFormatFromTemplate(withinYear ? "EEEEMMMMd" : "MMMMyyyy")
      return formatter.string(from: date)
    }
  }

  /// The time between now and an anchor: `2 hours, 5 minutes`, or as a clock (`5:32`) when the
  /// allowed fields are minutes and seconds (or hours too) and all of them may show.
  public struct DateOffset: Hashable, Sendable {
    let anchor: Date
    let fields: Fields
    let sign: NumberFormatStyleConfiguration.SignDisplayStrategy

    /// The offset from `anchor`, in at most `maxFieldCount` of `allowedFields`.
    public init(
      to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
      maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic
    ) {
      self.anchor = anchor
      fields = Fields(allowed: allowedFields, count: maxFieldCount)
      self.sign = sign
    }

    /// The offset from `anchor`.
    public static func offset(
      to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .day, .hour, .minute, .second],
      maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic
    ) -> DateOffset {
      DateOffset(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount, sign: sign)
    }

    func format(in environment: EnvironmentValues) -> String {
      let seconds = Int(environment.now.timeIntervalSince(anchor).rounded())
      let clockFields: [Set<Date.ComponentsFormatStyle.Field>] = [[.minute, .second], [.hour, .minute, .second]]
      let amount =
        clockFields.contains(fields.allowed) && fields.count >= fields.allowed.count
        ? Text.DateStyle.timer(abs(seconds)) : fields.units(abs(seconds))
      let showsSign: Bool
      switch sign {
      case .never: showsSign = false
      case .always(includingZero: true): showsSign = true
      case .always(includingZero: false): showsSign = seconds != 0
      default: showsSign = seconds < 0
      }
      return showsSign ? (seconds < 0 ? "-" : "+") + amount : amount
    }
  }

  /// A count down to the end of an interval, or up from its start: `11:14`.
  public struct Timer: Hashable, Sendable {
    let start: Date
    let end: Date
    let countsDown: Bool

    /// Counts down to the end of `interval`.
    public static func timer(
      countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)
    ) -> Timer {
      Timer(start: interval.lowerBound, end: interval.upperBound, countsDown: true)
    }

    /// Counts up from the start of `interval`, stopping at its end.
    public static func timer(
      countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)
    ) -> Timer {
      Timer(start: interval.lowerBound, end: interval.upperBound, countsDown: false)
    }

    func format(in environment: EnvironmentValues) -> String {
      let now = min(max(environment.now, start), end)
      let seconds = countsDown ? end.timeIntervalSince(now) : now.timeIntervalSince(start)
      return Text.DateStyle.timer(Int(seconds.rounded()))
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

    func format(in environment: EnvironmentValues) -> String {
      Text.DateStyle.timer(max(0, Int(environment.now.timeIntervalSince(start).rounded())))
    }
  }

  /// The units an offset may write, the largest first, and how many of them.
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
    let fields = format.allowedFields.map { "\($0)" }.sorted().joined(separator: ",")
    self.init(content: .ticking(identity: "reference \(format.date.timeIntervalSinceReferenceDate) \(fields) \(format.thresholdField)") {
      format.format(in: $0)
    })
  }
  /// The offset from the current moment to a date: `Text(.currentDate, format: .offset(to: due))`.
  public init(_ source: TimeDataSource<Date>, format: SystemFormatStyle.DateOffset) {
    self.init(content: .ticking(identity: "offset \(format.anchor.timeIntervalSinceReferenceDate) \(format.fields.identity) \(format.sign)") {
      format.format(in: $0)
    })
  }
  /// A count down: `Text(.currentDate, format: .timer(countingDownIn: start..<end))`.
  public init(_ source: TimeDataSource<Date>, format: SystemFormatStyle.Timer) {
    self.init(content: .ticking(identity: "timer \(format.start.timeIntervalSinceReferenceDate) \(format.end.timeIntervalSinceReferenceDate) \(format.countsDown)") {
      format.format(in: $0)
    })
  }
  /// The current moment in one of Foundation's discrete formats (`Text(.currentDate, format:
  /// .dateTime.hour().minute())`, iOS 18), written for the moment the text is read, in the
  /// environment's locale, as `Text(_:format:)` writes a value. The style travels into the text's
  /// `@Sendable` writer, so it must be `Sendable`, as Foundation's are; Apple's initializer asks
  /// no more than `DiscreteFormatStyle`, so a non-`Sendable` style of an app's own is refused here.
  public init<F: DiscreteFormatStyle & Sendable>(_ source: TimeDataSource<Date>, format: F) where F.FormatInput == Date, F.FormatOutput == String {
    self.init(content: .ticking(identity: "discrete \(format)") { format.locale($0.locale).format($0.now) })
  }
  /// A count up: `Text(.currentDate, format: .stopwatch(startingAt: start))`.
  public init(_ source: TimeDataSource<Date>, format: SystemFormatStyle.Stopwatch) {
    self.init(content: .ticking(identity: "stopwatch \(format.start.timeIntervalSinceReferenceDate)") { format.format(in: $0) })
  }
}
