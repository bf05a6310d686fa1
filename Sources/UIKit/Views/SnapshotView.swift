import HostProtocol

/// What `snapshotView(afterScreenUpdates:)` returns: a view showing a picture of another as it
/// looked then, which the capture draws beneath the view's own subviews.
final class SnapshotView: UIView {
  /// The other view's content when the picture was taken, in its own coordinates.
  let picture: [ViewNode]

  init(frame: CGRect, picture: [ViewNode]) {
    self.picture = picture
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  /// A picture of `view` as it looks now: its frame, its background, what it shows.
  static func picture(of view: UIView) -> SnapshotView {
    let snapshot = SnapshotView(frame: view.frame, picture: ViewCapture.node(view).children)
    snapshot.backgroundColor = view.backgroundColor ?? .systemBackground
    return snapshot
  }
}
