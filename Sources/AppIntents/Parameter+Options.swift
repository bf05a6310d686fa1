// The other ways AppIntents' `@Parameter` is declared: with the dialog Siri asks with, the
// provider of the values a person may choose, the size of an array per widget family, and the
// control a number is edited with. They only shape how the system asks; the value is the
// default, as for every parameter here (see `Parameter`).

extension Parameter {
  /// How a person edits a whole number, as `IntentParameter.IntControlStyle`.
  public enum IntControlStyle: Sendable {
    case field
    case stepper
    case slider
  }

  /// How a person edits a decimal number, as `IntentParameter.DoubleControlStyle`.
  public enum DoubleControlStyle: Sendable {
    case field
    case stepper
    case slider
  }

  /// `value`, or none: nil for an optional parameter, none yet for a required one.
  init(title: LocalizedStringResource, description: LocalizedStringResource?, initialValue: Value?) {
    if let initialValue {
      self.init(title: title, description: description, default: initialValue)
    } else {
      self.init(title: title, description: description)
    }
  }

  /// A parameter Siri asks for with `requestValueDialog`.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value? = nil,
    requestValueDialog: IntentDialog?
  ) {
    self.init(title: title, description: description, initialValue: value)
  }

  /// A parameter whose choices come from `optionsProvider`.
  public init<OptionsProvider: DynamicOptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value? = nil,
    requestValueDialog: IntentDialog? = nil, optionsProvider: OptionsProvider
  ) {
    self.init(title: title, description: description, initialValue: value)
  }

  /// An array parameter holding `size` values in each widget family.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value? = nil,
    size: [IntentWidgetFamily: IntentCollectionSize]
  ) {
    self.init(title: title, description: description, initialValue: value)
  }
}

extension Parameter where Value == Int {
  /// A whole number edited with `controlStyle`, within `inclusiveRange`.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Int? = nil,
    controlStyle: IntControlStyle, inclusiveRange: (lowerBound: Int, upperBound: Int)? = nil,
    requestValueDialog: IntentDialog? = nil
  ) {
    self.init(title: title, description: description, initialValue: value)
  }
}

extension Parameter where Value == Double {
  /// A decimal number edited with `controlStyle`, within `inclusiveRange`.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Double? = nil,
    controlStyle: DoubleControlStyle, inclusiveRange: (lowerBound: Double, upperBound: Double)? = nil,
    requestValueDialog: IntentDialog? = nil
  ) {
    self.init(title: title, description: description, initialValue: value)
  }
}
