public import Foundation

extension String {
  /// A localizable text: the key a table is searched with (interpolated values written as format
  /// specifiers, `"%lld minutes left"`), and the values, as Foundation's `String.LocalizationValue`.
  ///
  /// swift-corelibs-foundation has no `String(localized:)` on Linux; this one reads the
  /// extension's `.strings` and `.xcstrings` (see `ExtensionBundle`).
  public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key, with `%@`, `%lld`, `%lf` where values were interpolated.
    package var key: String
    /// The interpolated values, in order.
    package var arguments: [LocalizationArgument]
    /// Whether the key holds `\(placeholder:)` specifiers with no value: a format to be filled
    /// later (an `AppEnum`'s `numericFormat`), shown as written until then.
    package var hasPlaceholders = false

    /// A value whose key is `value` itself, with no arguments.
    public init(_ value: String) {
      key = value
      arguments = []
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
      key = stringInterpolation.key
      arguments = stringInterpolation.arguments
      hasPlaceholders = stringInterpolation.hasPlaceholders
    }

    /// Whether a value is written for the moment the text is read (a `DeferredText`).
    package var dependsOnMoment: Bool {
      arguments.contains { if case .deferred = $0 { true } else { false } }
    }

    /// The text in the source language (the key with the values put in).
    public var description: String {
      hasPlaceholders ? key.replacingOccurrences(of: "%%", with: "%") : LocalizationArgument.format(key, arguments)
    }

    /// Builds the key and the values, as Foundation's interpolation does: integers become
    /// `%lld`, floating-point values `%lf`, everything else `%@`.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
      var key = ""
      var arguments: [LocalizationArgument] = []
      var hasPlaceholders = false

      public init(literalCapacity: Int, interpolationCount: Int) {}

      public mutating func appendLiteral(_ literal: String) {
        key += literal.utf8.contains(UInt8(ascii: "%")) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
      }

      public mutating func appendInterpolation(_ value: String) { add("%@", .string(value)) }
      public mutating func appendInterpolation(_ value: Substring) { add("%@", .string(String(value))) }
      public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value) {
        if Value.isSigned { add("%lld", .int(Int64(clamping: value))) } else { add("%llu", .unsigned(UInt64(clamping: value))) }
      }
      public mutating func appendInterpolation(_ value: Double) { add("%lf", .double(value)) }
      public mutating func appendInterpolation(_ value: Float) { add("%f", .double(Double(value))) }
      public mutating func appendInterpolation<Value: CustomStringConvertible>(_ value: Value) {
        add("%@", .string(value.description))
      }
      public mutating func appendInterpolation(_ value: LocalizedStringResource) {
        add("%@", .string(String(localized: value)))
      }

      /// A value written with `specifier` as it stands (SwiftUI's `\(value, specifier: "%.1f")`):
      /// the key gets the specifier, the values the argument.
      package mutating func appendFormatted(_ specifier: String, _ argument: LocalizationArgument) {
        add(specifier, argument)
      }

      private mutating func add(_ specifier: String, _ argument: LocalizationArgument) {
        key += specifier
        arguments.append(argument)
      }
    }
  }

  /// The localized text for `keyAndValue` in `table` (default `Localizable`); the key itself,
  /// with its values, when no table has it. `bundle`, `locale` and `comment` are accepted as on
  /// iOS: the bundle is the extension's, the language the device's.
  ///
  /// `locale` defaults to `.autoupdatingCurrent` where Foundation writes `.current`: the value is
  /// not read here, and a default argument is evaluated at every call, so `.current` would make
  /// each process that localizes one string build ICU's current locale (0.64 ms, measured);
  /// `.autoupdatingCurrent` names the same locale without resolving it (0.04 ms).
  public init(
    localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .autoupdatingCurrent, comment: StaticString? = nil
  ) {
    self = Self.localize(key: keyAndValue.key, defaultValue: keyAndValue, table: table)
  }

  /// The localized text for `key` in `table`; `defaultValue` when no table has it (`locale`:
  /// as in the initializer above).
  public init(
    localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = .autoupdatingCurrent, comment: StaticString? = nil
  ) {
    self = Self.localize(key: key.description, defaultValue: defaultValue, table: table)
  }

  /// The localized text of `resource`.
  public init(localized resource: LocalizedStringResource) {
    self = Self.localize(key: resource.key, defaultValue: resource.defaultValue, table: resource.table)
  }

  /// `moment` is read only for a value written when it is read: now and here (`.current`) costs
  /// a fresh process ICU's current locale and time zone, 0.6 ms (measured), which a plain or
  /// counted text never needs.
  static func localize(
    key: String, defaultValue: String.LocalizationValue, table: String?,
    at moment: @autoclosure () -> LocalizationMoment = .current
  ) -> String {
    let count = defaultValue.arguments.lazy.compactMap(\.integer).first
    let format = LocalizationTables.main.format(forKey: key, table: table, pluralCount: count)
    return LocalizationArgument.format(format ?? defaultValue.key, defaultValue.arguments, at: moment())
  }

  /// The localized text of `value`, its moment-dependent values (a relative date in SwiftUI's
  /// `Text`) written for `moment`.
  package static func localized(_ value: String.LocalizationValue, at moment: LocalizationMoment) -> String {
    localize(key: value.key, defaultValue: value, table: nil, at: moment)
  }
}

/// When and where a text is read: what a value written relative to the moment (SwiftUI's
/// `Text(date, style: .relative)` interpolated in a key) is written for.
package struct LocalizationMoment: Sendable {
  package var now: Date
  package var locale: Locale
  package var timeZone: TimeZone

  package init(now: Date, locale: Locale, timeZone: TimeZone) {
    self.now = now
    self.locale = locale
    self.timeZone = timeZone
  }

  /// Now, here, on the phone (`DeviceLocale`).
  package static var current: LocalizationMoment { LocalizationMoment(now: Date(), locale: DeviceLocale.current, timeZone: .current) }
}

/// A value whose text depends on the moment it is read (`%@` in the key), written when read.
package struct DeferredText: Equatable, Sendable {
  let write: @Sendable (LocalizationMoment) -> String
  /// What makes two equal: the value and style they were made from.
  let identity: String

  package init(identity: String, write: @escaping @Sendable (LocalizationMoment) -> String) {
    self.identity = identity
    self.write = write
  }

  package static func == (left: DeferredText, right: DeferredText) -> Bool { left.identity == right.identity }
}

/// One interpolated value of a `String.LocalizationValue`.
package enum LocalizationArgument: Equatable, Sendable {
  case int(Int64)
  case unsigned(UInt64)
  case double(Double)
  case string(String)
  /// A text written when it is read (`%@`).
  case deferred(DeferredText)

  var integer: Int? {
    switch self {
    case .int(let value): Int(clamping: value)
    case .unsigned(let value): Int(clamping: value)
    default: nil
    }
  }

  private func cValue(at moment: () -> LocalizationMoment) -> any CVarArg {
    switch self {
    case .int(let value): value
    case .unsigned(let value): value
    case .double(let value): value
    case .string(let value): NSString(string: value)
    case .deferred(let text): NSString(string: text.write(moment()))
    }
  }

  /// `format` with `arguments` put in; the format itself when there are none (so a lone `%%`
  /// in a plain key is unescaped too).
  static func format(
    _ format: String, _ arguments: [LocalizationArgument], at moment: @autoclosure () -> LocalizationMoment = .current
  ) -> String {
    // A plain text with no `%` reads the same formatted or not: most keys, without Foundation's formatter.
    if arguments.isEmpty, !format.utf8.contains(UInt8(ascii: "%")) { return format }
    if let filled = filled(format, arguments, at: moment()) { return filled }
    return String(format: format, arguments: arguments.map { $0.cValue(at: moment) })
  }

  /// `format` with `arguments` put in, as `String(format:)` puts them, when every specifier is
  /// one an interpolation writes for a value of its kind (`%@` a text, `%lld` a signed and `%llu`
  /// an unsigned integer) or `%%`, one argument each, in order; nil for anything else (widths,
  /// positions, `%lf`), which Foundation's formatter then writes. Most interpolated texts are
  /// words and counts, and a fresh process's first `String(format:)` took 0.47-0.69 ms against
  /// 0.05 ms for the same text put together by hand (measured alone, three runs each).
  static func filled(
    _ format: String, _ arguments: [LocalizationArgument], at moment: @autoclosure () -> LocalizationMoment = .current
  ) -> String? {
    var result = ""
    var next = arguments.startIndex
    var segmentStart = format.startIndex
    var index = format.startIndex
    while let percent = format[index...].utf8.firstIndex(of: UInt8(ascii: "%")) {
      result += String(format[segmentStart..<percent])  // a String: `+=` of a Substring is generic, and scans at its first use
      let specifier = format[format.index(after: percent)...]
      let length: Int
      if specifier.hasPrefix("%") {
        result += "%"
        length = 1
      } else {
        guard next < arguments.endIndex else { return nil }
        switch arguments[next] {
        case .string(let text) where specifier.hasPrefix("@"):
          result += text
          length = 1
        case .deferred(let text) where specifier.hasPrefix("@"):
          result += text.write(moment())
          length = 1
        case .int(let value) where specifier.hasPrefix("lld"):
          result += String(value)
          length = 3
        case .unsigned(let value) where specifier.hasPrefix("llu"):
          result += String(value)
          length = 3
        default:
          return nil
        }
        next += 1
      }
      index = format.index(specifier.startIndex, offsetBy: length)
      segmentStart = index
    }
    guard next == arguments.endIndex else { return nil }
    return result + String(format[segmentStart...])
  }
}
