package import Foundation
import Glibc
import HostProtocol

/// The extension's bundle as the SDK modules see it: where its resources are (asset catalogs,
/// `.strings`, `.xcstrings`), its development region and the device's languages.
///
/// On iOS these come from the `.appex` folder. Here the host names the extension's Info.plist in
/// `EXTENSION_HOST_INFO_PLIST`, and the resources are the files Xcode would have copied into the
/// bundle, found next to it: the Info.plist's own folder when it is called `Info.plist` (Xcode's
/// one-folder-per-target layout), or the folder `<Name>` beside `<Name>-Info.plist` (the flat
/// `plists/` layout). `EXTENSION_HOST_RESOURCES` names another folder. Without a host, the
/// executable's folder.
package struct ExtensionBundle: Sendable {
  /// The path of the folder holding the bundle's resources; nil when there is none. A path, not a
  /// `URL`: every string lookup starts here, and Foundation's `URL` costs a fresh process its
  /// first use (1-2% of a widget extension's start-up, `perf record`).
  package let resourcesPath: String?
  /// The device's languages, most preferred first, as BCP 47 tags (`fr-FR`).
  package let preferredLanguages: [String]
  private let infoPlistPath: String?
  private let developmentLanguage: String?

  /// The folder holding the bundle's resources; nil when there is none.
  package var resourcesDirectory: URL? { resourcesPath.map { URL(fileURLWithPath: $0, isDirectory: true) } }

  /// `CFBundleDevelopmentRegion`, build settings expanded; `en` when the Info.plist has none.
  /// Read from the Info.plist when asked: only a bundle with string tables needs it, and
  /// Foundation's property-list reader costs an extension's start-up 2% of its time.
  package var developmentRegion: String {
    infoPlistPath.flatMap { Self.developmentRegion(in: $0, developmentLanguage: developmentLanguage) } ?? "en"
  }

  /// The bundle of this process, read once from its variables (`getenv`: `ProcessInfo` builds a
  /// dictionary of every variable, and a dictionary's first use scans the conformance records).
  package static let main = ExtensionBundle { name in getenv(name).map { String(cString: $0) } }

  /// The bundle described by the host's variables in `environment`.
  package init(environment: [String: String]) {
    self.init { environment[$0] }
  }

  /// The bundle described by the host's variables, as `variable` reads them by name.
  init(variable: (String) -> String?) {
    let infoPlistPath = variable("EXTENSION_HOST_INFO_PLIST").flatMap { $0.isEmpty ? nil : $0 }
    self.infoPlistPath = infoPlistPath
    developmentLanguage = variable("DEVELOPMENT_LANGUAGE")
    resourcesPath = Self.resources(variable: variable, infoPlistPath: infoPlistPath)
    preferredLanguages = Self.languages(variable: variable)
  }

  private static func resources(variable: (String) -> String?, infoPlistPath: String?) -> String? {
    if let named = variable("EXTENSION_HOST_RESOURCES"), !named.isEmpty { return named }
    guard let infoPlistPath else { return Bundle.main.bundleURL.path }
    // A relative name is in the current folder.
    let absolute = infoPlistPath.contains("/") ? infoPlistPath : URL(fileURLWithPath: infoPlistPath).path
    return BundleLayout.resourcesFolder(forInfoPlist: absolute)
  }

  private static func developmentRegion(in infoPlistPath: String, developmentLanguage: String?) -> String? {
    guard let data = FileManager.default.contents(atPath: infoPlistPath),
      let root = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
      var region = root["CFBundleDevelopmentRegion"] as? String
    else { return nil }
    if region == "$(DEVELOPMENT_LANGUAGE)" { region = developmentLanguage ?? "en" }
    return region.isEmpty || region.contains("$") ? nil : region
  }

  /// `EXTENSION_HOST_LANGUAGES` (comma separated), else the POSIX locale variables (`LANGUAGE`,
  /// `LC_ALL`, `LC_MESSAGES`, `LANG`): `fr_FR.UTF-8` becomes `fr-FR`; `C` and `POSIX` mean none.
  package static func languages(environment: [String: String]) -> [String] {
    languages { environment[$0] }
  }

  /// The same, with the variables as `variable` reads them by name.
  static func languages(variable: (String) -> String?) -> [String] {
    if let listed = variable("EXTENSION_HOST_LANGUAGES"), !listed.isEmpty {
      return listed.split(separator: ",").map {
        String($0).trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "-")
      }
    }
    for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = variable(name), !value.isEmpty else { continue }
      let tags = value.split(separator: ":").compactMap { entry -> String? in
        let name = entry.split(separator: ".").first.map(String.init) ?? ""
        guard !name.isEmpty, name != "C", name != "POSIX" else { return nil }
        return name.replacingOccurrences(of: "_", with: "-")
      }
      if !tags.isEmpty { return tags }
    }
    return []
  }

  /// The localization to use among `available`, as `Bundle.preferredLocalizations` picks it:
  /// the first preferred language the bundle has (exactly, or by its language alone), else the
  /// development region; nil when the bundle has none of them.
  package func localization(among available: Set<String>) -> String? {
    guard !available.isEmpty else { return nil }
    for language in preferredLanguages {
      if available.contains(language) { return language }
      let base = String(language.split(separator: "-").first ?? "")
      if available.contains(base) { return base }
      if let regional = available.sorted().first(where: { $0.hasPrefix(base + "-") }) { return regional }
    }
    if available.contains(developmentRegion) { return developmentRegion }
    return nil
  }

  /// The asset catalogs (`*.xcassets`) among the resources, by name.
  package var assetCatalogs: [URL] {
    guard let resourcesPath, let names = ResourceFiles.names(inFolder: resourcesPath) else { return [] }
    return names.filter { $0.hasSuffix(".xcassets") }.sorted().map {
      URL(fileURLWithPath: resourcesPath + "/" + $0, isDirectory: true)
    }
  }
}
