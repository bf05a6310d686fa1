// Styles an app writes itself (`struct Checkbox: ToggleStyle { func makeBody(configuration:) }`),
// as SwiftUI calls them: the control is drawn by the style's `makeBody`, given the control's
// parts as its configuration. The built-in styles have a name (`_builtInName`) the evaluator and
// the renderer read instead. A style's body is evaluated without the custom style of its kind
// in the environment, so a `Toggle` a toggle style draws inside is a plain one, not the style
// again without end.

/// What a `LabelStyle` is given, as SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public let title: AnyView
  /// The label's icon, as a view.
  public let icon: AnyView
}

/// What a `ToggleStyle` is given, as SwiftUI's `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  public let label: AnyView
  /// Whether the toggle is on; `$isOn` is its binding.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that differ (never here).
  public var isMixed: Bool

  init(label: AnyView, isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
    isMixed = false
  }
}

/// What a `PrimitiveButtonStyle` is given, as SwiftUI's `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view.
  public let label: AnyView
  public let role: ButtonRole?
  /// Runs the button's action (nothing is pressed at a snapshot or a widget render).
  public func trigger() {}
}

/// What a `GaugeStyle` is given, as SwiftUI's `GaugeStyleConfiguration`.
public struct GaugeStyleConfiguration {
  /// The gauge's label, as a view.
  public let label: AnyView
  /// The current value's label, when the gauge has one.
  public let currentValueLabel: AnyView?
  /// The bounds' labels, when the gauge has them.
  public let minimumValueLabel: AnyView?
  public let maximumValueLabel: AnyView?
  /// Where the value is between the bounds, from 0 to 1.
  public let value: Double
}

/// What a `ProgressViewStyle` is given, as SwiftUI's `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
  /// The fraction done, from 0 to 1; nil when the progress is indeterminate.
  public let fractionCompleted: Double?
  /// The progress view's label, when it has one.
  public let label: AnyView?
  /// The current value's label, when it has one.
  public let currentValueLabel: AnyView?
}

/// A control's label for a style's configuration: nil when the control has none.
func optionalLabel<V: View>(_ view: V) -> AnyView? { V.self == EmptyView.self ? nil : AnyView(view) }

/// A button style an app wrote, of either kind.
enum CustomButtonStyle {
  case primitive(any PrimitiveButtonStyle)
  case plain(any ButtonStyle)
}

extension EnvironmentValues {
  /// The app's own styles in effect, by kind; nil where a built-in style applies.
  var customLabelStyle: (any LabelStyle)? {
    get { self[CustomLabelStyleKey.self] }
    set { self[CustomLabelStyleKey.self] = newValue }
  }
  var customToggleStyle: (any ToggleStyle)? {
    get { self[CustomToggleStyleKey.self] }
    set { self[CustomToggleStyleKey.self] = newValue }
  }
  var customButtonStyle: CustomButtonStyle? {
    get { self[CustomButtonStyleKey.self] }
    set { self[CustomButtonStyleKey.self] = newValue }
  }
  var customGaugeStyle: (any GaugeStyle)? {
    get { self[CustomGaugeStyleKey.self] }
    set { self[CustomGaugeStyleKey.self] = newValue }
  }
  var customProgressViewStyle: (any ProgressViewStyle)? {
    get { self[CustomProgressViewStyleKey.self] }
    set { self[CustomProgressViewStyleKey.self] = newValue }
  }
}

private struct CustomLabelStyleKey: EnvironmentKey {
  static var defaultValue: (any LabelStyle)? { nil }
}
private struct CustomToggleStyleKey: EnvironmentKey {
  static var defaultValue: (any ToggleStyle)? { nil }
}
private struct CustomButtonStyleKey: EnvironmentKey {
  static var defaultValue: CustomButtonStyle? { nil }
}
private struct CustomGaugeStyleKey: EnvironmentKey {
  static var defaultValue: (any GaugeStyle)? { nil }
}
private struct CustomProgressViewStyleKey: EnvironmentKey {
  static var defaultValue: (any ProgressViewStyle)? { nil }
}

extension LabelStyle {
  func styledBody(_ configuration: LabelStyleConfiguration) -> AnyView { AnyView(makeBody(configuration: configuration)) }
}
extension ToggleStyle {
  func styledBody(_ configuration: ToggleStyleConfiguration) -> AnyView { AnyView(makeBody(configuration: configuration)) }
}
extension PrimitiveButtonStyle {
  func styledBody(_ configuration: PrimitiveButtonStyleConfiguration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}
extension ButtonStyle {
  func styledBody(_ configuration: ButtonStyleConfiguration) -> AnyView { AnyView(makeBody(configuration: configuration)) }
}
extension GaugeStyle {
  func styledBody(_ configuration: GaugeStyleConfiguration) -> AnyView { AnyView(makeBody(configuration: configuration)) }
}
extension ProgressViewStyle {
  func styledBody(_ configuration: ProgressViewStyleConfiguration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}

extension EvaluationContext {
  /// A style's body, evaluated without the custom style of its kind (`style`): the control of
  /// that kind it draws inside is a plain one.
  func evaluateStyled<Style>(
    _ body: AnyView, clearing style: WritableKeyPath<EnvironmentValues, Style?>
  ) throws(ViewEvaluationError) -> [EvaluatedView] {
    try changing { $0[keyPath: style] = nil }.evaluate(body)
  }
}
