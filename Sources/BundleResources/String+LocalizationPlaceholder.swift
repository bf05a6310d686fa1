extension String.LocalizationValue {
  /// The type of a value a localized format leaves open, written `\(placeholder: .int)`, as
  /// Foundation's `String.LocalizationValue.Placeholder`: an `AppEnum`'s `numericFormat`
  /// (`"\(placeholder: .int) styles"`) is such a format.
  public enum Placeholder: Sendable, Hashable {
    /// A signed integer, `%lld`.
    case int
    /// An unsigned integer, `%llu`.
    case uint
    /// A `Float`, `%f`.
    case float
    /// A `Double`, `%lf`.
    case double
    /// An object, `%@`.
    case object

    /// The format specifier the key holds for this placeholder.
    var specifier: String {
      switch self {
      case .int: "%lld"
      case .uint: "%llu"
      case .float: "%f"
      case .double: "%lf"
      case .object: "%@"
      }
    }
  }
}

extension String.LocalizationValue.StringInterpolation {
  /// Appends a placeholder: its format specifier goes into the key, and no value (one is given
  /// when the format is used).
  public mutating func appendInterpolation(placeholder: String.LocalizationValue.Placeholder) {
    key += placeholder.specifier
    hasPlaceholders = true
  }
}
