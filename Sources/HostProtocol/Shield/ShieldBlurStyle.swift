/// `UIBlurEffect.Style` by Apple's raw value; open, so unknown values still decode.
public struct ShieldBlurStyle: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible {
  public var rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }


  /// Apple's case names, indexed by raw value (0...20).
  public static let names = [
    "extraLight", "light", "dark", "extraDark", "regular", "prominent",
    "systemUltraThinMaterial", "systemThinMaterial", "systemMaterial", "systemThickMaterial",
    "systemChromeMaterial",
    "systemUltraThinMaterialLight", "systemThinMaterialLight", "systemMaterialLight",
    "systemThickMaterialLight", "systemChromeMaterialLight",
    "systemUltraThinMaterialDark", "systemThinMaterialDark", "systemMaterialDark",
    "systemThickMaterialDark", "systemChromeMaterialDark",
  ]

  /// Apple's case name, or nil for an unknown raw value.
  public var name: String? { Self.names.indices.contains(rawValue) ? Self.names[rawValue] : nil }

  public var description: String { name.map { ".\($0)" } ?? "raw value \(rawValue)" }
}
