public import Foundation

/// A reference to a localizable string, resolved when it is shown, as Foundation's
/// `LocalizedStringResource` (iOS 16): `String(localized: resource)` reads the extension's tables.
public struct LocalizedStringResource: Equatable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
  /// Which bundle holds the table, as Foundation's `BundleDescription`; every case means the
  /// extension's bundle here.
  public enum BundleDescription: Sendable, Equatable {
    case main
    case atURL(URL)
  }

  /// The key the table is searched with.
  public var key: String
  /// The text when no table has the key.
  public var defaultValue: String.LocalizationValue
  /// The table (`Localizable` when nil).
  public var table: String?
  /// The locale to format values for.
  public var locale: Locale
  /// Where the table is.
  public var bundle: BundleDescription

  /// A resource whose key and default value are `keyAndValue`.
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.init(key: keyAndValue.key, defaultValue: keyAndValue, table: table, locale: locale, bundle: bundle)
  }

  /// A resource with its own key and default value.
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.init(key: key.description, defaultValue: defaultValue, table: table, locale: locale, bundle: bundle)
  }

  private init(
    key: String, defaultValue: String.LocalizationValue, table: String?, locale: Locale, bundle: BundleDescription
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  /// The localized text.
  public var description: String { String(localized: self) }
}
