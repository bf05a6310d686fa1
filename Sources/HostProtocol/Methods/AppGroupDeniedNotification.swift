/// Tells the host that the extension asked for an App Group its entitlements do not list; sent by
/// the extension runtime when `containerURL(forSecurityApplicationGroupIdentifier:)` returns nil
/// for that reason, so the visit can say so.
public struct AppGroupDeniedNotification: RPCNotification {
  public static let method = "appGroup/denied"

  /// The App Group identifier asked for.
  public var group: String
  /// The API that asked, as written in Swift.
  public var api: String

  public init(group: String, api: String) {
    self.group = group
    self.api = api
  }
}
