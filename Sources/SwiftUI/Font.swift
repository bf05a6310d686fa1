public import Foundation

/// A font, as SwiftUI's `Font`: the text styles, system fonts by size, weight and design, and
/// custom fonts by name. A value to pass around; nothing here draws text.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// What the font is.
  enum Provider: Hashable, Sendable {
    case textStyle(TextStyle, design: Design?, weight: Weight?)
    case system(size: CGFloat, weight: Weight?, design: Design?)
    case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
  }

  let provider: Provider
  var isBold = false
  var isItalic = false

  init(_ provider: Provider) { self.provider = provider }

  /// A dynamic text style, as SwiftUI's `Font.TextStyle`, with the iOS default point sizes.
  public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    case extraLargeTitle, extraLargeTitle2

    /// The point size at the default Dynamic Type size.
    public var pointSize: CGFloat {
      switch self {
      case .extraLargeTitle2: 28
      case .extraLargeTitle: 36
      case .largeTitle: 34
      case .title: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption: 12
      case .caption2: 11
      }
    }
  }

  /// A stroke weight, as SwiftUI's `Font.Weight`.
  public enum Weight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// A type design, as SwiftUI's `Font.Design`.
  public enum Design: String, Hashable, Sendable, CaseIterable {
    case `default`, serif, rounded, monospaced
  }

  public static let largeTitle = Font(.textStyle(.largeTitle, design: nil, weight: nil))
  public static let title = Font(.textStyle(.title, design: nil, weight: nil))
  public static let title2 = Font(.textStyle(.title2, design: nil, weight: nil))
  public static let title3 = Font(.textStyle(.title3, design: nil, weight: nil))
  public static let headline = Font(.textStyle(.headline, design: nil, weight: .semibold))
  public static let subheadline = Font(.textStyle(.subheadline, design: nil, weight: nil))
  public static let body = Font(.textStyle(.body, design: nil, weight: nil))
  public static let callout = Font(.textStyle(.callout, design: nil, weight: nil))
  public static let footnote = Font(.textStyle(.footnote, design: nil, weight: nil))
  public static let caption = Font(.textStyle(.caption, design: nil, weight: nil))
  public static let caption2 = Font(.textStyle(.caption2, design: nil, weight: nil))

  /// The system font at `size`.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(.system(size: size, weight: weight, design: design))
  }

  /// The system font for a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(.textStyle(style, design: design, weight: weight))
  }

  /// A font by PostScript or family name, scaling like `.body`.
  public static func custom(_ name: String, size: CGFloat) -> Font { Font(.custom(name: name, size: size, relativeTo: .body)) }

  /// A font by name, scaling like `textStyle`.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    Font(.custom(name: name, size: size, relativeTo: textStyle))
  }

  /// A font by name at a fixed size.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(.custom(name: name, size: fixedSize, relativeTo: nil))
  }

  /// The same font, bold.
  public func bold() -> Font { with { $0.isBold = true } }
  /// The same font, italic.
  public func italic() -> Font { with { $0.isItalic = true } }
  /// The same font with another weight.
  public func weight(_ weight: Weight) -> Font {
    switch provider {
    case .textStyle(let style, let design, _): Font(.textStyle(style, design: design, weight: weight))
    case .system(let size, _, let design): Font(.system(size: size, weight: weight, design: design))
    case .custom: self
    }
  }
  /// The same font with digits of one width; accepted, no effect here.
  public func monospacedDigit() -> Font { self }

  private func with(_ change: (inout Font) -> Void) -> Font {
    var font = self
    change(&font)
    return font
  }

  /// The point size at the default Dynamic Type size.
  public var pointSize: CGFloat {
    switch provider {
    case .textStyle(let style, _, _): style.pointSize
    case .system(let size, _, _), .custom(_, let size, _): size
    }
  }

  /// The weight, `.bold` for a font made bold.
  public var resolvedWeight: Weight {
    if isBold { return .bold }
    switch provider {
    case .textStyle(_, _, let weight), .system(_, let weight, _): return weight ?? .regular
    case .custom: return .regular
    }
  }

  public var description: String {
    switch provider {
    case .textStyle(let style, _, _): style.rawValue
    case .system(let size, _, _): "system(size: \(size))"
    case .custom(let name, let size, _): "custom(\(name), size: \(size))"
    }
  }
}
