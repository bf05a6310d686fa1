extension View {
  /// The view's background set to the default background style, as SwiftUI's
  /// `background(ignoresSafeAreaEdges:)` (iOS 15): the same as `background(.background)`, the
  /// system background colour of the colour scheme (white, black in dark mode). Widgets written
  /// before iOS 17 use it where `containerBackground(for:)` is not available. The edges are
  /// accepted: a widget has no safe area.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(.background, ignoresSafeAreaEdges: edges)
  }
}
