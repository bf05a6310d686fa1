public import BundleResources
public import Foundation

/// The key of a localized string in a view, as SwiftUI's `LocalizedStringKey`: written as a
/// literal (`"Time's up"`, `"\(minutes) minutes left"`), looked up in the extension's
/// `Localizable` table when shown.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The key and its interpolated values.
  let value: String.LocalizationValue

  /// A key from a string (SwiftUI's `init(_:)`), with no values.
  public init(_ value: String) { self.value = String.LocalizationValue(value) }

  public init(stringLiteral value: String) { self.init(value) }

  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    value = String.LocalizationValue(stringInterpolation: stringInterpolation)
  }

  /// The key the table is searched with (`"%lld minutes left"`).
  public var key: String { value.key }

  /// The text a `Text` would show: the localized format with the values put in.
  package var localizedText: String { String(localized: value) }

  /// The same, its moment-dependent values (dates in a relative style, timers) written for the
  /// environment's moment, locale and time zone, as a widget entry shows them.
  ///
  /// A key with no such value is localized without reading the environment: an environment
  /// without a locale set answers the device's (`DeviceLocale`), which ICU builds at its first use (0.6 ms).
  package func localizedText(in environment: EnvironmentValues) -> String {
    guard value.dependsOnMoment else { return localizedText }
    return String.localized(value, at: LocalizationMoment(now: environment.now, locale: environment.locale, timeZone: environment.timeZone))
  }
}

extension String.LocalizationValue.StringInterpolation {
  /// An image in text (`Text("\(Image(systemName: "flame")) 12")`): drawn as a glyph, so it adds
  /// nothing a person reads; the key gets `%@`, as SwiftUI's does.
  public mutating func appendInterpolation(_ image: Image) { appendInterpolation("") }

  /// A text in text: its words. A date in a style or a timer is written when the text is read,
  /// for the moment it is read at (a widget entry's date), as SwiftUI's is.
  public mutating func appendInterpolation(_ text: Text) {
    switch text.content {
    case .dated(let date, let style): appendDated(date, style)
    case .timer(let interval, let countsDown): appendDated(countsDown ? interval.upperBound : interval.lowerBound, .timer)
    case .ticking(let identity, let write): appendDeferred(identity: identity, write)
    case .localized(let key) where key.value.dependsOnMoment:
      // A text whose own interpolations hold a date or a timer: written at the moment the outer
      // text is read, however deep the nesting.
      appendDeferred(identity: "nested \(key.key) \(key.value.arguments)") { key.localizedText(in: $0) }
    default: appendInterpolation(text.string(in: EnvironmentValues()))
    }
  }

  /// `date` in `style`, written at the moment the text is read.
  private mutating func appendDated(_ date: Date, _ style: Text.DateStyle) {
    appendDeferred(identity: "\(date.timeIntervalSinceReferenceDate) \(style)") { style.format(date, in: $0) }
  }

  /// A value `write` writes at the moment the text is read, in an environment of that moment's
  /// date, locale and time zone; the key gets `%@`.
  private mutating func appendDeferred(identity: String, _ write: @escaping @Sendable (EnvironmentValues) -> String) {
    appendFormatted(
      "%@",
      .deferred(
        DeferredText(identity: identity) { moment in
          var environment = EnvironmentValues()
          environment.now = moment.now
          environment.locale = moment.locale
          environment.timeZone = moment.timeZone
          return write(environment)
        }))
  }

  /// An integer written with a printf specifier (`"\(count, specifier: "%02d")"`): the key gets
  /// the specifier as written, as SwiftUI's does.
  public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value, specifier: String) {
    appendFormatted(specifier, .int(Int64(clamping: value)))
  }

  /// A number written with a printf specifier (`"\(distance, specifier: "%.1f") km"`): the key
  /// gets the specifier as written, as SwiftUI's does.
  public mutating func appendInterpolation<Value: BinaryFloatingPoint>(_ value: Value, specifier: String) {
    appendFormatted(specifier, .double(Double(value)))
  }

  /// A date in a style (`"Updated \(date, style: .relative)"`): the key gets `%@`.
  public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
    appendInterpolation(Text(date, style: style))
  }

  /// A timer in text (`"Ends in \(timerInterval: start...end)"`): the key gets `%@`.
  public mutating func appendInterpolation(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
  ) {
    appendInterpolation(Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
  }

  /// A value in a format style (`"Total: \(total, format: .currency(code: "EUR"))"`): the key gets `%@`.
  public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    appendInterpolation(Text(input, format: format))
  }

  /// A value through a `Formatter` (`"At \(date, formatter: Self.timeFormatter)"`): the key gets `%@`.
  public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
    appendInterpolation(formatter?.string(for: subject) ?? "\(subject)")
  }
}
