/// The extension asked the system to open a URL (`NSExtensionContext.open(_:completionHandler:)`):
/// the host opens nothing, as iOS does for the extension points it runs, and the visit says so.
public struct ExtensionContextOpenNotification: RPCNotification {
  public static let method = "extensionContext/open"

  /// The URL as the extension wrote it, such as `focusapp://unlock`.
  public var url: String

  public init(url: String) { self.url = url }
}
