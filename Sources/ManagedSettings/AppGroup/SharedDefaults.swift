import Foundation

/// Keeps App Group `UserDefaults` coherent between processes, as `cfprefsd` does on iOS.
///
/// swift-corelibs-foundation keeps suites in `$XDG_CONFIG_HOME/<suite>.plist`; the host points
/// `XDG_CONFIG_HOME` at the extension's own `Library/Preferences` and links the file of each
/// entitled group there to the group's container, so `UserDefaults(suiteName: group)` reads and
/// writes the container, and a group the extension is not entitled to stays private to it, as on
/// a device. What corelibs does not do is notice other processes' writes, or write its own
/// without `synchronize()`; the runtime therefore synchronises the entitled suites before each
/// request reaches the principal and before each answer leaves, and at exit.
enum SharedDefaults {
  /// Writes this process's changes to the entitled suites and `.standard`, and reads other processes'.
  static func synchronize() {
    for suite in suites { _ = suite.synchronize() }
  }

  /// The entitled suites and `.standard`, made once: every `UserDefaults(suiteName:)` builds its
  /// search list again, twice per request, and any instance synchronises the same suite.
  /// `UserDefaults` is documented thread-safe; corelibs does not mark it `Sendable`.
  nonisolated(unsafe) private static let suites: [UserDefaults] =
    AppGroupGrant.current.entitledGroups.compactMap { UserDefaults(suiteName: $0) } + [.standard]
}
