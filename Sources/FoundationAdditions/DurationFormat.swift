import Foundation

/// A duration's format: `DateComponentsFormatter`'s settings as a value, and the formatting they
/// describe. The formatter keeps one under a lock and formats with a copy.
struct DurationFormat: Sendable {
  var allowedUnits: NSCalendar.Unit = []
  var unitsStyle: DateComponentsFormatter.UnitsStyle = .positional
  var zeroFormattingBehavior: DateComponentsFormatter.ZeroFormattingBehavior = .default
  var maximumUnitCount = 0
  var includesApproximationPhrase = false
  var includesTimeRemainingPhrase = false
  var calendar: Calendar?
  var referenceDate: Date?

  /// `ti` seconds as text.
  func string(from ti: TimeInterval) -> String? {
    guard ti.isFinite else { return nil }
    let start = referenceDate ?? Date()
    guard let text = string(from: start, to: start.addingTimeInterval(abs(ti))) else { return nil }
    return ti < 0 ? "-" + text : text
  }

  /// The time from `startDate` to `endDate` as text.
  func string(from startDate: Date, to endDate: Date) -> String? {
    let units = orderedUnits
    let calendar = calendar ?? Calendar.current
    // The smallest unit written is rounded to the nearest, not cut.
    let end = units.last?.fixedSeconds.map { step in
      let seconds = endDate.timeIntervalSince(startDate)
      return startDate.addingTimeInterval((seconds / step).rounded() * step)
    } ?? endDate
    let components = calendar.dateComponents(Set(units.map(\.component)), from: startDate, to: end)
    return string(from: components)
  }

  /// `components` as text, in the allowed units present in them.
  func string(from components: DateComponents) -> String? {
    let values = orderedUnits.compactMap { unit in components.value(for: unit.component).map { (unit, $0) } }
    guard !values.isEmpty else { return nil }
    var kept = keptValues(values)
    if maximumUnitCount > 0 { kept = Array(kept.prefix(maximumUnitCount)) }
    var text = unitsStyle == .positional ? positional(kept) : labelled(kept)
    if includesApproximationPhrase { text = "About " + text }
    if includesTimeRemainingPhrase { text += " remaining" }
    return text
  }

  private var orderedUnits: [DurationUnit] {
    let allowed = DurationUnit.all.filter { allowedUnits.contains($0.calendarUnit) }
    return allowed.isEmpty ? DurationUnit.all.filter { $0.component != .weekOfMonth } : allowed
  }

  private func keptValues(_ values: [(DurationUnit, Int)]) -> [(DurationUnit, Int)] {
    var drop = zeroFormattingBehavior.subtracting(.pad)
    if drop.contains(.default) { drop = unitsStyle == .positional ? [.dropLeading] : .dropAll }
    var kept = values
    if let first = values.firstIndex(where: { $0.1 != 0 }), let last = values.lastIndex(where: { $0.1 != 0 }) {
      kept = values.indices.filter { index in
        guard values[index].1 == 0 else { return true }
        if index < first { return !drop.contains(.dropLeading) }
        if index > last { return !drop.contains(.dropTrailing) }
        return !drop.contains(.dropMiddle)
      }.map { values[$0] }
    } else if !drop.isEmpty {
      kept = Array(values.suffix(1))  // nothing but zeros: "0s"
    }
    // Positional text keeps at least two units: "0:05", not "5".
    if unitsStyle == .positional, kept.count < 2, values.count >= 2 { return Array(values.suffix(2)) }
    return kept
  }

  private func positional(_ values: [(DurationUnit, Int)]) -> String {
    let pads = zeroFormattingBehavior.contains(.pad)
    return values.enumerated().map { index, value in
      let digits = String(value.1)
      return (index == 0 && !pads) || digits.count >= 2 ? digits : "0" + digits
    }.joined(separator: ":")
  }

  private func labelled(_ values: [(DurationUnit, Int)]) -> String {
    let separator = [.abbreviated, .brief].contains(unitsStyle) ? " " : ", "
    return values.map { unit, value in unit.label(value, style: unitsStyle) }.joined(separator: separator)
  }
}

/// A unit a duration is written in: one row of the table below, largest first.
private struct DurationUnit {
  let component: Calendar.Component
  let calendarUnit: NSCalendar.Unit
  /// The unit's length when it has one that does not depend on the calendar.
  let fixedSeconds: TimeInterval?
  /// "h", "hr", "hr"/"hrs", "hour": the abbreviated, brief, short (one, many) and full names.
  let names: (abbreviated: String, brief: String, shortOne: String, shortMany: String, full: String)

  static let all = [
    DurationUnit(component: .year, calendarUnit: .year, fixedSeconds: nil, names: ("y", "yr", "yr", "yrs", "year")),
    DurationUnit(component: .month, calendarUnit: .month, fixedSeconds: nil, names: ("mo", "mth", "mth", "mths", "month")),
    DurationUnit(component: .weekOfMonth, calendarUnit: .weekOfMonth, fixedSeconds: 604_800, names: ("w", "wk", "wk", "wks", "week")),
    DurationUnit(component: .day, calendarUnit: .day, fixedSeconds: 86_400, names: ("d", "d", "day", "days", "day")),
    DurationUnit(component: .hour, calendarUnit: .hour, fixedSeconds: 3_600, names: ("h", "hr", "hr", "hr", "hour")),
    DurationUnit(component: .minute, calendarUnit: .minute, fixedSeconds: 60, names: ("m", "min", "min", "min", "minute")),
    DurationUnit(component: .second, calendarUnit: .second, fixedSeconds: 1, names: ("s", "sec", "sec", "sec", "second")),
  ]

  /// "5h", "5hr", "5 hr", "5 hours", "five hours".
  func label(_ value: Int, style: DateComponentsFormatter.UnitsStyle) -> String {
    let one = abs(value) == 1
    let full = names.full + (one ? "" : "s")
    switch style {
    case .abbreviated: return "\(value)\(names.abbreviated)"
    case .brief: return "\(value)\(names.brief)"
    case .short: return "\(value) \(one ? names.shortOne : names.shortMany)"
    case .full, .positional: return "\(value) \(full)"
    case .spellOut: return "\(Self.spelled(value)) \(full)"
    }
  }

  private static func spelled(_ value: Int) -> String {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .spellOut
    return formatter.string(from: NSNumber(value: value)) ?? String(value)
  }
}
