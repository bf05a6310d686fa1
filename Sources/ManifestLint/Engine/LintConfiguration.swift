import HostProtocol
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

  /// Reads a configuration file.
  ///
  /// - Throws: `ConfigurationError` for unreadable JSON, unknown keys, unknown rules, bad values.
  package static func load(path: String) throws(ConfigurationError) -> LintConfiguration {
    let bytes = try JSONFileSyntax.read(path, kind: "configuration", limit: 1 << 20, limitText: "1 MiB") { "not valid JSON at \($0)" }
    let file: LintConfigurationFile
    do {
      file = try JSONDecoder().decode(LintConfigurationFile.self, from: Data(bytes))
    } catch let problem as LintConfigurationFile.Problem {
      throw ConfigurationError(path: path, reason: problem.reason)
    } catch {
      throw ConfigurationError(path: path, reason: "not valid JSON")
    }
    var configuration = LintConfiguration()
    configuration.directory = FileSystem.directory(of: path)
    func ruleIDs(_ key: String, _ names: [String]) throws(ConfigurationError) -> Set<String> {
      var ids = Set<String>()
      for name in names {
        guard let rule = LintRules.description(named: name) else {
          throw ConfigurationError(path: path, reason: "'\(key)' names unknown rule '\(name)'")
        }
        ids.insert(rule.id)
      }
      return ids
    }
    configuration.disabledRules = try ruleIDs("disabledRules", file.disabledRules ?? [])
    configuration.enabledRules = try ruleIDs("enabledRules", file.enabledRules ?? [])
    configuration.include = file.include ?? []
    configuration.exclude = file.exclude ?? []
    for (name, level) in file.severities ?? [:] {
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
    configuration.hostApp = file.hostApp
    configuration.sources = file.sources.map { configuration.resolve($0) }
    configuration.baseline = file.baseline.map { configuration.resolve($0) }
    configuration.strict = file.strict
    configuration.settings = file.settings ?? [:]
    return configuration
  }

  /// Where a search for `.extension-host.json` ended.
  package struct Search: Equatable, Sendable {
    /// The nearest file of that name within the project, to read.
    package var found: String?
    /// A file of that name the search did not read: in the folder anyone may write to where the
    /// walk stopped. Said, so that a project kept in such a folder learns why its file is unused.
    package var passedOver: String?
  }

  /// The nearest `.extension-host.json` in `path`'s folder or above, within its project.
  ///
  /// The walk ends at the project's root, the first folder holding `.git` (a repository's
  /// folder, or a worktree's file) or `Package.swift`, so a file in a folder above the project
  /// never configures it. It also ends below a folder anyone may write to (`/tmp`, mode o+w):
  /// another user may have put a file there, which is passed over (`Search.passedOver`). An entry
  /// of that name that is not a regular file (a link to nothing, a loop of links, a folder, a
  /// FIFO) is found as well, so that reading it says what is wrong instead of passing it by.
  package static func search(from path: String) -> Search {
    var directory = FileSystem.kind(of: path) == .directory ? path : FileSystem.directory(of: path)
    directory = FileSystem.absolute(directory)
    while true {
      let candidate = FileSystem.join(directory, fileName)
      if isWritableByAnyone(directory) {
        return Search(found: nil, passedOver: entryExists(candidate) ? candidate : nil)
      }
      if entryExists(candidate) { return Search(found: candidate, passedOver: nil) }
      let parent = FileSystem.directory(of: directory)
      if isProjectRoot(directory) || parent == directory || directory == "/" { return Search(found: nil, passedOver: nil) }
      directory = parent
    }
  }

  /// The file `search(from:)` finds to read, if any.
  package static func find(from path: String) -> String? { search(from: path).found }

  /// The names that mark a project's root folder.
  static let projectRootMarkers = [".git", "Package.swift"]

  /// Whether `directory` holds `.git` or `Package.swift`.
  static func isProjectRoot(_ directory: String) -> Bool {
    projectRootMarkers.contains { entryExists(FileSystem.join(directory, $0)) }
  }

  /// Whether something, even a link to nothing, is at `path`.
  private static func entryExists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// Whether `directory` is writable by every user (a shared folder such as `/tmp`).
  private static func isWritableByAnyone(_ directory: String) -> Bool {
    var status = stat()
    return stat(directory, &status) == 0 && status.st_mode & S_IWOTH != 0
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

/// `.extension-host.json` as JSON, decoded by `JSONDecoder`: every member optional, an unknown
/// member or a member of the wrong type refused with the sentence a person needs.
private struct LintConfigurationFile: Decodable {
  /// Why the file cannot be used, as `ConfigurationError` words it.
  struct Problem: Error {
    let reason: String
  }

  enum Key: String, CodingKey, CaseIterable {
    case disabledRules, enabledRules, severities, include, exclude, hostApp, settings, sources, baseline, strict
  }

  /// Any member name, to find the unknown ones.
  struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  var disabledRules: [String]?
  var enabledRules: [String]?
  var severities: [String: String]?
  var include: [String]?
  var exclude: [String]?
  var hostApp: String?
  var settings: [String: String]?
  var sources: String?
  var baseline: String?
  var strict: Bool?

  init(from decoder: any Decoder) throws {
    let container: KeyedDecodingContainer<Key>
    let members: KeyedDecodingContainer<AnyKey>
    do {
      container = try decoder.container(keyedBy: Key.self)
      members = try decoder.container(keyedBy: AnyKey.self)
    } catch {
      throw Problem(reason: "the top level must be a JSON object")
    }
    let known = Key.allCases.map(\.rawValue)
    for key in members.allKeys.map(\.stringValue).sorted() where !known.contains(key) {
      let hint = known.min { EditDistance.between($0, key) < EditDistance.between($1, key) }.map { "; did you mean '\($0)'?" } ?? ""
      throw Problem(reason: "unknown key '\(key)'\(hint)")
    }
    func member<Value: Decodable>(_ key: Key, _ expected: String) throws -> Value? {
      do {
        return try container.decodeIfPresent(Value.self, forKey: key)
      } catch {
        throw Problem(reason: "'\(key.rawValue)' must be \(expected)")
      }
    }
    disabledRules = try member(.disabledRules, "an array of strings")
    enabledRules = try member(.enabledRules, "an array of strings")
    include = try member(.include, "an array of strings")
    exclude = try member(.exclude, "an array of strings")
    severities = try member(.severities, "a map of rule IDs to \"error\", \"warning\", \"note\" or \"off\"")
    hostApp = try member(.hostApp, "a string")
    sources = try member(.sources, "a string")
    baseline = try member(.baseline, "a string")
    strict = try member(.strict, "true or false")
    settings = try member(.settings, "a map of setting names to strings")
  }
}
