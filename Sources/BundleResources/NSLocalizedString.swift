public import Foundation

// Foundation's `NSLocalizedString(_:tableName:bundle:value:comment:)` looks in `Bundle.main`,
// which swift-corelibs-foundation makes the executable's build folder: it finds no table and
// returns the key. These overloads read the extension's own tables instead, as
// `String(localized:)` does (`LocalizationTables`). Each names exactly the arguments of one way
// of calling it, with no default, so the compiler prefers it to Foundation's, which needs
// defaults for the arguments left out (one with the same parameters would be ambiguous).
// The form that names all five with an optional `tableName` stays Foundation's; the same form
// with a table name given as a `String` comes here, an exact match where Foundation's needs an
// optional.

/// The localized text for `key` in `Localizable`, from the extension's tables; the key when no
/// table has it.
public func NSLocalizedString(_ key: String, comment: String) -> String {
  LocalizedStringLookup.text(forKey: key, table: nil, bundle: nil, value: "")
}

/// The localized text for `key` in `tableName` (nil: `Localizable`).
public func NSLocalizedString(_ key: String, tableName: String?, comment: String) -> String {
  LocalizedStringLookup.text(forKey: key, table: tableName, bundle: nil, value: "")
}

/// The localized text for `key` in `bundle`'s `Localizable`: the extension's tables for the main
/// bundle, the bundle's own for another.
public func NSLocalizedString(_ key: String, bundle: Bundle, comment: String) -> String {
  LocalizedStringLookup.text(forKey: key, table: nil, bundle: bundle, value: "")
}

/// The localized text for `key` in `Localizable`; `value` when no table has it.
public func NSLocalizedString(_ key: String, value: String, comment: String) -> String {
  LocalizedStringLookup.text(forKey: key, table: nil, bundle: nil, value: value)
}

/// The localized text for `key` in `bundle`'s `tableName`.
public func NSLocalizedString(_ key: String, tableName: String?, bundle: Bundle, comment: String) -> String {
  LocalizedStringLookup.text(forKey: key, table: tableName, bundle: bundle, value: "")
}

/// The localized text for `key` in `tableName`; `value` when no table has it.
public func NSLocalizedString(_ key: String, tableName: String?, value: String, comment: String) -> String {
  LocalizedStringLookup.text(forKey: key, table: tableName, bundle: nil, value: value)
}

/// The localized text for `key` in `bundle`'s `Localizable`; `value` when no table has it.
public func NSLocalizedString(_ key: String, bundle: Bundle, value: String, comment: String) -> String {
  LocalizedStringLookup.text(forKey: key, table: nil, bundle: bundle, value: value)
}

/// The localized text for `key` in `bundle`'s `tableName`; `value` when no table has it.
public func NSLocalizedString(_ key: String, tableName: String, bundle: Bundle, value: String, comment: String) -> String {
  LocalizedStringLookup.text(forKey: key, table: tableName, bundle: bundle, value: value)
}

/// Where `NSLocalizedString` finds a text.
enum LocalizedStringLookup {
  /// `key`'s format in `table` of the extension's tables when `bundle` is the main bundle (or
  /// not given); otherwise, or when they lack it, what Foundation's bundle lookup answers: the
  /// bundle's own text, else `value`, else the key.
  static func text(forKey key: String, table: String?, bundle: Bundle?, value: String) -> String {
    if bundle.map(isMain) ?? true, let format = LocalizationTables.main.format(forKey: key, table: table, pluralCount: nil) {
      return format
    }
    return (bundle ?? .main).localizedString(forKey: key, value: value.isEmpty ? nil : value, table: table)
  }

  /// Whether `bundle` is the process's main bundle (corelibs makes a new object for each use).
  private static func isMain(_ bundle: Bundle) -> Bool {
    bundle === Bundle.main || bundle.bundleURL.standardizedFileURL == Bundle.main.bundleURL.standardizedFileURL
  }
}
