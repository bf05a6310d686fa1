import ExtensionManifest
import Foundation

/// `.extension-host.json`: which rules run, at what severity, on which files, with which
/// settings. Found from the first linted path upward; unknown keys are errors, so a typo never
/// silently does nothing.
///
/// ```json
/// {
///   "disabledRules": ["AX206"], "enabledRules": ["bundle-id-nested-suffix"],
///   "severities": {"AX122": "error"}, "include": ["**/*.plist"], "exclude": ["Vendor/**"],
///   "hostApp": "App", "settings": {"PRODUCT_BUNDLE_IDENTIFIER": "com.example.app"},
///   "sources": "Sources", "baseline": "lint-baseline.json", "strict": true
/// }
/// ```
package struct LintConfiguration: Sendable {
  /// Rule IDs turned off.
  package var disabledRules: Set<String> = []
  /// Opt-in rule IDs turned on.
  package var enabledRules: Set<String> = []
  /// Severity overrides by rule ID.
  package var severities: [String: Severity] = [:]
  /// Globs (relative to the configuration's folder) a finding's file must match, if any are given.
  package var include: [String] = []
  /// Globs whose files are never reported.
  package var exclude: [String] = []
  /// The app that embeds the extensions when no project says so.
  package var hostApp: String?
  /// Build settings over the project's.
  package var settings: [String: String] = [:]
  /// Where principal classes are looked up.
  package var sources: String?
  /// The baseline file.
  package var baseline: String?
  /// Whether warnings fail the run.
  package var strict: Bool?
  /// The folder the configuration was read from (globs and paths are relative to it).
  package var directory: String = "."

  /// The file name looked for.
  package static let fileName = ".extension-host.json"

  /// Creates the default configuration.
  package init() {}

  private static let keys: Set<String> = [
    "disabledRules", "enabledRules", "severities", "include", "exclude", "hostApp", "settings", "sources",
    "baseline", "strict",
  ]

  /// Reads a configuration file.
  ///
  /// - Throws: `ConfigurationError` for unreadable JSON, unknown keys, unknown rules, bad values.
  package static func load(path: String) throws(ConfigurationError) -> LintConfiguration {
    guard case .success(let bytes) = FileSystem.readFile(path, limit: 1 << 20) else {
      throw ConfigurationError(path: path, reason: "cannot read the file")
    }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(bytes))
    } catch {
      throw ConfigurationError(path: path, reason: "not valid JSON")
    }
    guard let dictionary = object as? [String: Any] else {
      throw ConfigurationError(path: path, reason: "the top level must be a JSON object")
    }
    var configuration = LintConfiguration()
    configuration.directory = FileSystem.directory(of: path)
    for key in dictionary.keys.sorted() where !keys.contains(key) {
      let hint = keys.min { EditDistance.between($0, key) < EditDistance.between($1, key) }.map { "; did you mean '\($0)'?" } ?? ""
      throw ConfigurationError(path: path, reason: "unknown key '\(key)'\(hint)")
    }
    func strings(_ key: String) throws(ConfigurationError) -> [String] {
      guard let value = dictionary[key] else { return [] }
      guard let list = value as? [String] else { throw ConfigurationError(path: path, reason: "'\(key)' must be an array of strings") }
      return list
    }
    func ruleIDs(_ key: String) throws(ConfigurationError) -> Set<String> {
      var ids = Set<String>()
      for name in try strings(key) {
        guard let rule = LintRules.description(named: name) else {
          throw ConfigurationError(path: path, reason: "'\(key)' names unknown rule '\(name)'")
        }
        ids.insert(rule.id)
      }
      return ids
    }
    configuration.disabledRules = try ruleIDs("disabledRules")
    configuration.enabledRules = try ruleIDs("enabledRules")
    configuration.include = try strings("include")
    configuration.exclude = try strings("exclude")
    if let severities = dictionary["severities"] {
      guard let map = severities as? [String: String] else {
        throw ConfigurationError(path: path, reason: "'severities' must map rule IDs to \"error\", \"warning\", \"note\" or \"off\"")
      }
      for (name, level) in map {
        guard let rule = LintRules.description(named: name) else {
          throw ConfigurationError(path: path, reason: "'severities' names unknown rule '\(name)'")
        }
        if level == "off" {
          configuration.disabledRules.insert(rule.id)
        } else if let severity = Severity(rawValue: level) {
          configuration.severities[rule.id] = severity
        } else {
          throw ConfigurationError(path: path, reason: "severity '\(level)' for \(name) is not error, warning, note or off")
        }
      }
    }
    for key in ["hostApp", "sources", "baseline"] where dictionary[key] != nil && !(dictionary[key] is String) {
      throw ConfigurationError(path: path, reason: "'\(key)' must be a string")
    }
    configuration.hostApp = dictionary["hostApp"] as? String
    configuration.sources = (dictionary["sources"] as? String).map { configuration.resolve($0) }
    configuration.baseline = (dictionary["baseline"] as? String).map { configuration.resolve($0) }
    if let strict = dictionary["strict"] {
      guard let flag = strict as? Bool else { throw ConfigurationError(path: path, reason: "'strict' must be true or false") }
      configuration.strict = flag
    }
    if let settings = dictionary["settings"] {
      guard let map = settings as? [String: String] else {
        throw ConfigurationError(path: path, reason: "'settings' must map setting names to strings")
      }
      configuration.settings = map
    }
    return configuration
  }

  /// The nearest `.extension-host.json` in `path`'s folder or above.
  package static func find(from path: String) -> String? {
    var directory = FileSystem.kind(of: path) == .directory ? path : FileSystem.directory(of: path)
    directory = FileSystem.absolute(directory)
    while true {
      let candidate = FileSystem.join(directory, fileName)
      if FileSystem.kind(of: candidate) == .file { return candidate }
      let parent = FileSystem.directory(of: directory)
      if parent == directory || directory == "/" { return nil }
      directory = parent
    }
  }

  /// `path` relative to the configuration's folder, unless absolute.
  package func resolve(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileSystem.join(directory, path)
  }

  /// Whether findings in `path` are reported.
  package func includes(path: String) -> Bool {
    let relative = FileSystem.relative(FileSystem.absolute(path), to: FileSystem.absolute(directory))
    if exclude.contains(where: { Glob.matches($0, relative) }) { return false }
    return include.isEmpty || include.contains { Glob.matches($0, relative) }
  }
}

/// A configuration file that cannot be used (exit code 2).
package struct ConfigurationError: Error, Sendable, CustomStringConvertible {
  /// The file.
  package let path: String
  /// What is wrong.
  package let reason: String
  /// `path: error: reason`.
  package var description: String { "\(path): error: \(reason)" }
}
