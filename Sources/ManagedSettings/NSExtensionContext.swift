public import Foundation
import HostProtocol

/// The context an app extension runs in, as Foundation's `NSExtensionContext`; here for what
/// Screen Time extensions call on it: `open(_:completionHandler:)`, to reach their app.
///
/// Apple's page: "Each extension point determines whether to support this method … In iOS, the
/// Today and iMessage app extension points support this method." None of the extension points
/// the host runs does (shield action, shield configuration, device activity monitor, report), so
/// nothing opens: the completion handler gets false, on a background queue, and the host notes
/// the URL in the visit. It comes with `import ManagedSettings` (and every Screen Time module),
/// as the Darwin notify center does.
open class NSExtensionContext: NSObject {
  /// A context; extensions write `NSExtensionContext()` to call `open`.
  public override init() { super.init() }

  /// Asks the system to open `URL`: nothing opens from this extension point, so
  /// `completionHandler` gets false.
  open func open(_ URL: URL, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
    report(URL)
    guard let completionHandler else { return }
    FrameworkCallbacks.deliver { completionHandler(false) }
  }

  /// Asks the system to open `URL`; false, as nothing opens from this extension point.
  open func open(_ URL: URL) async -> Bool {
    report(URL)
    return false
  }

  /// Tells the host which URL the extension asked for, when there is a host.
  private func report(_ URL: URL) {
    HostLink.notify(ExtensionContextOpenNotification(url: URL.absoluteString))
  }
}
