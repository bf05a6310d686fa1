public import BundleResources

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
}

extension String.LocalizationValue.StringInterpolation {
  /// An image in text (`Text("\(Image(systemName: "flame")) 12")`): drawn as a glyph, so it adds
  /// nothing a person reads; the key gets `%@`, as SwiftUI's does.
  @MainActor
  public mutating func appendInterpolation(_ image: Image) { appendInterpolation("") }

  /// A text in text: its words.
  @MainActor
  public mutating func appendInterpolation(_ text: Text) { appendInterpolation(text.string(in: EnvironmentValues())) }
}
