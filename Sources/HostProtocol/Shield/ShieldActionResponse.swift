/// What an action extension answers, by Apple's raw value; open, so unknown values still decode.
///
/// Apple's enum has `.none` (0), `.close` (1), `.defer` (2) and, from iOS 26.5,
/// `.openParentalControlsApp` (3). This host's contract accepts only `.close` and `.defer`.
public struct ShieldActionResponse: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
  public var rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }


  /// The system takes no further action; the shield stays up.
  public static let none = ShieldActionResponse(rawValue: 0)
  /// Dismiss the shield; the target stays blocked.
  public static let close = ShieldActionResponse(rawValue: 1)
  /// Keep the shield and ask the configuration extension again; the shield redraws.
  public static let `defer` = ShieldActionResponse(rawValue: 2)
  /// Open the parental-controls app (iOS 26.5).
  public static let openParentalControlsApp = ShieldActionResponse(rawValue: 3)

  /// Whether this host's contract accepts the response.
  public var isAllowedByContract: Bool { self == .close || self == .defer }

  public var description: String {
    switch self {
    case .none: ".none"
    case .close: ".close"
    case .defer: ".defer"
    case .openParentalControlsApp: ".openParentalControlsApp"
    default: "raw value \(rawValue)"
    }
  }
}
