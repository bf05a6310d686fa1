import Foundation

/// A colour set from an asset catalog (`Name.colorset/Contents.json`): one colour per appearance
/// (and gamut), each in sRGB components 0...1 or a reference to a system colour.
package struct AssetColorSet: Sendable {
  /// One resolved colour.
  package struct Value: Sendable, Equatable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double
    /// A system colour the set refers to (`systemBlue`), instead of components.
    package var systemReference: String?
  }

  /// The colour for the light appearance (the one a configuration travels with).
  package var light: Value
  /// The colour for the dark appearance; nil when the set has none of its own.
  package var dark: Value?

  /// Reads the set in `folder`; nil when it has no colour an iPhone would use.
  init?(folder: URL) {
    guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
      let contents = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = contents["colors"] as? [[String: Any]]
    else { return nil }
    guard let light = Self.pick(entries, .light) else { return nil }
    self.light = light
    let dark = Self.pick(entries, .dark)
    self.dark = dark == light ? nil : dark
  }

  /// The best entry for `appearance`: an iPhone entry over a universal one, the appearance's
  /// own over "any", display-P3 over sRGB (an iPhone's screen is P3).
  private static func pick(_ entries: [[String: Any]], _ appearance: AssetAppearance) -> Value? {
    var best: (score: Int, value: Value)?
    for entry in entries {
      guard let idiom = AssetAppearance.idiomScore(entry["idiom"] as? String),
        let traits = appearance.score(entry["appearances"] as? [[String: String]] ?? []),
        let color = entry["color"] as? [String: Any], let value = Self.value(color)
      else { continue }
      let gamut = (entry["display-gamut"] as? String) == "display-P3" ? 1 : 0
      let score = traits * 100 + idiom * 10 + gamut
      if best.map({ score > $0.score }) ?? true { best = (score, value) }
    }
    return best?.value
  }

  private static func value(_ color: [String: Any]) -> Value? {
    if let reference = color["reference"] as? String {
      let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
      return Value(red: 0, green: 0, blue: 0, alpha: 1, systemReference: name)
    }
    guard let components = color["components"] as? [String: Any] else { return nil }
    let alpha = components["alpha"].flatMap { Self.number($0, isAlpha: true) } ?? 1
    if let white = components["white"].flatMap({ Self.number($0, isAlpha: false) }) {
      return Value(red: white, green: white, blue: white, alpha: alpha)
    }
    guard let red = components["red"].flatMap({ Self.number($0, isAlpha: false) }),
      let green = components["green"].flatMap({ Self.number($0, isAlpha: false) }),
      let blue = components["blue"].flatMap({ Self.number($0, isAlpha: false) })
    else { return nil }
    let rgb = ColorSpaceConversion.toSRGB((red, green, blue), from: color["color-space"] as? String ?? "srgb")
    return Value(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
  }

  /// A component as Xcode writes it: `"0.500"` (0...1), `"0x80"` or `"128"` (0...255).
  static func number(_ value: Any, isAlpha: Bool) -> Double? {
    if let number = value as? Double { return number }
    guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
    if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
    if !isAlpha, !text.contains("."), let integer = Int(text) { return Double(integer) / 255 }
    return Double(text)
  }
}

/// Colour-space conversion to the sRGB components the renderer draws.
enum ColorSpaceConversion {
  /// `components` in the asset catalog's `space`, as sRGB (gamma-encoded; may leave 0...1 for
  /// colours outside sRGB, as extended sRGB does).
  static func toSRGB(_ components: (Double, Double, Double), from space: String) -> (red: Double, green: Double, blue: Double) {
    switch space {
    case "display-p3", "extended-display-p3":
      let (r, g, b) = (linear(components.0), linear(components.1), linear(components.2))
      // Display P3 to sRGB (both D65), linear light.
      let red = 1.2249401 * r - 0.2249404 * g + 0.0 * b
      let green = -0.0420569 * r + 1.0420571 * g + 0.0 * b
      let blue = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
      return (encoded(red), encoded(green), encoded(blue))
    case "extended-linear-srgb", "linear-srgb":
      return (encoded(components.0), encoded(components.1), encoded(components.2))
    default:
      return components
    }
  }

  static func linear(_ value: Double) -> Double {
    let magnitude = abs(value)
    let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return value < 0 ? -result : result
  }

  static func encoded(_ value: Double) -> Double {
    let magnitude = abs(value)
    let result = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return value < 0 ? -result : result
  }
}
