import Foundation
import HostProtocol
import Synchronization

/// The App Groups the host granted this extension, from its `.entitlements`, and where their
/// containers are: read once from the environment the host sets (`EXTENSION_HOST_APP_GROUPS`,
/// `EXTENSION_HOST_APP_GROUP_CONTAINERS`).
///
/// As on iOS, an extension gets the container of a group only when its entitlements list it.
/// Asking for another group returns nil, and the host is told, so the visit says so.
package struct AppGroupGrant: Sendable {
  /// The groups listed in the extension's entitlements.
  let entitledGroups: [String]
  /// The folder holding one container folder per group; nil when started without a host.
  let containersDirectory: String?

  /// The grant of this process (read with getenv: ProcessInfo's dictionary is built anew at
  /// every use, and this is read at start-up).
  static let current = AppGroupGrant(
    environment: ["EXTENSION_HOST_APP_GROUPS", "EXTENSION_HOST_APP_GROUP_CONTAINERS"].reduce(into: [:]) { variables, name in
      if let value = getenv(name) { variables[name] = String(cString: value) }
    })

  private static let reported = Mutex<Set<String>>([])
  /// How many times this process asked for an App Group's container, so the widget runtime can
  /// tell whether `placeholder(in:)` reached for App Group data.
  private static let containerRequests = Atomic<Int>(0)

  /// The count of container requests so far.
  package static var containerRequestCount: Int { containerRequests.load(ordering: .relaxed) }

  /// The grant described by the host's variables in `environment`; none without a host.
  init(environment: [String: String]) {
    entitledGroups = (environment["EXTENSION_HOST_APP_GROUPS"] ?? "").split(separator: ",").map(String.init)
    containersDirectory = environment["EXTENSION_HOST_APP_GROUP_CONTAINERS"].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The container of `group`, or nil (reported to the host) when the extension is not entitled.
  func containerURL(for group: String, api: String) -> URL? {
    Self.containerRequests.add(1, ordering: .relaxed)
    guard let containersDirectory, entitledGroups.contains(group) else {
      Self.reportDenied(group, api: api)
      return nil
    }
    let url = URL(fileURLWithPath: containersDirectory, isDirectory: true).appendingPathComponent(group, isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Tells the host once per group and API.
  private static func reportDenied(_ group: String, api: String) {
    guard reported.withLock({ $0.insert(group + " " + api).inserted }) else { return }
    HostLink.notify(AppGroupDeniedNotification(group: group, api: api))
  }
}
