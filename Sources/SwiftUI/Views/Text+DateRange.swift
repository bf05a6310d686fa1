import Foundation

extension Text {
  /// A range between two dates (`Text(start...end)`): `9:30 AM – 3:45 PM` within one day in the
  /// environment's time zone, with the dates too across days, as SwiftUI writes it in the locale.
  public init(_ dates: ClosedRange<Date>) {
    self.init(content: .formatted { environment in Self.range(from: dates.lowerBound, to: dates.upperBound, in: environment) })
  }

  /// An interval between two dates (`Text(DateInterval(start: start, duration: 3600))`), as a range.
  public init(_ interval: DateInterval) {
    self.init(content: .formatted { environment in Self.range(from: interval.start, to: interval.end, in: environment) })
  }

  static func range(from start: Date, to end: Date, in environment: EnvironmentValues) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = environment.timeZone
    let formatter = DateIntervalFormatter()
    formatter.locale = environment.locale
    formatter.timeZone = environment.timeZone
    formatter.dateStyle = calendar.isDate(start, inSameDayAs: end) ? .none : .short
    formatter.timeStyle = .short
    return formatter.string(from: start, to: end)
  }
}
