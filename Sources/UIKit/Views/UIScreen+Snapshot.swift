extension UIScreen {
  /// A picture of what the screen shows now, as UIKit's `snapshotView(afterScreenUpdates:)`: the
  /// app's visible windows, back to front (by level, then in the order they were shown), frozen
  /// in a view the size of the screen. Like a view's snapshot, it shows the text on the screen,
  /// so a cover made of it hides nothing unless something (a blur) is drawn over it. The host's
  /// screen holds only this app's windows.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
    let windows = UIApplication.shared.windows
      .filter { !$0.isHidden }
      .sorted { ($0.windowLevel.rawValue, $0.visibleOrder) < ($1.windowLevel.rawValue, $1.visibleOrder) }
    for window in windows { window.layoutIfNeeded() }
    return SnapshotView(frame: bounds, picture: windows.map(ViewCapture.node))
  }
}
