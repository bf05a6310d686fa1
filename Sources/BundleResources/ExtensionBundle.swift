package import Foundation

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

  /// The bundle of this process, read once.
  package static let main = ExtensionBundle(environment: ProcessEnvironment.variables)

  /// The bundle described by the host's variables in `environment`.
  package init(environment: [String: String]) {
    let infoPlistPath = environment["EXTENSION_HOST_INFO_PLIST"].flatMap { $0.isEmpty ? nil : $0 }
    self.infoPlistPath = infoPlistPath
    developmentLanguage = environment["DEVELOPMENT_LANGUAGE"]
    resourcesPath = Self.resources(environment: environment, infoPlistPath: infoPlistPath)
    preferredLanguages = Self.languages(environment: environment)
  }

  private static func resources(environment: [String: String], infoPlistPath: String?) -> String? {
    if let named = environment["EXTENSION_HOST_RESOURCES"], !named.isEmpty { return named }
    guard let infoPlistPath else { return Bundle.main.bundleURL.path }
    guard let slash = infoPlistPath.lastIndex(of: "/") else {
      return resources(environment: environment, infoPlistPath: URL(fileURLWithPath: infoPlistPath).path)  // a relative name: in the current folder
    }
    let folder = infoPlistPath[..<slash].isEmpty ? "/" : String(infoPlistPath[..<slash])
    let name = infoPlistPath[infoPlistPath.index(after: slash)...]
    if name.hasSuffix("-Info.plist") {
      let sibling = (folder == "/" ? "" : folder) + "/" + name.dropLast("-Info.plist".count)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: sibling, isDirectory: &isDirectory), isDirectory.boolValue {
        return sibling
      }
    }
    return folder
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
    if let listed = environment["EXTENSION_HOST_LANGUAGES"], !listed.isEmpty {
      return listed.split(separator: ",").map {
        String($0).trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "-")
      }
    }
    for variable in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[variable], !value.isEmpty else { continue }
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
    guard let resourcesPath, let names = try? FileManager.default.contentsOfDirectory(atPath: resourcesPath) else { return [] }
    return names.filter { $0.hasSuffix(".xcassets") }.sorted().map {
      URL(fileURLWithPath: resourcesPath + "/" + $0, isDirectory: true)
    }
  }
}

/// The process's environment, read with getenv at first use (ProcessInfo builds its dictionary
/// anew at every use).
enum ProcessEnvironment {
  static let names = [
    "EXTENSION_HOST_INFO_PLIST", "EXTENSION_HOST_RESOURCES", "EXTENSION_HOST_LANGUAGES", "DEVELOPMENT_LANGUAGE",
    "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG",
  ]

  static var variables: [String: String] {
    names.reduce(into: [:]) { variables, name in
      if let value = getenv(name) { variables[name] = String(cString: value) }
    }
  }
}
