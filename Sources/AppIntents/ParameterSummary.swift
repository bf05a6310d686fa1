// How Shortcuts and the widget's edit sheet lay out an intent's parameters, as AppIntents'
// `ParameterSummary` (`static var parameterSummary: some ParameterSummary { Summary { \.$city } }`).
// Nobody edits a widget here, so a summary is accepted and not recorded.

/// A layout of an intent's parameters, as AppIntents' `ParameterSummary`.
public protocol ParameterSummary {}

/// A sentence and the parameters below it, as AppIntents' `IntentParameterSummary`; an intent
/// writes it `Summary`.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
  /// No parameters shown.
  public init() {}

  /// The parameters, in order.
  public init(@ParameterKeyPathsBuilder _ parameters: () -> [PartialKeyPath<Intent>]) {}

  /// A sentence naming parameters, `"Add \(\.$content)"`.
  public init(_ summary: ParameterSummaryString<Intent>, table: String? = nil) {}

  /// A sentence, and the other parameters below it.
  public init(
    _ summary: ParameterSummaryString<Intent>, table: String? = nil,
    @ParameterKeyPathsBuilder _ parameters: () -> [PartialKeyPath<Intent>]
  ) {}

  /// Builds the list of parameters from key paths, `\.$city`.
  @resultBuilder
  public enum ParameterKeyPathsBuilder {
    public static func buildExpression(_ keyPath: PartialKeyPath<Intent>) -> [PartialKeyPath<Intent>] { [keyPath] }
    public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { parts.flatMap { $0 } }
  }
}

/// A summary's sentence, with parameters interpolated, as AppIntents' `ParameterSummaryString`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: StringInterpolation) {}

  /// The literal text and the parameters of a summary's sentence.
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    /// A parameter in the sentence, `\(\.$amount)`.
    public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, Parameter<Value>>) {}
  }
}

/// One summary or another, by a parameter's value, as AppIntents' `ParameterSummaryWhenCondition`;
/// an intent writes it `When`.
public struct ParameterSummaryWhenCondition<Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary>:
  ParameterSummary
{
  /// `when` while the parameter compares to `value` as `comparisonOperator` says, `otherwise`
  /// the rest of the time.
  public init<Value: Equatable>(
    _ keyPath: KeyPath<Intent, Parameter<Value>>, _ comparisonOperator: EquatableComparisonOperator, _ value: Value,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {}

  /// The same with an ordering comparison.
  public init<Value: Comparable>(
    _ keyPath: KeyPath<Intent, Parameter<Value>>, _ comparisonOperator: ComparableComparisonOperator, _ value: Value,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {}
}

/// Equality in a summary's condition, as AppIntents' `EquatableComparisonOperator`.
public enum EquatableComparisonOperator: Sendable {
  case equalTo
  case notEqualTo
}

/// Order in a summary's condition, as AppIntents' `ComparableComparisonOperator`.
public enum ComparableComparisonOperator: Sendable {
  case equalTo
  case notEqualTo
  case lessThan
  case lessThanOrEqualTo
  case greaterThan
  case greaterThanOrEqualTo
}

/// Builds a summary from the one summary in its closure, as AppIntents' `ParameterSummaryBuilder`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
  public static func buildBlock<Content: ParameterSummary>(_ content: Content) -> Content { content }
}

extension AppIntent {
  /// The summary of this intent's parameters.
  public typealias Summary = IntentParameterSummary<Self>
  /// A summary that depends on a parameter's value.
  public typealias When<WhenCondition: ParameterSummary, Otherwise: ParameterSummary> =
    ParameterSummaryWhenCondition<Self, WhenCondition, Otherwise>
}
