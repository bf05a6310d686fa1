package import Foundation
import Synchronization

/// The bundle's string tables: `<language>.lproj/<Table>.strings` and `<Table>.xcstrings`
/// (a String Catalog, which Xcode compiles into the former), read once each and kept.
///
/// A lookup follows the device: the localization is the one `ExtensionBundle.localization(among:)`
/// picks from the languages the bundle has; a `.strings` key missing there gives the default
/// value; a String Catalog entry without that language gives the source language's value, as the
/// compiled catalog does.
package final class LocalizationTables: Sendable {
  /// The tables of the main extension bundle.
  package static let main = LocalizationTables(bundle: .main)

  private let bundle: ExtensionBundle
  private let loaded = Mutex<[String: Table]>([:])

  package init(bundle: ExtensionBundle) { self.bundle = bundle }

  /// The localized format for `key` in `table` (default `Localizable`), or nil when no table has it.
  package func format(forKey key: String, table: String?, pluralCount: Int?) -> String? {
    let name = table.flatMap { $0.isEmpty ? nil : $0 } ?? "Localizable"
    let table = loaded.withLock { tables in
      if let known = tables[name] { return known }
      let read = Table(name: name, bundle: bundle)
      tables[name] = read
      return read
    }
    return table.format(forKey: key, pluralCount: pluralCount)
  }

  /// One table in every language the bundle has it in.
  struct Table: Sendable {
    /// `.strings` values by localization.
    var strings: [String: [String: String]] = [:]
    /// The String Catalog, if there is one.
    var catalog: StringCatalog?
    /// The localization chosen for this table.
    var localization: String?

    init(name: String, bundle: ExtensionBundle) {
      guard let directory = bundle.resourcesPath else { return }
      for entry in ResourceFiles.names(inFolder: directory) ?? [] where entry.hasSuffix(".lproj") {
        guard let data = ResourceFiles.contents(ofFile: directory + "/" + entry + "/" + name + ".strings"),
          let values = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        else { continue }
        strings[String(entry.dropLast(".lproj".count))] = values
      }
      if let data = ResourceFiles.contents(ofFile: directory + "/" + name + ".xcstrings") { catalog = try? StringCatalog(data: data) }
      let available = Set(strings.keys).union(catalog?.languages ?? [])
      localization = bundle.localization(among: available) ?? catalog?.sourceLanguage
    }

    func format(forKey key: String, pluralCount: Int?) -> String? {
      guard let localization else { return nil }
      if let catalog, let value = catalog.value(forKey: key, language: localization, pluralCount: pluralCount) {
        return value
      }
      return strings[localization]?[key] ?? strings["Base"]?[key]
    }
  }
}

/// A String Catalog (`.xcstrings`): JSON with a source language and, per key, a string unit or
/// plural variations per language.
package struct StringCatalog: Sendable, Decodable {
  /// The language the keys are written in.
  package var sourceLanguage: String
  var strings: [String: Entry]

  struct Entry: Sendable, Decodable {
    var localizations: [String: Localization]?
  }

  struct Localization: Sendable, Decodable {
    var stringUnit: StringUnit?
    var variations: Variations?
  }

  struct StringUnit: Sendable, Decodable {
    var value: String
  }

  struct Variations: Sendable, Decodable {
    var plural: [String: Localization]?
  }

  /// Reads a catalog; throws when the JSON is not one.
  package init(data: Data) throws { self = try JSONDecoder().decode(StringCatalog.self, from: data) }

  /// Every language with at least one value.
  var languages: Set<String> {
    Set(strings.values.flatMap { $0.localizations.map { Array($0.keys) } ?? [] }).union([sourceLanguage])
  }

  /// The value for `key` in `language`, else in the source language; nil when the catalog has
  /// the key in neither (the key itself is then the source text).
  package func value(forKey key: String, language: String, pluralCount: Int?) -> String? {
    guard let entry = strings[key] else { return nil }
    for candidate in [language, sourceLanguage] {
      if let localization = entry.localizations?[candidate], let value = Self.value(of: localization, pluralCount) {
        return value
      }
    }
    return nil
  }

  /// A string unit's value, or the plural form for `count` (`zero`, `one`, else `other`).
  private static func value(of localization: Localization, _ count: Int?) -> String? {
    if let plural = localization.variations?.plural {
      let category = count.map { $0 == 0 ? "zero" : $0 == 1 ? "one" : "other" } ?? "other"
      return (plural[category] ?? plural["other"])?.stringUnit?.value
    }
    return localization.stringUnit?.value
  }
}
