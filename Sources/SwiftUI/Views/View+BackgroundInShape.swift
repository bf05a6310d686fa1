extension View {
  /// A background of `style` filling `shape` behind the view, as SwiftUI's
  /// `background(_:in:fillStyle:)` (a tinted capsule behind a status tag): evaluated as the shape
  /// filled with the style, behind the view.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background { shape.fill(style, style: fillStyle) }
  }
}
