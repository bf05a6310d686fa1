/// A duration in milliseconds, fractional: the unit of every timing the host reports.
public func milliseconds(_ duration: Duration) -> Double {
  duration / .milliseconds(1)
}
