/// A duration in milliseconds, fractional: the unit of every timing the host reports.
public func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}
