public import Foundation

// A progress view over a timer's interval (iOS 16), as Live Activities and Lock Screen widgets
// show a countdown: the bar and its label are read at the environment's now (the entry's date).

extension ProgressView {
  /// Progress through `timerInterval`: emptying when `countsDown` (the default), else filling.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(value: 0.0, label: label, currentValueLabel: currentValueLabel)
    timer = (timerInterval, countsDown)
  }

  /// The fraction of the bar filled at `now`.
  static func fraction(of interval: ClosedRange<Date>, countsDown: Bool, at now: Date) -> Double {
    let span = interval.upperBound.timeIntervalSince(interval.lowerBound)
    guard span > 0 else { return countsDown ? 0 : 1 }
    let elapsed = min(max(now.timeIntervalSince(interval.lowerBound) / span, 0), 1)
    return countsDown ? 1 - elapsed : elapsed
  }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// Progress through `timerInterval`, with the time left (or gone) as its current value.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
    self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
      DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
    }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// Progress through `timerInterval`, with no label and the timer as its current value.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
  }
}

/// The current value a timer's progress view shows, as SwiftUI's `DefaultDateProgressLabel`:
/// the time left (counting down) or gone, as `Text(timerInterval:countsDown:)` writes it.
public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool

  public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}
