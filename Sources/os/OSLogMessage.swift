/// A log message with interpolated values, as the `os` module's `OSLogMessage`:
/// `logger.info("Pressed \(action, privacy: .public)")`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
  /// The text, with every value interpolated.
  public let text: String

  /// A message without values.
  public init(stringLiteral value: String) { text = value }

  /// A message built by interpolation.
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// Builds a message: literal text and values, each with an optional privacy and alignment.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    /// Space for the text.
    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// Appends a value. `privacy` is accepted and not applied (see `Logger`).
    public mutating func appendInterpolation<Value>(
      _ value: @autoclosure () -> Value, privacy: OSLogPrivacy = .auto
    ) {
      text += String(describing: value())
    }

    /// Appends a value right- or left-aligned in `align`.
    public mutating func appendInterpolation<Value>(
      _ value: @autoclosure () -> Value, align: OSLogStringAlignment, privacy: OSLogPrivacy = .auto
    ) {
      let value = String(describing: value())
      let padding = String(repeating: " ", count: max(0, abs(align.width) - value.count))
      text += align.width < 0 ? value + padding : padding + value
    }
  }
}

/// How private an interpolated value is, as the `os` module's `OSLogPrivacy`.
public struct OSLogPrivacy: Equatable, Sendable {
  let name: String

  /// Shown in the log.
  public static let `public` = OSLogPrivacy(name: "public")
  /// Redacted on a device without a debugger.
  public static let `private` = OSLogPrivacy(name: "private")
  /// Redacted, and kept out of the log entirely where possible.
  public static let sensitive = OSLogPrivacy(name: "sensitive")
  /// The system decides: scalars are public, strings and objects private.
  public static let auto = OSLogPrivacy(name: "auto")
}

/// Padding for an interpolated value, as the `os` module's `OSLogStringAlignment`.
public struct OSLogStringAlignment: Sendable {
  let width: Int

  /// Pads on the left to `columns`.
  public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(width: columns) }
  /// Pads on the right to `columns`.
  public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(width: -columns) }
}
