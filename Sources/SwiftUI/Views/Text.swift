public import Foundation

/// Text, as SwiftUI's `Text`: a string, a localized key, a date in a style or a formatted value.
/// Its view conformance is declared apart, as SwiftUI's is, so that making and combining texts is
/// not isolated to the main actor (a helper function returning a `Text` compiles anywhere).
public struct Text {
  /// What the text reads, worked out in the environment it is evaluated in.
  enum Content {
    case verbatim(String)
    case localized(LocalizedStringKey)
    case dated(Date, DateStyle)
    case timer(ClosedRange<Date>, countsDown: Bool)
    case formatted((EnvironmentValues) -> String)
    /// Written for the moment the text is read (`Text(.currentDate, format:)`); `identity` tells
    /// one such text from another.
    case ticking(identity: String, @Sendable (EnvironmentValues) -> String)
    case concatenated([Text])
  }

  let content: Content
  var font: Font?
  var weight: Font.Weight?
  var color: Color?

  init(content: Content) { self.content = content }

  /// A string shown as it is, never localized.
  public init(verbatim content: String) { self.init(content: .verbatim(content)) }

  /// A string shown as it is (a variable's value is not looked up as a key).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.init(content: .verbatim(String(content))) }

  /// A key looked up in the extension's `Localizable` table.
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    self.init(content: .localized(key))
  }

  /// An image in text (`Text(Image(systemName: "drop")) + Text(" 2 l")`): drawn as a glyph, so
  /// it adds nothing a person reads, as an image interpolated in a text does.
  public init(_ image: Image) { self.init(content: .verbatim("")) }

  /// A date in a style; relative styles count from the moment the view is shown.
  public init(_ date: Date, style: DateStyle) { self.init(content: .dated(date, style)) }

  /// A timer over `timerInterval`, counting down by default.
  public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
    self.init(content: .timer(timerInterval, countsDown: countsDown))
  }

  /// A value in a format style (`Text(balance, format: .currency(code: "EUR"))`).
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: .formatted { environment in format.locale(environment.locale).format(input) })
  }

  /// A value through a `Formatter` (`Text(date, formatter: Self.timeFormatter)`).
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(content: .formatted { _ in formatter.string(for: subject) ?? "" })
  }

  /// A date through a `Formatter`.
  public init(_ subject: Date, formatter: Formatter) {
    self.init(content: .formatted { _ in formatter.string(for: subject) ?? "" })
  }

  /// Two texts read as one.
  public static func + (left: Text, right: Text) -> Text { Text(content: .concatenated([left, right])) }

  // Text's own modifiers return Text, as in SwiftUI, so they chain and concatenate.

  public func font(_ font: Font?) -> Text { with { $0.font = font } }
  public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight } }
  public func bold() -> Text { fontWeight(.bold) }
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
  public func italic() -> Text { self }
  public func italic(_ isActive: Bool) -> Text { self }
  public func monospacedDigit() -> Text { self }
  public func foregroundColor(_ color: Color?) -> Text { with { $0.color = color } }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { with { $0.color = style.resolvedColor } }

  private func with(_ change: (inout Text) -> Void) -> Text {
    var text = self
    change(&text)
    return text
  }

  /// The string a person would read, in `environment`.
  package func string(in environment: EnvironmentValues) -> String {
    switch content {
    case .verbatim(let string): string
    case .localized(let key): key.localizedText(in: environment)
    case .dated(let date, let style): style.format(date, in: environment)
    case .timer(let interval, let countsDown):
      DateStyle.timer.format(countsDown ? interval.upperBound : interval.lowerBound, in: environment)
    case .formatted(let format): format(environment)
    case .ticking(_, let write): write(environment)
    case .concatenated(let parts): parts.map { $0.string(in: environment) }.joined()
    }
  }
}

extension Text: View, PrimitiveView {
  public var body: Never { fatalError("Text has no body") }

  func evaluate(in context: EvaluationContext) throws(ViewEvaluationError) -> [EvaluatedView] {
    var node = EvaluatedView(kind: .text, typeName: "Text")
    node.text = context.environment.textCase.map { $0.apply(to: string(in: context.environment)) } ?? string(in: context.environment)
    let resolvedFont = font ?? context.environment.font ?? .body
    node.fontSize = Double(resolvedFont.pointSize)
    node.fontWeight = (weight ?? resolvedFont.resolvedWeight).rawValue
    node.color = color.map(context.resolve) ?? context.foreground
    node.redactedBy = context.redactionOfContent
    return [node]
  }
}
