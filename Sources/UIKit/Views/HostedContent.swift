package import HostProtocol

/// A view whose content another framework draws (SwiftUI's `UIHostingController`): the App
/// Switcher's capture asks it for that content, laid out in its bounds, as view-tree nodes.
@MainActor
package protocol HostedContent: AnyObject {
  /// The content's nodes, in the view's own coordinates.
  func hostedNodes() -> [ViewNode]
}
