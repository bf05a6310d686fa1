import Glibc

/// A set of build settings (`NAME = value`) and the expansion of `$(NAME)` references in text,
/// the way Xcode's build system (swift-build's `SWBMacro`) expands Info.plist values.
package struct BuildSettings: Sendable {
  /// The raw (unexpanded) values by name.
  package private(set) var values: [String: String]

  /// Creates settings from raw values; values may themselves contain references.
  package init(_ values: [String: String]) { self.values = values }

  /// No settings.
  package static let empty = BuildSettings([:])

  /// The raw value of `name`, unexpanded; `nil` when it is not set.
  package func value(for name: String) -> String? { values[name] }

  /// The value of `name`, fully expanded; `nil` when it is not set.
  package func expandedValue(for name: String) -> String? {
    guard let raw = values[name] else { return nil }
    return expand(raw).value
  }

  /// The most one expansion writes before it stops, cut short (`BuildSettingExpansion.isTruncated`).
  package static var maximumExpansionBytes: Int { BuildSettingExpander.maximumOutputBytes }

  /// The deepest chain of references one expansion follows before it stops, cut short
  /// (`BuildSettingExpansion.Truncation.depth`).
  package static var maximumReferenceDepth: Int { BuildSettingExpander.maximumDepth }

  /// Every setting with its references expanded, as a build passes settings to the tools it runs;
  /// a setting whose expansion is cut short (outgrows the budget, or nests too deep) is left out.
  package var expandedValues: [String: String] {
    var result: [String: String] = [:]
    for (name, raw) in values {
      let expansion = expand(raw)
      if !expansion.isTruncated { result[name] = expansion.value }
    }
    return result
  }

  /// Expands every reference in `text`.
  ///
  /// `$(NAME)` is the canonical form; `${NAME}`, `$[NAME]` and bare `$NAME` are accepted and
  /// listed in `deprecatedSyntax`. `$$` is a literal `$`. Names may nest (`$(A_$(B))`).
  /// Operators chain left to right: `:lower`, `:upper`, `:identifier`, `:rfc1034identifier`,
  /// `:c99extidentifier`, `:quote`, `:dir`, `:file`, `:base`, `:suffix`, `:standardizepath`,
  /// `:not`, and `:default=VALUE` (applies only to an empty result), plus the path
  /// replacement operators `dir=`, `file=`, `base=`, `suffix=`. A name that is not set expands
  /// to `""` and is listed in `unresolved` (unless a `default=` covers it); an unresolved bare
  /// `$NAME` stays as written. Malformed references (`$(` unterminated, `$()`, trailing `$`,
  /// unknown operators, reference cycles) are listed in `malformed`.
  package func expand(_ text: String) -> BuildSettingExpansion {
    guard Self.mayReference(text) else {
      return BuildSettingExpansion(value: text, unresolved: [], deprecatedSyntax: [], malformed: [])
    }
    var expander = BuildSettingExpander(settings: self)
    let value = expander.expand(Array(text.utf8))
    return BuildSettingExpansion(
      value: value,
      unresolved: expander.unresolved,
      deprecatedSyntax: expander.deprecatedSyntax,
      malformed: expander.malformed,
      truncation: expander.truncation
    )
  }

  /// Whether `text` holds a `$` and so may reference a setting. Lint asks this of every string
  /// of every manifest: a scan of contiguous bytes, not the generic `utf8.contains` (8% of a
  /// lint's instructions).
  package static func mayReference(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      guard let start = bytes.baseAddress else { return false }
      return memchr(start, Int32(UInt8(ascii: "$")), bytes.count) != nil
    } ?? text.utf8.contains(UInt8(ascii: "$"))
  }

  /// These settings overlaid with `other`: where both set a name, `other` wins.
  package func merging(_ other: BuildSettings) -> BuildSettings {
    BuildSettings(values.merging(other.values) { _, new in new })
  }

  /// Sets one value.
  package mutating func set(_ name: String, to value: String) { values[name] = value }
}

/// The result of expanding a text: the value and what could not be expanded cleanly.
package struct BuildSettingExpansion: Sendable, Equatable {
  /// The expanded text.
  package let value: String
  /// Setting names that were referenced but not set (each once, in order of appearance).
  package let unresolved: [String]
  /// References written in a deprecated form, as written: `${NAME}`, `$[NAME]`, `$NAME`.
  package let deprecatedSyntax: [String]
  /// Problems with the reference syntax, one sentence each (`unterminated '$(' …`).
  package let malformed: [String]
  /// Why the expansion stopped early and `value` is cut short, if it did; `malformed` says so too.
  package let truncation: Truncation?
  /// Whether the expansion stopped early and `value` is incomplete (see `truncation`).
  package var isTruncated: Bool { truncation != nil }

  /// Why an expansion stopped early.
  package enum Truncation: Sendable, Equatable {
    /// It wrote more than `BuildSettings.maximumExpansionBytes` (settings that double at each level).
    case outputBudget
    /// Its references nest deeper than `BuildSettings.maximumReferenceDepth` levels.
    case depth
  }

  /// Creates an expansion result.
  package init(
    value: String, unresolved: [String], deprecatedSyntax: [String], malformed: [String] = [], truncation: Truncation? = nil
  ) {
    self.value = value
    self.unresolved = unresolved
    self.deprecatedSyntax = deprecatedSyntax
    self.malformed = malformed
    self.truncation = truncation
  }

  /// Whether the text expanded with nothing unresolved, deprecated or malformed.
  package var isClean: Bool { unresolved.isEmpty && deprecatedSyntax.isEmpty && malformed.isEmpty }
}
