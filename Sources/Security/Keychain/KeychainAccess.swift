import Foundation
import HostProtocol

/// The Keychain access groups a process may use, as iOS computes them from its entitlements:
/// `keychain-access-groups`, then its application identifier, then its App Groups. The first is
/// where an item goes when the query names none. Groups are compared without the team prefix
/// (`ABCDE12345.`), which Xcode's `$(AppIdentifierPrefix)` supplies on a device and a query may
/// spell out.
struct KeychainAccess: Sendable {
  /// The groups, without team prefixes, in order; nil outside the host, where every group is the
  /// process's own.
  var groups: [String]?

  /// The team identifier: the project's `DEVELOPMENT_TEAM`, else a placeholder.
  var team = KeychainLayout.placeholderTeam

  /// `group` as a search answers it: with the team prefix, as iOS gives it, except an App Group's.
  func answered(_ group: String) -> String { group.hasPrefix("group.") ? group : team + "." + group }

  /// The group of an item whose query names none.
  var defaultGroup: String { groups?.first ?? "default" }

  func allows(_ group: String) -> Bool { groups?.contains(group) ?? true }

  /// The host's `EXTENSION_HOST_KEYCHAIN_GROUPS` (comma-separated); every group without it.
  init(environment: [String: String]) {
    groups = environment[KeychainLayout.groupsVariable].map {
      $0.split(separator: ",").map { KeychainLayout.canonicalGroup(String($0)) }
    }
    if let team = environment[KeychainLayout.teamVariable], KeychainLayout.isTeamIdentifier(Substring(team)) { self.team = team }
  }
}
