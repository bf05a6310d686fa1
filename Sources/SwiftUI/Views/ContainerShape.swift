extension View {
  /// Sets the shape a `ContainerRelativeShape` inside this view takes, as SwiftUI's
  /// `containerShape(_:)`: a built-in shape's outline; an app's own shape, whose path is not
  /// drawn, a rectangle (as `clipShape` clips to one).
  public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
    environmentChange { $0.containerShapeOutline = (shape as? any NamedShape)?.outline(in: $0) ?? .rounded(0) }
  }
}

extension EnvironmentValues {
  /// The outline `containerShape(_:)` set for the views inside; nil outside one, where a
  /// `ContainerRelativeShape` takes the widget's own outline.
  var containerShapeOutline: ShapeOutline? {
    get { self[ContainerShapeKey.self] }
    set { self[ContainerShapeKey.self] = newValue }
  }
}

private struct ContainerShapeKey: EnvironmentKey { static var defaultValue: ShapeOutline? { nil } }
