/// What a number from outside may be: finite, within a range, whole when it counts things. The
/// command line's numeric options (`Option.number`) and the daemon's requests
/// (`DaemonVisitRequest.checkedTimeouts`) check their numbers against these rules, so a value is
/// accepted or refused alike wherever it comes from.
public struct NumberRule: Sendable, Equatable {
  /// The values accepted.
  public let range: ClosedRange<Double>
  /// Whether only whole numbers are (a count).
  public let isWhole: Bool
  /// What the number is of, for the error message ("milliseconds").
  public let unit: String

  /// A rule of `range`; `isWhole` for counts; `unit` names what the number is of.
  public init(range: ClosedRange<Double>, isWhole: Bool, unit: String) {
    self.range = range
    self.isWhole = isWhole
    self.unit = unit
  }

  /// A timeout: 1 ms to a day.
  public static let milliseconds = NumberRule(range: 1...86_400_000, isWhole: false, unit: "milliseconds")
  /// A period: a millisecond to a week.
  public static let seconds = NumberRule(range: 0.001...604_800, isWhole: false, unit: "seconds")
  /// A count of things.
  public static func count(_ range: ClosedRange<Int>) -> NumberRule {
    NumberRule(range: Double(range.lowerBound)...Double(range.upperBound), isWhole: true, unit: "whole number")
  }
  /// Memory in MiB from `lowest` to 1 TiB.
  public static func mebibytes(from lowest: Double) -> NumberRule {
    NumberRule(range: lowest...1_048_576, isWhole: false, unit: "MiB")
  }
  /// CPU seconds, 0 (none) to a day.
  public static let cpuSeconds = NumberRule(range: 0...86_400, isWhole: false, unit: "CPU seconds")

  /// Whether `value` is finite, in range and, for a count, whole.
  public func accepts(_ value: Double) -> Bool {
    value.isFinite && range.contains(value) && (!isWhole || value.rounded() == value)
  }

  /// The number `text` writes, when it is written in plain decimal (digits with at most one
  /// point: `2000`, `2.5`, `.5`) and `accepts` it; nil otherwise. `Double(_:)` alone would also
  /// read `0x10` as 16, `1e3` as 1000, `+5`, `inf` and `nan`: forms no option documents.
  public func value(of text: String) -> Double? {
    guard Self.isPlainDecimal(text), let value = Double(text), accepts(value) else { return nil }
    return value
  }

  /// How a value must be written, for an error message.
  public var form: String {
    isWhole ? "decimal digits only, like 3" : "decimal digits with at most one point, like 1500 or 2.5"
  }

  /// ASCII digits with at most one `.` and at least one digit.
  static func isPlainDecimal(_ text: String) -> Bool {
    var digits = 0
    var points = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
      case UInt8(ascii: "."): points += 1
      default: return false
      }
    }
    return digits > 0 && points <= 1
  }

  /// "a number of milliseconds from 1 to 86400000".
  public var expectation: String {
    let bounds = "from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))"
    return isWhole ? "a whole number \(bounds)" : "a number of \(unit) \(bounds)"
  }

  private static func format(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}
