package import HostProtocol

extension UIView {
  /// The view and its subviews as the host's view tree, as the App Switcher captures them: what
  /// SwiftUI's `UIViewRepresentable` shows inside a hosted view.
  package func capturedNode() -> ViewNode { ViewCapture.node(self) }
}
