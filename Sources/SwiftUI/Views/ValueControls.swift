// The controls that set a value, drawn as the phone shows them at rest: a slider's track filled to
// its value, a stepper's label.

/// A value on a track, as SwiftUI's `Slider`: a bar filled to the value's place in its range,
/// its label read.
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
  let fraction: Double
  let label: Label
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?

  /// A slider with end labels.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = bounds.fraction(of: value.wrappedValue)
    self.label = label()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  public var body: Never { fatalError("Slider has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var track = EvaluatedView(kind: .progress, typeName: "Slider")
    track.value = fraction
    track.color = context.foreground
    track.children = try context.evaluateLabel(label)
    let ends = try minimumValueLabel.map { label throws(ViewEvaluationError) in try context.evaluate(label) } ?? []
    let last = try maximumValueLabel.map { label throws(ViewEvaluationError) in try context.evaluate(label) } ?? []
    guard !ends.isEmpty || !last.isEmpty else { return [track] }
    return [EvaluatedView(kind: .hstack, typeName: "Slider", children: ends + [track] + last)]
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider over `bounds`, labelled by `label`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = bounds.fraction(of: value.wrappedValue)
    self.label = label()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider over `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = bounds.fraction(of: value.wrappedValue)
    label = EmptyView()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }

  /// A slider over `bounds` moving by `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = bounds.fraction(of: value.wrappedValue)
    label = EmptyView()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

/// Plus and minus buttons beside a label, as SwiftUI's `Stepper`: its label (the buttons carry
/// no words).
public struct Stepper<Label: View>: View, PrimitiveView {
  let label: Label

  /// A stepper over `value` in `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
  }

  /// A stepper over `value`, unbounded.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
  }

  /// A stepper whose buttons run `onIncrement` and `onDecrement`.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
  }

  public var body: Never { fatalError("Stepper has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    [EvaluatedView(kind: .hstack, typeName: "Stepper", children: try context.evaluateLabel(label))]
  }
}

extension Stepper where Label == Text {
  /// A stepper titled with a localized key.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(titleKey)
  }
  /// A stepper titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(title)
  }
  /// An unbounded stepper titled with a localized key.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(titleKey)
  }
  /// A stepper titled with a localized key whose buttons run closures.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(titleKey)
  }
}

extension ClosedRange where Bound: BinaryFloatingPoint {
  /// Where `value` lies in the range, 0...1 (clamped; 0 for an empty range): a gauge's or a
  /// slider's fill.
  func fraction(of value: Bound) -> Double {
    let span = Double(upperBound - lowerBound)
    let fraction = Double(value - lowerBound) / span
    return span > 0 && !fraction.isNaN ? Swift.min(Swift.max(fraction, 0), 1) : 0  // NaN, of a value of NaN: nothing filled
  }
}
