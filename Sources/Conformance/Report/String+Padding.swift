import HostEngine

extension String {
  /// The string followed by spaces up to `width` characters; unchanged when already as wide.
  func padded(to width: Int) -> String {
    self + String(repeating: " ", count: Swift.max(0, width - count))
  }
}
