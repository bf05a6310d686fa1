/// A duration in milliseconds, fractional: the unit of every timing the host reports.
public func milliseconds(_ duration: Duration) -> Double {
  duration / .milliseconds(1)
}

/// `value` rounded to one decimal, as a report shows a timing (`17.2`). Written directly: through
/// `String(format:)`, boxing the arguments as `CVarArg` costs a fresh process a scan of every
/// conformance record per argument type, a tenth of a millisecond of a cold visit.
public func oneDecimal(_ value: Double) -> String {
  guard value.isFinite, value.magnitude < 1e15 else { return "\(value)" }
  let tenths = Int((value * 10).rounded())
  let sign = tenths < 0 ? "-" : ""
  return "\(sign)\(tenths.magnitude / 10).\(tenths.magnitude % 10)"
}
