/// The name of a monitored activity, as DeviceActivity's `DeviceActivityName`.
public struct DeviceActivityName: RawRepresentable, Hashable, Codable, Sendable {
  /// The name as written.
  public let rawValue: String

  /// A name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A name.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
