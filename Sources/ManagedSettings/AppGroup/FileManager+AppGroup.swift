public import Foundation

extension FileManager {
  /// The shared container of an App Group, as Foundation's method of the same name on iOS.
  ///
  /// Returns the group's container when the extension's `.entitlements` list the group in
  /// `com.apple.security.application-groups`, and nil otherwise, exactly as on a device; the host
  /// reports the refused access in the visit. The container is a folder under the host's state
  /// directory, shared by the app and every extension entitled to the group, and it survives
  /// restarts of the host.
  ///
  /// swift-corelibs-foundation has no such method on Linux; this one comes with
  /// `import ManagedSettings` (or `ManagedSettingsUI`).
  public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
    AppGroupGrant.current.containerURL(
      for: groupIdentifier, api: "FileManager.containerURL(forSecurityApplicationGroupIdentifier:)")
  }
}
