import Foundation

/// A value within a range, as SwiftUI's `Gauge` (`.gaugeStyle(.accessoryCircular)` on the Lock Screen).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, PrimitiveView {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: BoundsLabel
  let maximumValueLabel: BoundsLabel
  /// Whether the gauge was given a current value's label, and bounds' labels (a style that wraps
  /// a built-in one passes its configuration's, absent as nil).
  let hasCurrentValue: Bool
  let hasBounds: Bool

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
    hasCurrentValue = isGiven(self.currentValueLabel)
    hasBounds = isGiven(self.minimumValueLabel) || isGiven(self.maximumValueLabel)
  }

  public var body: Never { fatalError("Gauge has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    if let style = context.environment.customGaugeStyle {
      let configuration = GaugeStyleConfiguration(
        label: AnyView(label), currentValueLabel: optionalLabel(currentValueLabel), minimumValueLabel: optionalLabel(minimumValueLabel),
        maximumValueLabel: optionalLabel(maximumValueLabel), value: fraction)
      return try context.evaluateStyled(style.styledBody(configuration), clearing: \.customGaugeStyle)
    }
    var node = EvaluatedView(kind: .gauge, typeName: "Gauge")
    node.value = fraction
    node.style = context.environment.gaugeStyleName ?? "automatic"
    node.color = context.foreground
    let shown = GaugeLabels.shown(
      style: node.style ?? "automatic", hasCurrentValue: hasCurrentValue, hasBounds: hasBounds)
    node.children =
      try (shown.contains(.label) ? context.evaluateLabel(label) : [])
      + (shown.contains(.currentValue) ? context.evaluate(currentValueLabel) : [])
      + (shown.contains(.bounds) ? context.evaluate(minimumValueLabel) + context.evaluate(maximumValueLabel) : [])
    return [node]
  }
}

/// Whether a label was given: not `EmptyView` (what the initializers without it pass), nor the
/// nil a style's configuration holds for a label the gauge lacks.
private func isGiven<V: View>(_ view: V) -> Bool {
  if V.self == EmptyView.self { return false }
  return (view as? any OptionalLabel)?.isNone != true
}

private protocol OptionalLabel { var isNone: Bool { get } }
extension Optional: OptionalLabel where Wrapped: View { var isNone: Bool { self == nil } }

/// Which of a gauge's labels a built-in style draws, as Apple documents each style: a label the
/// style leaves out is not on the screen, whatever it says.
struct GaugeLabels: OptionSet {
  let rawValue: Int
  static let label = GaugeLabels(rawValue: 1)
  static let currentValue = GaugeLabels(rawValue: 2)
  static let bounds = GaugeLabels(rawValue: 4)

  /// `accessoryCircular`: the current value in the middle, and in the ring's opening the minimum
  /// and maximum labels when the gauge has them, else its label. `accessoryCircularCapacity`: the
  /// current value in the middle; the label there when there is no current value (Apple's
  /// example gives the style a label only). `accessoryLinear`: the minimum and maximum at the
  /// bar's ends when the gauge has them, else the current value at its leading edge; its label is
  /// kept (Apple says nothing of it). Every other style draws all of them.
  static func shown(style: String, hasCurrentValue: Bool, hasBounds: Bool) -> GaugeLabels {
    switch style {
    case "accessoryCircular": [.currentValue, hasBounds ? .bounds : .label]
    case "accessoryCircularCapacity": hasCurrentValue ? .currentValue : .label
    case "accessoryLinear": [.label, hasBounds ? .bounds : .currentValue]
    default: [.label, .currentValue, .bounds]
    }
  }

  /// Which of a progress view's labels are drawn. In a widget the circular style is a gauge in
  /// the `accessoryCircularCapacity` style (Apple's `CircularProgressViewStyle`), so it shows the
  /// current value in the middle, or the label when there is no current value; every other
  /// style, and a circular one in an app, shows both.
  static func shownByProgressView(style: String?, inWidget: Bool, hasCurrentValue: Bool) -> GaugeLabels {
    guard inWidget, style == "circular" else { return [.label, .currentValue] }
    return shown(style: "accessoryCircularCapacity", hasCurrentValue: hasCurrentValue, hasBounds: false)
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

/// How a gauge is drawn, as SwiftUI's `GaugeStyle`: the built-in styles by name (kept for the
/// renderer), or an app's own, whose `makeBody` draws the gauge from its value and labels.
@MainActor @preconcurrency
public protocol GaugeStyle {
  associatedtype Body: View
  typealias Configuration = GaugeStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The built-in style's name; nil for an app's own style.
  var _builtInName: String? { get }
}

extension GaugeStyle {
  public var _builtInName: String? { nil }
}

/// What the built-in gauge styles share: a name, and a body that is a gauge in the style.
public protocol _BuiltInGaugeStyle: GaugeStyle, Sendable {
  var name: String { get }
}

extension _BuiltInGaugeStyle {
  public var _builtInName: String? { name }
  /// The gauge in this style, as a custom style that wraps a built-in one draws it.
  public func makeBody(configuration: Configuration) -> some View {
    Gauge(value: configuration.value) { configuration.label } currentValueLabel: {
      configuration.currentValueLabel
    } minimumValueLabel: {
      configuration.minimumValueLabel
    } maximumValueLabel: {
      configuration.maximumValueLabel
    }
    .gaugeStyle(self)
  }
}

/// The default gauge style: a linear bar with its labels, as SwiftUI's `DefaultGaugeStyle` (`.automatic`).
public struct DefaultGaugeStyle: _BuiltInGaugeStyle {
  public let name = "automatic"
  public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

/// An open ring with the current value in the middle, for the Lock Screen, as SwiftUI's `AccessoryCircularGaugeStyle` (`.accessoryCircular`).
public struct AccessoryCircularGaugeStyle: _BuiltInGaugeStyle {
  public let name = "accessoryCircular"
  public init() {}
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// A closed ring filled to the value, for the Lock Screen, as SwiftUI's `AccessoryCircularCapacityGaugeStyle` (`.accessoryCircularCapacity`).
public struct AccessoryCircularCapacityGaugeStyle: _BuiltInGaugeStyle {
  public let name = "accessoryCircularCapacity"
  public init() {}
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

/// A bar with a marker at the value, for the Lock Screen, as SwiftUI's `AccessoryLinearGaugeStyle` (`.accessoryLinear`).
public struct AccessoryLinearGaugeStyle: _BuiltInGaugeStyle {
  public let name = "accessoryLinear"
  public init() {}
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

/// A bar filled to the value, for the Lock Screen, as SwiftUI's `AccessoryLinearCapacityGaugeStyle` (`.accessoryLinearCapacity`).
public struct AccessoryLinearCapacityGaugeStyle: _BuiltInGaugeStyle {
  public let name = "accessoryLinearCapacity"
  public init() {}
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

/// A bar filled to the value, as SwiftUI's `LinearCapacityGaugeStyle` (`.linearCapacity`).
public struct LinearCapacityGaugeStyle: _BuiltInGaugeStyle {
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
    // A NaN value (0 / 0 done of nothing) fills nothing, as the bar at 0: `max` would keep the NaN.
    fraction = value.map { total > 0 && !($0 / total).isNaN ? min(max(Double($0 / total), 0), 1) : 0 }
    self.label = label()
    self.currentValueLabel = currentValueLabel()
  }

  public var body: Never { fatalError("ProgressView has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    let value = timer.map { Self.fraction(of: $0.interval, countsDown: $0.countsDown, at: context.environment.now) } ?? fraction
    if let style = context.environment.customProgressViewStyle {
      let configuration = ProgressViewStyleConfiguration(
        fractionCompleted: value, label: optionalLabel(label),
        currentValueLabel: optionalLabel(currentValueLabel))
      return try context.evaluateStyled(style.styledBody(configuration), clearing: \.customProgressViewStyle)
    }
    var node = EvaluatedView(kind: .progress, typeName: "ProgressView")
    node.value = value
    node.color = context.foreground
    let shown = GaugeLabels.shownByProgressView(
      style: context.environment.gaugeStyleName, inWidget: context.environment.widgetFamilyName != nil,
      hasCurrentValue: isGiven(currentValueLabel))
    node.children =
      try (shown.contains(.label) ? context.evaluate(label) : [])
      + (shown.contains(.currentValue) ? context.evaluate(currentValueLabel) : [])
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

extension ProgressView where CurrentValueLabel == EmptyView {
  /// An indeterminate progress view with a label.
  public init(@ViewBuilder label: () -> Label) {
    self.init(value: Double?.none, label: label, currentValueLabel: { EmptyView() })
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// An indeterminate progress view titled with a localized key (`ProgressView("Loading…")`).
  public init(_ titleKey: LocalizedStringKey) {
    self.init(value: Double?.none, label: { Text(titleKey) }, currentValueLabel: { EmptyView() })
  }
  /// An indeterminate progress view titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(value: Double?.none, label: { Text(title) }, currentValueLabel: { EmptyView() })
  }
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { Text(titleKey) }, currentValueLabel: { EmptyView() })
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { Text(title) }, currentValueLabel: { EmptyView() })
  }
}
