public import Foundation

/// Durations as text ("1h 23m", "1:23:45", "1 hour, 23 minutes"), as Foundation's
/// `DateComponentsFormatter`, which swift-corelibs-foundation marks unavailable. This one shadows
/// it for code that imports our modules, and speaks English whatever the locale.
///
/// The conversions go through `calendar` from `referenceDate` (now by default), so months and
/// years have their calendar lengths. Not provided: fractional units (`allowsFractionalUnits`),
/// `collapsesLargestUnit`, and formatting contexts.
///
/// `@unchecked Sendable` as Foundation declares its formatters (`Formatter` is): its settings are
/// plain stored properties with no lock, so, as with Foundation's, a formatter shared between
/// threads must not be changed while another formats; formatting itself changes nothing.
open class DateComponentsFormatter: @unchecked Sendable {
  /// How units are written.
  public enum UnitsStyle: Int, Sendable {
    /// "1:23:45".
    case positional = 0
    /// "1h 23m 45s".
    case abbreviated
    /// "1 hr, 23 min, 45 sec".
    case short
    /// "1 hour, 23 minutes, 45 seconds".
    case full
    /// "one hour, twenty-three minutes, forty-five seconds".
    case spellOut
    /// "1hr 23min 45sec".
    case brief
  }

  /// Which zero units are left out, and whether positional units are padded.
  public struct ZeroFormattingBehavior: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Keep every zero unit.
    public static let none = ZeroFormattingBehavior([])
    /// Positional: drop leading zeros, pad the rest; labelled: drop every zero unit.
    public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
    /// Drop zero units before the first that is not zero.
    public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
    /// Drop zero units between the first and the last that are not zero.
    public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
    /// Drop zero units after the last that is not zero.
    public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
    /// Drop every zero unit.
    public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
    /// Pad positional units with zeros ("01:02:03").
    public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
  }

  /// The units written, largest first (empty: years to seconds).
  open var allowedUnits: NSCalendar.Unit = []
  /// How units are written.
  open var unitsStyle: UnitsStyle = .positional
  /// Which zero units are left out.
  open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
  /// At most this many units are written (0: no limit).
  open var maximumUnitCount = 0
  /// Writes "About " first.
  open var includesApproximationPhrase = false
  /// Writes " remaining" last.
  open var includesTimeRemainingPhrase = false
  /// The calendar that converts seconds to months and years (nil: the current calendar).
  open var calendar: Calendar?
  /// Where a time interval starts, for months and years (nil: now).
  open var referenceDate: Date?

  /// A formatter that writes positional units.
  public init() {}

  /// `ti` seconds as text.
  open func string(from ti: TimeInterval) -> String? {
    guard ti.isFinite else { return nil }
    let start = referenceDate ?? Date()
    guard let text = string(from: start, to: start.addingTimeInterval(abs(ti))) else { return nil }
    return ti < 0 ? "-" + text : text
  }

  /// The time from `startDate` to `endDate` as text.
  open func string(from startDate: Date, to endDate: Date) -> String? {
    let units = orderedUnits
    let calendar = calendar ?? Calendar.current
    // The smallest unit written is rounded to the nearest, as Foundation does.
    let end = units.last?.fixedSeconds.map { step in
      let seconds = endDate.timeIntervalSince(startDate)
      return startDate.addingTimeInterval((seconds / step).rounded() * step)
    } ?? endDate
    let components = calendar.dateComponents(Set(units.map(\.component)), from: startDate, to: end)
    return string(from: components)
  }

  /// `components` as text, in the allowed units present in them.
  open func string(from components: DateComponents) -> String? {
    let values = orderedUnits.compactMap { unit in components.value(for: unit.component).map { (unit, $0) } }
    guard !values.isEmpty else { return nil }
    var kept = keptValues(values)
    if maximumUnitCount > 0 { kept = Array(kept.prefix(maximumUnitCount)) }
    var text = unitsStyle == .positional ? positional(kept) : labelled(kept)
    if includesApproximationPhrase { text = "About " + text }
    if includesTimeRemainingPhrase { text += " remaining" }
    return text
  }

  /// `obj` as text when it is a number of seconds or date components.
  open func string(for obj: Any?) -> String? {
    switch obj {
    case let seconds as TimeInterval: string(from: seconds)
    case let number as NSNumber: string(from: number.doubleValue)
    case let components as DateComponents: string(from: components)
    default: nil
    }
  }

  /// `components` as text in `unitsStyle`.
  open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = unitsStyle
    return formatter.string(from: components)
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
    // Positional text keeps at least two units ("0:05"), as Foundation writes it.
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
