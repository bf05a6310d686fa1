extension ShapeStyle {
  /// The style with its opacity multiplied by `opacity`, as SwiftUI's `ShapeStyle.opacity(_:)`
  /// (`.foregroundStyle(.primary.opacity(0.85))`): drawn as the resolved colour with less alpha.
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    resolvedColor.opacity(opacity)
  }
}
