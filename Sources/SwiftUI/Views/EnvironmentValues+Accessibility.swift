extension EnvironmentValues {
  /// Whether the person asked the system to reduce motion (Settings > Accessibility > Motion).
  /// Read-only, as in SwiftUI. The host has no such setting, so it reads false, a device's
  /// default: a view that animates only when this is false animates.
  public var accessibilityReduceMotion: Bool { self[ReduceMotionKey.self] }
}

private struct ReduceMotionKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
