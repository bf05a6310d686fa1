public import Foundation

/// What a `DatePicker` lets a person set, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The day.
  public static let date = DatePickerComponents(rawValue: 1 << 0)
  /// The time.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// A date and time setting, as SwiftUI's `DatePicker` in its compact style: its label, then the
/// date and time it is set to, as the phone writes them.
public struct DatePicker<Label: View>: View, PrimitiveView {
  let selection: Date
  let components: DatePickerComponents
  let label: Label

  /// A picker of `selection`'s `displayedComponents`, labelled by `label`.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.selection = selection.wrappedValue
    components = displayedComponents
    self.label = label()
  }

  /// The same, within `range`.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// The same, from `range`'s start on.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// The same, up to `range`'s end.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  public var body: Never { fatalError("DatePicker has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    // The compact style's two buttons: the date abbreviated (`Jan 1, 1970`), the time short.
    let formatter = DateFormatter()
    formatter.locale = context.environment.locale
    formatter.timeZone = context.environment.timeZone
    var values: [Text] = []
    if components.contains(.date) {
      (formatter.dateStyle, formatter.timeStyle) = (.medium, .none)
      values.append(Text(verbatim: formatter.string(from: selection)))
    }
    if components.contains(.hourAndMinute) {
      (formatter.dateStyle, formatter.timeStyle) = (.none, .short)
      values.append(Text(verbatim: formatter.string(from: selection)))
    }
    var children = try context.evaluateLabel(label) + [EvaluatedView(kind: .spacer, typeName: "Spacer")]
    for value in values { children += try context.evaluate(value) }
    var row = EvaluatedView(kind: .hstack, typeName: "DatePicker", children: children)
    row.spacing = 8
    return [row]
  }
}

extension DatePicker where Label == Text {
  /// A date picker titled with a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A date picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
  /// A date picker titled with a localized key, within `range`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A date picker titled with a localized key, from `range`'s start on.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A date picker titled with a localized key, up to `range`'s end.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
}

/// How a date picker draws, as SwiftUI's `DatePickerStyle`; the built-in ones are named (each
/// is read here as the compact one: label, then value).
public protocol DatePickerStyle {}

/// A built-in date picker style.
public struct NamedDatePickerStyle: DatePickerStyle, Sendable {
  let name: String
}

extension DatePickerStyle where Self == NamedDatePickerStyle {
  public static var automatic: NamedDatePickerStyle { NamedDatePickerStyle(name: "automatic") }
  public static var compact: NamedDatePickerStyle { NamedDatePickerStyle(name: "compact") }
  public static var graphical: NamedDatePickerStyle { NamedDatePickerStyle(name: "graphical") }
  public static var wheel: NamedDatePickerStyle { NamedDatePickerStyle(name: "wheel") }
}
