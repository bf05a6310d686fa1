import Foundation

/// A value within a range, as SwiftUI's `Gauge` (`.gaugeStyle(.accessoryCircular)` on the Lock Screen).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, PrimitiveView {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: BoundsLabel
  let maximumValueLabel: BoundsLabel

  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) where MarkedValueLabels == EmptyView {
    fraction = bounds.fraction(of: value)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  public var body: Never { fatalError("Gauge has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var node = EvaluatedView(kind: .gauge, typeName: "Gauge")
    node.value = fraction
    node.style = context.environment.gaugeStyleName ?? "automatic"
    node.color = context.foreground
    node.children =
      try context.evaluate(label) + context.evaluate(currentValueLabel) + context.evaluate(minimumValueLabel)
      + context.evaluate(maximumValueLabel)
    return [node]
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

/// How a gauge is drawn, as SwiftUI's `GaugeStyle`.
public protocol GaugeStyle: Sendable {
  var name: String { get }
}

/// The default gauge style: a linear bar with its labels, as SwiftUI's `DefaultGaugeStyle` (`.automatic`).
public struct DefaultGaugeStyle: GaugeStyle {
  public let name = "automatic"
  public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

/// An open ring with the current value in the middle, for the Lock Screen, as SwiftUI's `AccessoryCircularGaugeStyle` (`.accessoryCircular`).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  public let name = "accessoryCircular"
  public init() {}
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// A closed ring filled to the value, for the Lock Screen, as SwiftUI's `AccessoryCircularCapacityGaugeStyle` (`.accessoryCircularCapacity`).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  public let name = "accessoryCircularCapacity"
  public init() {}
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

/// A bar with a marker at the value, for the Lock Screen, as SwiftUI's `AccessoryLinearGaugeStyle` (`.accessoryLinear`).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  public let name = "accessoryLinear"
  public init() {}
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

/// A bar filled to the value, for the Lock Screen, as SwiftUI's `AccessoryLinearCapacityGaugeStyle` (`.accessoryLinearCapacity`).
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  public let name = "accessoryLinearCapacity"
  public init() {}
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

/// A bar filled to the value, as SwiftUI's `LinearCapacityGaugeStyle` (`.linearCapacity`).
public struct LinearCapacityGaugeStyle: GaugeStyle {
  public let name = "linearCapacity"
  public init() {}
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

/// Progress, as SwiftUI's `ProgressView`: a fraction, indeterminate, or a timer's interval.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
  let fraction: Double?
  let label: Label
  let currentValueLabel: CurrentValueLabel
  /// A timer's interval (`init(timerInterval:)`): the fraction is read at the environment's now.
  var timer: (interval: ClosedRange<Date>, countsDown: Bool)?

  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
    self.label = label()
    self.currentValueLabel = currentValueLabel()
  }

  public var body: Never { fatalError("ProgressView has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var node = EvaluatedView(kind: .progress, typeName: "ProgressView")
    node.value = timer.map { Self.fraction(of: $0.interval, countsDown: $0.countsDown, at: context.environment.now) } ?? fraction
    node.color = context.foreground
    node.children = try context.evaluate(label) + context.evaluate(currentValueLabel)
    return [node]
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// An indeterminate progress view.
  public init() { self.init(value: Double?.none, label: { EmptyView() }, currentValueLabel: { EmptyView() }) }
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { EmptyView() }, currentValueLabel: { EmptyView() })
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { Text(titleKey) }, currentValueLabel: { EmptyView() })
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { Text(title) }, currentValueLabel: { EmptyView() })
  }
}
