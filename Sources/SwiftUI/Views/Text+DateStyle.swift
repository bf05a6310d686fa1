import Foundation

extension Text {
  /// How `Text(date, style:)` shows a date, as SwiftUI's `Text.DateStyle`.
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
    let kind: Kind

    /// The time: `11:23 PM`.
    public static let time = DateStyle(kind: .time)
    /// The date: `June 3, 2019`.
    public static let date = DateStyle(kind: .date)
    /// Relative to now: `11 min, 14 sec`.
    public static let relative = DateStyle(kind: .relative)
    /// The offset from now: `+11 minutes`.
    public static let offset = DateStyle(kind: .offset)
    /// A timer: `11:14`.
    public static let timer = DateStyle(kind: .timer)

    /// `date` in this style, at the environment's `now`, locale and time zone. The relative
    /// styles' unit names are English, as SwiftUI writes them in an English locale.
    func format(_ date: Date, in environment: EnvironmentValues) -> String {
      let seconds = Int(date.timeIntervalSince(environment.now).rounded())
      switch kind {
      case .time, .date:
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.timeZone = environment.timeZone
        formatter.dateStyle = kind == .date ? .long : .none
        formatter.timeStyle = kind == .time ? .short : .none
        return formatter.string(from: date)
      case .relative: return Self.units(abs(seconds), count: 2, full: false)
      case .offset: return (seconds < 0 ? "-" : "+") + Self.units(abs(seconds), count: 1, full: true)
      case .timer: return Self.timer(abs(seconds))
      }
    }

    private static let unitNames: [(seconds: Int, short: String, full: String)] = [
      (86_400, "day", "day"), (3_600, "hr", "hour"), (60, "min", "minute"), (1, "sec", "second"),
    ]

    /// `11 min, 14 sec` (short, the largest `count` units) or `11 minutes` (full).
    static func units(_ seconds: Int, count: Int, full: Bool) -> String {
      var left = seconds
      var parts: [String] = []
      for unit in unitNames where parts.count < count {
        let amount = left / unit.seconds
        guard amount > 0 || (unit.seconds == 1 && parts.isEmpty) else { continue }
        left -= amount * unit.seconds
        let name = full || unit.short == "day" ? (amount == 1 ? unit.full : unit.full + "s") : unit.short
        parts.append("\(amount) \(name)")
      }
      return parts.joined(separator: ", ")
    }

    /// `1:02:03`, `11:14`, `0:05`.
    static func timer(_ seconds: Int) -> String {
      let (hours, minutes, rest) = (seconds / 3_600, seconds % 3_600 / 60, seconds % 60)
      let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
      return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }
  }
}
