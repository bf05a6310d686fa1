/// How much a SwiftUI `blur(radius:)` hides, said as the `UIBlurEffect.Style` that hides as much,
/// so the one legibility model (`BlurLegibility` in ShieldRendering) judges both.
///
/// Apple documents no such number. A Gaussian blur of radius r smears strokes thinner than about
/// r, so: under 2 pt nothing is hidden; up to 6 pt only large titles (28 pt) stay readable, as
/// under the ultra-thin material; up to 12 pt only display type (48 pt), as under the thin one;
/// from 12 pt no text can be read, as under the regular material.
enum BlurRadius {
  /// The raw `UIBlurEffect.Style` that hides what a blur of `radius` points hides, or nil.
  static func equivalentBlurStyle(radius: Double) -> Int? {
    switch radius {
    case ..<2: nil
    case ..<6: 6  // systemUltraThinMaterial
    case ..<12: 7  // systemThinMaterial
    default: 8  // systemMaterial
    }
  }
}
