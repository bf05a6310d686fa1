/// What the command line and the configuration file tell the loader.
package struct LoadOptions: Sendable {
  /// `--setting KEY=VALUE` (and configuration `settings`): the highest layer.
  package var settings: [String: String] = [:]
  /// `--xcconfig FILE`: between the project and `--setting`.
  package var xcconfigPaths: [String] = []
  /// `--configuration NAME` (default `Release`).
  package var configuration: String?
  /// `--sources DIR`: where principal classes are looked up (default: each target's folder).
  package var sourcesDirectory: String?
  /// `--host-app NAME`: the app that embeds the extensions when no project says so.
  package var hostApp: String?

  /// Creates options.
  package init() {}

  /// The options `.extension-host.json` sets (`settings`, `sources`, `hostApp`), for the command
  /// line's flags to override.
  package init(_ configuration: LintConfiguration) {
    settings = configuration.settings
    sourcesDirectory = configuration.sources
    hostApp = configuration.hostApp
  }
}

/// Why the inputs could not be loaded at all (exit code 3): a path that does not exist, a
/// project file that is not one.
package struct LoadError: Error, Sendable, CustomStringConvertible {
  /// A sentence for a person.
  package let description: String
}
